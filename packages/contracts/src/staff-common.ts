import { z } from 'zod';
import { singleLine } from './common.js';

/** Page sizes every back-office list offers. */
export const STAFF_PAGE_SIZES = [10, 25, 50, 100] as const;

export const StaffPageSize = z.coerce
  .number()
  .int()
  .refine((n) => (STAFF_PAGE_SIZES as readonly number[]).includes(n), 'must be 10, 25, 50 or 100')
  .default(25);
export const StaffPage = z.coerce.number().int().min(1).max(100_000).default(1);

/** Free-text search of a back-office list. */
export const StaffSearch = singleLine(z.string().trim().max(100)).optional();

/** A calendar date as yyyy-mm-dd, the way the back office shows and sends dates. */
export const IsoDay = z.iso.date();

// --- sorting: one rule for every back-office list

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
/** A list's `sort` as the address and the call carry it: `<column>:asc` or `<column>:desc`. */
export type SortChoice<C extends string> = `${C}:${SortDirection}`;
/** A list's order read from its `sort`. */
export type ListSort<C extends string> = { column: C; direction: SortDirection };

/**
 * A list's `sort=<column>:asc|desc` parameter: one of the columns the list shows, each way; any
 * other value is refused with a 400 naming `sort`. Optional: without it the list keeps its standard order.
 */
export function optionalListSort<const C extends readonly [string, ...string[]]>(columns: C) {
  const choices = columns.flatMap((column) => SORT_DIRECTIONS.map((direction) => `${column}:${direction}`)) as [
    SortChoice<C[number]>,
    ...SortChoice<C[number]>[],
  ];
  return z
    .enum(choices)
    .optional()
    .describe(`The order: a column (${columns.join(', ')}), a colon, asc or desc`);
}

/** A list's `sort`, as optionalListSort, with the list's standard order when none is given. */
export function listSort<const C extends readonly [string, ...string[]]>(columns: C, standard: SortChoice<C[number]>) {
  // The compiler cannot see that a choice built from C is one of the enum's values.
  return optionalListSort(columns).default(standard as never);
}

/** The column and direction a list's `sort` names. */
export function parseListSort<C extends string>(choice: SortChoice<C>): ListSort<C> {
  const at = choice.lastIndexOf(':');
  return { column: choice.slice(0, at) as C, direction: choice.slice(at + 1) as SortDirection };
}

/** The format of a list's export: `csv` or `xlsx`. */
export const ExportFormat = z.enum(['csv', 'xlsx']);
export type ExportFormat = z.infer<typeof ExportFormat>;

/** The media type of each export format's file (CSV goes out as UTF-8). */
export const EXPORT_CONTENT_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const satisfies Record<ExportFormat, string>;

// --- bulk actions on a list's selected rows (ADR 0084)

/** The most rows one bulk call acts on, and one export of selected rows names. */
export const MAX_BULK_ROWS = 500;

/** The ids of a bulk call: 1 to MAX_BULK_ROWS of them (more is a 400 naming the field); one named twice is acted on once. */
export const bulkIds = <T extends z.ZodType<string>>(id: T) =>
  z
    .array(id)
    .min(1)
    .max(MAX_BULK_ROWS, `at most ${MAX_BULK_ROWS} rows in one call`)
    .transform((ids) => [...new Set(ids)]);

/**
 * What became of one row of a bulk call: changed, left as it was (it already was so), or refused with the
 * code and message the single call would have answered with.
 */
export const BulkRowResult = z.object({
  /** The id the call named. */
  id: z.string(),
  /** How people know the row: a case number, an order number; null when no such row exists. */
  name: z.string().nullable(),
  outcome: z.enum(['changed', 'unchanged', 'failed']),
  /** The error code and message of a refused row; null otherwise. */
  code: z.string().nullable(),
  message: z.string().nullable(),
});
export type BulkRowResult = z.infer<typeof BulkRowResult>;

/**
 * A bulk call's answer: each row on its own, in the order named. Rows are changed one by one, each in its own
 * transaction as the single call changes it; a refused row changes nothing and does not stop the others.
 */
export const BulkResponse = z.object({
  changed: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
  results: z.array(BulkRowResult),
});
export type BulkResponse = z.infer<typeof BulkResponse>;

/**
 * The selected rows of an export: numbers separated by commas (CSV or XLSX of just these rows, in the list's
 * order); at most MAX_BULK_ROWS of them.
 */
export const selectedNumbers = (pattern: RegExp, what: string) =>
  singleLine(z.string().max(MAX_BULK_ROWS * 16))
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().regex(pattern, `expected ${what} separated by commas`))
        .min(1)
        .max(MAX_BULK_ROWS, `at most ${MAX_BULK_ROWS} rows in one export`),
    );

/** An article's item number as a staff list filters by it (the insight figures link with it). */
export const ItemNumberFilter = singleLine(z.string().trim().min(1).max(40));
/** A product model series as a staff list filters by it. */
export const SeriesFilter = singleLine(z.string().trim().min(1).max(60));
/** A brand's code (ADR 0020) as a staff list filters by it, in any case. */
export const BrandFilter = singleLine(z.string().trim().min(1).max(20));
