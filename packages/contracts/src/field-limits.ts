import type { z } from 'zod';

/**
 * What a form's input takes, read from the field's schema in the contracts, so the browsers
 * never write a column length or a required mark a second time.
 */

type Def = { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType };

/** The text schema inside optional, nullable, default and pipe wrappers; null when there is none. */
function textSchema(schema: z.core.$ZodType): z.ZodString | null {
  const def = schema._zod.def as Def;
  if (def.type === 'string') return schema as z.ZodString;
  if (def.innerType) return textSchema(def.innerType);
  if (def.type === 'pipe' && def.in) return textSchema(def.in);
  return null;
}

/** The longest text the field's schema takes, for an input's maxLength. Throws when it sets none, which a test then shows. */
export function maxLengthOf(schema: z.core.$ZodType): number {
  const max = textSchema(schema)?.maxLength;
  if (max === null || max === undefined) throw new Error('The schema sets no maximum length');
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
