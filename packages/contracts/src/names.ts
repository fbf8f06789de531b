import { z } from 'zod';
import * as contracts from './index.js';
import type { Endpoint, FileDownload, StaffFileDownload } from './endpoint.js';

type Call = Endpoint | FileDownload | StaffFileDownload;

/**
 * The names the contracts give their calls and schemas: the export names. The API document
 * uses them as operationIds and as the names of its components, so a client generated from
 * the document speaks of `placeOrder` and `PlaceOrderRequest` as this package does.
 */

const exported = Object.entries(contracts as Record<string, unknown>);

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'summary' in value;

/** Every call (JSON or file) by its export name, e.g. `placeOrder`. */
export const callNames: ReadonlyMap<Call, string> = new Map(
  exported.filter((entry): entry is [string, Call] => isCall(entry[1])).map(([name, call]) => [call, name]),
);

/** The operationId of a call of the contracts. */
export function operationIdOf(call: Call): string {
  const name = callNames.get(call);
  if (!name) throw new Error(`${call.method} ${call.path} is not exported by the contracts`);
  return name;
}

/**
 * Every exported schema by its name. A schema exported under several names (the shared
 * `EmptyResponse` that many calls answer, say) takes its shortest name, which is the one it
 * was declared under; a schema that names itself with `.meta({ id })` keeps that name.
 */
export const schemaNames: ReadonlyMap<z.ZodType, string> = (() => {
  const names = new Map<z.ZodType, string>();
  for (const [name, value] of exported) {
    if (!(value instanceof z.ZodType)) continue;
    const own = z.globalRegistry.get(value)?.id;
    const current = names.get(value);
    const chosen = own ?? (current === undefined || name.length < current.length ? name : current);
    names.set(value, chosen);
  }
  return names;
})();
