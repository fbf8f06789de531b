/**
 * The import page's rules as pure functions: what each kind of file holds, which rows of a
 * preview are shown and how, and what the server's answers mean.
 */
import {
  hasUndo,
  IMPORT_CHANGES,
  IMPORT_COLUMNS,
  IMPORT_OPTIONAL_COLUMNS,
  type ImportChange,
  type ImportKind,
  type ImportPreview,
  type ImportRow,
} from '@portal/contracts/staff-catalogue-import';
import type { Language } from '@portal/contracts/languages';
import { ApiError } from '@portal/ui/auth';
import { formatMoney } from '@portal/ui/format';
import { errorCodeOf } from '../../lib/form-messages';

/** Rows of a preview per page; a price file may hold thousands. */
export const PREVIEW_PAGE_SIZE = 100;

/** The files the import reads. */
export const IMPORT_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const CHANGE_COLOR: Record<ImportChange, string> = { add: 'green', change: 'blue', remove: 'orange', same: 'gray' };

/** The counts in the order a preview shows them. */
export const COUNTED_CHANGES = IMPORT_CHANGES;

/** Which rows of a preview are shown: those with errors, those that change something, or all. */
export const SHOW_CHOICES = ['errors', 'changes', 'all'] as const;
export type Show = (typeof SHOW_CHOICES)[number];

/** The columns a kind needs and those it may add, as the hint names them; the texts in other languages go unnamed. */
export const kindColumns = (kind: ImportKind) => ({
  columns: IMPORT_COLUMNS[kind].join(', '),
  optional: IMPORT_OPTIONAL_COLUMNS[kind].filter((c: string) => !/_(no|dk|de|fi)$/.test(c)).join(', '),
});

/** A preview opens on its errors when it has any, else on what it changes. */
export const firstShow = (preview: Pick<ImportPreview, 'counts'>): Show => (preview.counts.errors > 0 ? 'errors' : 'changes');

export const shownRows = (rows: readonly ImportRow[], show: Show) =>
  rows.filter((r) => (show === 'errors' ? r.error : show === 'changes' ? r.change && r.change !== 'same' : true));

export const pageCount = (rows: number) => Math.max(1, Math.ceil(rows / PREVIEW_PAGE_SIZE));

export const rowsOfPage = <T>(rows: readonly T[], page: number) => rows.slice((page - 1) * PREVIEW_PAGE_SIZE, page * PREVIEW_PAGE_SIZE);

/** A row's key in the table: a price the file no longer lists has no line. */
export const rowKey = (r: ImportRow) => `${r.line ?? 'x'}-${r.key}`;

/** How a change is named: a product left out of a product file is deactivated, not removed. */
export const changeWord = <C extends ImportChange>(kind: ImportKind, change: C) =>
  kind === 'products' && change === 'remove' ? 'deactivate' : change;

/** A value before or after: prices as money in their price list's currency, other values as the file has them. */
export const shownValue = (value: string | null, row: Pick<ImportRow, 'currency'>, language: Language) =>
  value === null ? '–' : row.currency && /^\d+(\.\d+)?$/.test(value) ? formatMoney(Number(value), language, row.currency) : value;

export const isCommitted = (preview: Pick<ImportPreview, 'committedAt'>) => preview.committedAt !== null;

/** Only a file without errors is applied, all or nothing. */
export const mayCommit = (preview: Pick<ImportPreview, 'counts'>) => preview.counts.errors === 0;

/** The report after applying: a product file deactivates where others remove. */
export const reportKey = (kind: ImportKind) => (kind === 'products' ? 'imports.report-products' : 'imports.report');

/** Why applying failed: errors found meanwhile, applied already, or anything else. */
export function commitRefusalKey(error: unknown) {
  const code = errorCodeOf(error);
  if (code === 'IMPORT_HAS_ERRORS') return 'imports.has-errors';
  if (code === 'IMPORT_ALREADY_COMMITTED') return 'imports.already';
  // The lists changed since the preview: it removes another number of rows now.
  if (code === 'IMPORT_REMOVALS_UNCONFIRMED') return 'imports.removals-changed';
  return 'imports.commit-failed';
}

/** Whether committing asks a second time, naming the rows the file removes from a price list (prices and discounts only). */
export const removalsToConfirm = (preview: Pick<ImportPreview, 'kind' | 'counts'>) =>
  hasUndo(preview.kind) && preview.counts.remove > 0 ? preview.counts.remove : 0;

/** Whether the committed import can still be undone now (the server checks again, and whether its lists changed since). */
export const mayUndo = (preview: Pick<ImportPreview, 'undoableUntil'>, now = new Date()) =>
  preview.undoableUntil !== null && new Date(preview.undoableUntil) > now;

/** Why the undo failed: too late, the list changed since, or anything else. */
export function undoRefusalKey(error: unknown) {
  const code = errorCodeOf(error);
  if (code === 'IMPORT_UNDO_EXPIRED') return 'imports.undo-expired';
  if (code === 'IMPORT_SUPERSEDED') return 'imports.undo-superseded';
  if (code === 'IMPORT_NOT_UNDOABLE') return 'imports.undo-not-possible';
  return 'imports.undo-failed';
}

/** Why reading the file failed: the server's own text (an unreadable file, a missing column, …), or that it failed. */
export const uploadRefusalKey = (error: unknown) => (error instanceof ApiError && error.key ? error.key : 'imports.upload-failed');
