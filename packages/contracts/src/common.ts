import { z } from 'zod';
import { LANGUAGES, MARKETS } from './languages.js';
import { ERROR_CODES } from './errors.js';

export { LANGUAGES, MARKETS };
export const Market = z.enum(MARKETS);
export type Market = z.infer<typeof Market>;

export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;

/** Access levels as an administrator assigns them (spec 001 §6). */
export const ACCESS_LEVELS = ['none', 'Reseller', 'Portal Admin', 'Portal Admin,Reseller'] as const;
export const AccessLevel = z.enum(ACCESS_LEVELS);
export type AccessLevel = z.infer<typeof AccessLevel>;

/** Every error the API answers with, whatever the status. */
export const ErrorResponse = z
  .object({
    statusCode: z.number().int(),
    code: z.enum(ERROR_CODES).describe('Stable machine-readable code, e.g. VALIDATION_FAILED, NOT_FOUND, NO_ACCESS'),
    message: z.string(),
    field: z.string().optional().describe('For 400: the path of the failing field, e.g. inputs.GoodsMark'),
    key: z.string().optional().describe('Translation key the browser shows, when the spec names one'),
    requestId: z
      .string()
      .describe("The request's id (its trace id when tracing is on): the apps show it so a dealer can quote it to customer service"),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Dates the ERP side writes as digits, yyyymmdd. */
export const YyyyMmDd = z.string().regex(/^\d{8}$/, 'expected yyyymmdd');

/** OData-style list envelope used by the CRM-side calls: `{ value: [...] }`. */
export const valueList = <T extends z.ZodType>(item: T) => z.object({ value: z.array(item) });

/** A Swedish postal code: five digits, optionally written 123 45. */
export const SWEDISH_POSTAL_CODE = /^\d{3} ?\d{2}$/;
export const isSwedishPostalCode = (value: string) => SWEDISH_POSTAL_CODE.test(value.trim());

export const EmptyResponse = z.object({ ok: z.literal(true) });

/** Suffixes the forms put after the field name (spec 000 §5), so the API can answer in the same words. */
export const MSG_REQUIRED = 'is required';
export const MSG_INVALID_FORMAT = 'has invalid format';
export const MSG_ONE_LINE = 'must be on one line';

// CR, LF, NEL and Unicode's line and paragraph separators: each starts a new line somewhere.
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;

/**
 * A single-line text (a name, a mark, a title, a phone number): a line break is refused, as
 * it would start a new line or a header in the e-mails and documents the text goes into.
 * Multi-line texts (descriptions, notes, replies) are left as they are.
 */
export const singleLine = <T extends z.ZodType<string | null | undefined>>(schema: T): T =>
  schema.refine((text) => typeof text !== 'string' || !LINE_BREAK.test(text), { error: MSG_ONE_LINE });

/** Required free text; trimmed first so that only blanks count as missing. */
export const requiredText = (max: number) => z.string().trim().min(1, { error: MSG_REQUIRED }).max(max);

/**
 * Gate for format checks: an empty value already fails as required, so only
 * one message shows. (Not `abort`, which would also stop the object's
 * cross-field refinements; zod types `when` only on refine, hence refine plus
 * meta below rather than the built-in format checks.)
 */
export const whenNotEmpty = (payload: { value: unknown }): boolean => typeof payload.value === 'string' && payload.value.length > 0;

/** Free text that may be empty. */
/** Text that may be left out or empty. */
export const optionalText = (max: number) => z.string().trim().max(max).optional();

/** Email with the standard pattern; 100 is the CRM column length. */
export const emailAddress = (max = 100) =>
  requiredText(max)
    .refine((v) => z.regexes.email.test(v), { error: MSG_INVALID_FORMAT, when: whenNotEmpty })
    .meta({ format: 'email' });

/**
 * Query-string integer. The wire carries text, so coerce; the input type also
 * admits numbers so the web client can pass them without converting.
 */
export const queryInt = (min: number, max: number) => z.coerce.number<number | string>().int().min(min).max(max);

/** Query-string flag: only the literal texts, so a typo is a 400 rather than a silent false. */
export const QueryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * A record id: any GUID of the form 8-4-4-4-12 hex digits, in every path, request and answer.
 * A CRM issues ids without an RFC 4122 version or variant (Dynamics: `…-ef11-…`), and the portal's
 * tables hold them beside its own, so an id is never checked as a strict UUID: an answer stricter
 * than the database failed to serialize and took a whole desk down (ADR 0061). Still checked as a
 * GUID, since the API interpolates CRM ids into OData filters and anything else must never reach it.
 * Only keys the browser makes itself (`changeId`, `idempotencyKey`) stay `z.uuid()`.
 */
export const crmGuid = z.guid();
/** @deprecated The earlier name of `crmGuid`, kept for changes written against it. */
export const CrmId = crmGuid;

/** Timestamps the CRM side writes, ISO 8601 with Z or an offset. */
export const IsoDateTime = z.iso.datetime({ offset: true });

/** Shared row limit of the list calls: the web asks for 3 or 999 (spec 001 §9). */
export const MAX_LIST_AMOUNT = 999;
