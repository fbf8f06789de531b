import { z } from 'zod';
import { crmGuid } from './common.js';
import { defineEndpoint } from './endpoint.js';

const tags = ['staff: catalogue and prices'] as const;
const SALES = ['sales-admin'] as const;

/**
 * What an import file holds: the prices of price lists, the dealers' discounts, the products of
 * the catalogue, or the shop's category tree.
 */
export const IMPORT_KINDS = ['prices', 'discounts', 'products', 'categories'] as const;
export const ImportKind = z.enum(IMPORT_KINDS);
export type ImportKind = z.infer<typeof ImportKind>;

/** The header each kind needs, in any order and case. */
export const IMPORT_COLUMNS = {
  prices: ['price_list', 'item_number', 'unit_price'],
  discounts: ['customer_number', 'discount_percent'],
  products: ['item_number', 'description', 'kind', 'brand', 'weight_kg', 'lead_time_days'],
  categories: ['node_id', 'parent_id', 'label', 'item_number', 'sort_order'],
} as const satisfies Record<ImportKind, readonly string[]>;

/** Columns a file may add: the texts in the other languages and the longer fields. Others are ignored. */
export const IMPORT_OPTIONAL_COLUMNS = {
  prices: [],
  discounts: [],
  products: [
    'long_text',
    'model_series',
    ...(['no', 'dk', 'de', 'fi', 'en'] as const).flatMap((l) => [`description_${l}`, `long_text_${l}`] as const),
  ],
  categories: (['no', 'dk', 'de', 'fi', 'en'] as const).map((l) => `label_${l}` as const),
} as const satisfies Record<ImportKind, readonly string[]>;

export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 50_000;

/**
 * What a row does: add, change, remove what the file no longer lists, or nothing. A price list in
 * a file is the whole list, a product file the whole catalogue (a product it leaves out is
 * deactivated, not deleted, as orders name it), a category file the whole tree.
 */
export const IMPORT_CHANGES = ['add', 'change', 'remove', 'same'] as const;
export const ImportChange = z.enum(IMPORT_CHANGES);
export type ImportChange = z.infer<typeof ImportChange>;

export const ImportRow = z.object({
  /** The line in the file (the header is line 1); null for a price the file no longer lists. */
  line: z.number().int().nullable(),
  /** What the row is about: "SE-2026 / NF-100" or a customer number. */
  key: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** The currency of before and after when they are prices, so they can be shown as money. */
  currency: z.string().nullable().default(null),
  change: ImportChange.nullable(),
  /** The text key of what is wrong with the row; null when it can be imported. */
  error: z.string().nullable(),
});
export type ImportRow = z.infer<typeof ImportRow>;

export const ImportReport = z.object({ added: z.number().int(), changed: z.number().int(), removed: z.number().int() });
export type ImportReport = z.infer<typeof ImportReport>;

/** The imports whose file removing rows from a list must be confirmed with the number it removes, and that can be undone. */
export const IMPORT_KINDS_WITH_UNDO = ['prices', 'discounts'] as const satisfies readonly ImportKind[];
export const hasUndo = (kind: ImportKind) => (IMPORT_KINDS_WITH_UNDO as readonly ImportKind[]).includes(kind);

/** How long a committed price or discount import can be undone. */
export const IMPORT_UNDO_HOURS = 24;

export const ImportPreview = z.object({
  id: crmGuid,
  kind: ImportKind,
  fileName: z.string(),
  rows: z.array(ImportRow),
  counts: z.object({
    add: z.number().int(),
    change: z.number().int(),
    remove: z.number().int(),
    same: z.number().int(),
    errors: z.number().int(),
  }),
  committedAt: z.iso.datetime().nullable(),
  report: ImportReport.nullable(),
  /** Until when a committed price or discount import can be undone (unless a later change of its lists came first); null otherwise. */
  undoableUntil: z.iso.datetime().nullable(),
  /** When the import was undone; null while it stands. */
  undoneAt: z.iso.datetime().nullable(),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

export const ImportIdParams = z.object({ id: crmGuid });

export const uploadImport = defineEndpoint({
  method: 'POST',
  path: '/api/staff/imports',
  summary: `Read a CSV or XLSX file (below ${MAX_IMPORT_BYTES} bytes) and preview every row with what it would do or what is wrong with it; nothing is written to the catalogue yet. Multipart: the file and the text field \`kind\``,
  tags,
  response: ImportPreview,
  multipart: {
    fields: z.object({ kind: ImportKind }),
    files: {
      name: 'file',
      min: 1,
      max: 1,
      maxBytes: MAX_IMPORT_BYTES,
      types: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    },
  },
  staffRoles: SALES,
});

export const getImport = defineEndpoint({
  method: 'GET',
  path: '/api/staff/imports/{id}',
  summary: 'An import as it would apply now, or its report once committed',
  tags,
  params: ImportIdParams,
  response: ImportPreview,
  staffRoles: SALES,
});

/**
 * A price or discount file that removes rows from a list is committed only when the request confirms how many it
 * removes (the preview's `counts.remove`); without that number, or with another, the answer is 409
 * IMPORT_REMOVALS_UNCONFIRMED naming the count.
 */
export const CommitImportRequest = z.preprocess(
  // A commit without a body confirms nothing.
  (body) => body ?? {},
  z.object({ confirmRemovals: z.number().int().min(0).max(1_000_000).optional() }),
);
export type CommitImportRequest = z.input<typeof CommitImportRequest>;

export const commitImport = defineEndpoint({
  method: 'POST',
  path: '/api/staff/imports/{id}/commit',
  summary:
    'Apply an import all or nothing: 409 IMPORT_HAS_ERRORS while any row is wrong, 409 IMPORT_REMOVALS_UNCONFIRMED when a price or discount file removes rows and confirmRemovals does not name how many, 409 IMPORT_ALREADY_COMMITTED the second time',
  tags,
  params: ImportIdParams,
  body: CommitImportRequest,
  response: ImportPreview,
  staffRoles: SALES,
});

export const undoImport = defineEndpoint({
  method: 'POST',
  path: '/api/staff/imports/{id}/undo',
  summary: `Put back what a committed price or discount import replaced, within ${IMPORT_UNDO_HOURS} hours: 409 IMPORT_UNDO_EXPIRED later, 409 IMPORT_SUPERSEDED once the same list changed again, 409 IMPORT_NOT_UNDOABLE for an import not committed, undone already or of products or categories`,
  tags,
  params: ImportIdParams,
  response: ImportPreview,
  staffRoles: SALES,
});
