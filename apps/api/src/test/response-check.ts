import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Schema = Record<string, unknown>;
type Media = { schema?: Schema };
type Answer = { $ref?: string; description?: string; content?: Record<string, Media> };
type Document = {
  paths: Record<string, Record<string, { responses: Record<string, Answer> }>>;
  components?: { schemas?: Record<string, Schema>; responses?: Record<string, Answer> };
};

/** Where the document's components live for the validator; the document's own references point here. */
const BASE = 'https://portal.test/openapi.json';

const mediaMatches = (declared: string, actual: string) => {
  if (declared === '*/*' || declared === actual) return true;
  return declared.endsWith('/*') && actual.startsWith(declared.slice(0, -1));
};
const isJson = (type: string) => /^application\/(?:[\w.+-]+\+)?json$/.test(type);

/**
 * Every answer an API test provokes, checked against the API document the app serves, as a client
 * generated from it would see it: the status must be declared for the operation, the content type
 * among the declared ones, and a JSON body must match the declared schema (which for answers names
 * every property: an undeclared one fails too). A mismatch fails the request with 500 and is kept,
 * and the test app's close() fails with the list, so a drift between a contract and what the API
 * answers cannot pass unnoticed. Installed by the test app only, never in production.
 */
export function createResponseCheck() {
  const violations: string[] = [];

  const install = (app: FastifyInstance) => {
    let state: { doc: Document; ajv: Ajv2020; validators: Map<string, ValidateFunction> } | undefined;
    const flagged = new WeakSet<FastifyRequest>();

    const context = () => {
      if (!state) {
        const doc = (app as unknown as { swagger: () => Document }).swagger();
        const ajv = new Ajv2020({ strict: false, allErrors: false, inlineRefs: false, formats: { binary: true } });
        addFormats.default(ajv);
        ajv.addSchema({ $id: BASE, components: doc.components ?? {} });
        state = { doc, ajv, validators: new Map() };
      }
      return state;
    };

    const validator = (key: string, schema: Schema) => {
      const { ajv, validators } = context();
      let validate = validators.get(key);
      if (!validate) {
        const anchored = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${BASE}#/components/`)) as Schema;
        validate = ajv.compile(anchored);
        validators.set(key, validate);
      }
      return validate;
    };

    const problemOf = (request: FastifyRequest, reply: FastifyReply, payload: unknown): string | undefined => {
      const route = request.routeOptions.url;
      if (!route || request.method === 'HEAD' || request.method === 'OPTIONS') return undefined;
      const { doc } = context();
      const path = route.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[path]?.[request.method.toLowerCase()];
      // Routes the document leaves out (the sign-in provider, the documentation itself, the web app).
      if (!operation) return undefined;
      const call = `${request.method} ${path}`;
      const status = String(reply.statusCode);
      const declared = operation.responses[status] ?? operation.responses[`${status[0]}XX`] ?? operation.responses['default'];
      const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
      const excerpt = body === undefined ? '' : `: ${body.slice(0, 300)}`;
      if (!declared) return `${call} answered ${status}, which the API document does not declare${excerpt}`;
      const answer = declared.$ref ? doc.components?.responses?.[declared.$ref.split('/').pop()!] : declared;
      const empty = payload === undefined || payload === null || body === '';
      if (!answer?.content) return empty ? undefined : `${call} answered ${status} with a body the document does not declare${excerpt}`;
      const type = String(reply.getHeader('content-type') ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase();
      const media = Object.keys(answer.content).find((declaredType) => mediaMatches(declaredType, type));
      if (!media)
        return `${call} answered ${status} as ${type || 'no type'}, where the document declares ${Object.keys(answer.content).join(', ')}`;
      const schema = answer.content[media]!.schema;
      // Bytes are checked by their type; a JSON stream is not read here.
      if (!isJson(type) || !schema || body === undefined) return undefined;
      let value: unknown;
      try {
        value = JSON.parse(body);
      } catch {
        return `${call} answered ${status} with JSON that does not parse${excerpt}`;
      }
      const validate = validator(`${call} ${status} ${media}`, schema);
      if (validate(value)) return undefined;
      const [first] = validate.errors ?? [];
      return `${call} answered ${status} with a body the document does not declare: ${first?.instancePath || '/'} ${first?.message ?? ''} ${JSON.stringify(first?.params ?? {})}${excerpt}`;
    };

    app.addHook('onSend', async (request, reply, payload) => {
      if (flagged.has(request)) return;
      const problem = problemOf(request, reply, payload);
      if (!problem) return;
      flagged.add(request);
      violations.push(problem);
      throw new Error(`Answer outside the API document: ${problem}`);
    });
  };

  return {
    install,
    /** Fails with every mismatch seen so far. */
    assertNone: () => {
      if (violations.length > 0) throw new Error(`Answers outside the API document:\n${violations.map((v) => `- ${v}`).join('\n')}`);
    },
  };
}
