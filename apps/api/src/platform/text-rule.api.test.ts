import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '@portal/contracts';
import type { Endpoint } from '@portal/contracts';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { ANNA, ERIK, MARKETING } from '../test/demo-users.js';
import { orderRequest } from '../test/order-request.js';
import { callerOf } from '../test/integration-client.js';
import { deliveredOrderToComplainAbout, transportDamage } from '../test/complaint-request.js';
import { postMultipart } from '../test/multipart.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const endpoints = Object.entries(contracts as Record<string, unknown>).filter(
  (entry): entry is [string, Endpoint] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'method' in entry[1] && 'path' in entry[1] && 'response' in entry[1],
);

// The strings a hostile caller sends: NUL, another control character, lone surrogates of both halves.
const HOSTILE = ['a\u0000b', 'x\u001by', 'z\ud800', '\udc00'];

/** The names of an object schema's own text fields, for fields that unwrap to a string. */
function textFields(schema: z.ZodType | undefined): string[] {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>)
    .filter(([, field]) => z.toJSONSchema(field, { io: 'input', unrepresentable: 'any' }).type === 'string')
    .map(([name]) => name);
}

const authorization = callerOf(() => t, {
  staff: 'backoffice@manufacturer.test',
  admin: 'admin@reseller-se.test',
  user: 'anna@reseller-se.test',
});

async function send(e: Endpoint, where: 'body' | 'query', field: string, value: string) {
  const url = e.path.replace(/\{(\w+)\}/g, 'placeholder-0000');
  return t.app.inject({
    method: e.method,
    url: where === 'query' ? `${url}?${new URLSearchParams({ [field]: value })}` : url,
    headers: await authorization(e),
    ...(where === 'body' ? { payload: { [field]: value } } : {}),
  });
}

describe('one text rule for every call', () => {
  it('refuses control characters and lone surrogates in every text field of every call with 400 naming it, never 5xx', async () => {
    const checked: string[] = [];
    for (const [name, e] of endpoints) {
      if (e.multipart) continue;
      for (const [where, schema] of [
        ['body', e.body],
        ['query', e.querystring],
      ] as const) {
        for (const field of textFields(schema)) {
          // A URL carries UTF-8, which has no lone surrogates (they arrive as U+FFFD): those go in bodies only.
          for (const value of where === 'body' ? HOSTILE : HOSTILE.slice(0, 2)) {
            const res = await send(e, where, field, value);
            expect(res.statusCode, `${name} ${where}.${field} ${JSON.stringify(value)}: ${res.body}`).toBe(400);
            expect(res.json(), `${name} ${where}.${field}`).toMatchObject({ field });
          }
          checked.push(`${name}.${field}`);
        }
      }
    }
    expect(checked.length).toBeGreaterThan(60);
    // A walk over every call, which grows with the API: more than the usual half minute on a busy machine.
  }, 120_000);

  it('refuses them in path parameters without a 5xx, and in the content service’s public calls', async () => {
    for (const [name, e] of endpoints.filter(([, e]) => e.params)) {
      const res = await t.app.inject({
        method: e.method,
        url: e.path.replace(/\{(\w+)\}/g, 'a%00b'),
        headers: await authorization(e),
        ...(e.method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(500);
    }
    const article = await t.app.inject({ method: 'GET', url: '/mediaApi/article?market=se&node=%00' });
    expect(article.statusCode).toBe(400);
  });

  it('stores texts in composed form', async () => {
    const res = await t.call('anna@reseller-se.test', 'PUT', '/api/reseller/contactInfo', {
      commonName: 'Bra\u0308svärme Uppsala',
      phone: '+46 18 55 12 40',
      email: 'info@brasvarme-uppsala.test',
      website: 'https://brasvarme-uppsala.test',
    });
    expect(res.statusCode, res.body).toBe(200);
    const info = (await t.call('anna@reseller-se.test', 'GET', '/api/reseller/contactInfo')).json<{ ed_commonname: string }>();
    expect(info.ed_commonname).toBe('Bräsvärme Uppsala');
  });
});

describe('single-line texts', () => {
  // A line break in a name would start a header or a new line in the e-mails the portal sends.
  const INJECTED = 'Anna\r\nBcc: mallory@example.test';

  const expectRefused = (res: { statusCode: number; body: string; json: () => unknown }, field: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
  };

  it('refuse a line break with 400 naming the field: a first name, an order mark, a complaint’s mark and a title', async () => {
    const invitation = { email: 'ny.kollega@reseller-se.test', firstName: INJECTED, lastName: 'Berg', accessLevel: 'Reseller' };
    expectRefused(await t.call(ERIK, 'POST', '/api/user/invitations', invitation), 'firstName');
    expectRefused(
      await t.call(ERIK, 'POST', '/api/user/invitations', { ...invitation, firstName: 'Anna', lastName: 'Berg\u2028Ek' }),
      'lastName',
    );

    const order = await orderRequest(t, { inputs: { GoodsMark: 'Villa\nEk' } });
    expectRefused(await t.call(ANNA, 'POST', '/api/order/placeOrder', order), 'inputs.GoodsMark');

    const { order: delivered, line } = await deliveredOrderToComplainAbout(t);
    const complaint = transportDamage(delivered, line, { description: 'Sprucket glas.', orderMark: 'Reklamation\rEk' });
    expectRefused(await postMultipart(t, ANNA, '/api/complaint', [{ name: 'data', value: JSON.stringify(complaint) }]), 'orderMark');

    const article = {
      market: 'se',
      language: 'sv',
      title: 'Nyheter\u0085i vinter',
      abstract: 'Tre nya modeller.',
      content: '<p>Tre nya modeller.</p>',
      status: 'draft',
      publishedAt: new Date().toISOString(),
      flagged: false,
      youtube: null,
      imageId: null,
    };
    expectRefused(await t.call(MARKETING, 'POST', '/api/staff/articles', article), 'title');
  });

  it('keep line breaks in multi-line texts: a complaint’s description', async () => {
    const description = 'Glaset var sprucket.\r\nRamen är böjd.\nBilder bifogas.';
    const { order, line } = await deliveredOrderToComplainAbout(t);
    const complaint = transportDamage(order, line, { description, orderMark: 'Reklamation Ek' });
    const res = await postMultipart(t, ANNA, '/api/complaint', [{ name: 'data', value: JSON.stringify(complaint) }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ description: string }>().description).toBe(description);
  });
});
