import type { z } from 'zod';

/**
 * What a form's input takes, read from the field's schema in the contracts, so the browsers
 * never write a column length or a required mark a second time.
 */

type Def = { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType; options?: readonly z.core.$ZodType[] };

/** The maximum length of a text schema inside optional, nullable, default, pipe and union wrappers; null when it sets none. */
function maximumOf(schema: z.core.$ZodType): number | null {
  const def = schema._zod.def as Def;
  if (def.type === 'string') return (schema as z.ZodString).maxLength;
  if (def.innerType) return maximumOf(def.innerType);
  if (def.type === 'pipe' && def.in) return maximumOf(def.in);
  // An address or '' for none: the longest of the options that set a maximum.
  const options = (def.options ?? []).map(maximumOf).filter((max) => max !== null);
  return options.length ? Math.max(...options) : null;
}

/** The longest text the field's schema takes, for an input's maxLength. Throws when it sets none, which a test then shows. */
export function maxLengthOf(schema: z.core.$ZodType): number {
  const max = maximumOf(schema);
  if (max === null) throw new Error('The schema sets no maximum length');
  return max;
}

/** maxLengthOf for each of the named fields of an object schema. */
export function maxLengthsOf<S extends z.ZodRawShape, F extends keyof S & string>(
  schema: z.ZodObject<S>,
  fields: readonly F[],
): Record<F, number> {
  return Object.fromEntries(fields.map((field) => [field, maxLengthOf(schema.shape[field]!)])) as Record<F, number>;
}

/** Whether the field's schema refuses a missing or empty value, for an input's required mark. */
export const isRequired = (schema: z.ZodType): boolean => !schema.safeParse(undefined).success && !schema.safeParse('').success;
