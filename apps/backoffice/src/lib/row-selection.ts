import { useState } from 'react';
import { MAX_BULK_ROWS, type BulkResponse, type BulkRowResult } from '@portal/contracts/staff-common';

/**
 * The rows chosen in a back-office list, by their key, with the name people know each by (a case or order number).
 * It is kept while the list pages, so rows of several pages can be chosen, up to what one bulk call takes.
 */
export type Selection = ReadonlyMap<string, string>;
export type Selectable = { key: string; name: string };

/** The row chosen, or no longer; a row beyond the limit is not added. */
export function toggleRow(selection: Selection, row: Selectable): Selection {
  const next = new Map(selection);
  if (next.has(row.key)) next.delete(row.key);
  else if (next.size < MAX_BULK_ROWS) next.set(row.key, row.name);
  return next;
}

/** Whether the page's rows are all chosen, some, or none (the "select all on this page" box shows it). */
export function pageState(selection: Selection, page: readonly Selectable[]): 'all' | 'some' | 'none' {
  const chosen = page.filter((r) => selection.has(r.key)).length;
  return page.length > 0 && chosen === page.length ? 'all' : chosen > 0 ? 'some' : 'none';
}

/** Every row of the page chosen, or (when all were) none of them; rows beyond the limit are left out. */
export function togglePage(selection: Selection, page: readonly Selectable[]): Selection {
  const next = new Map(selection);
  if (pageState(selection, page) === 'all') for (const r of page) next.delete(r.key);
  else for (const r of page) if (next.size < MAX_BULK_ROWS || next.has(r.key)) next.set(r.key, r.name);
  return next;
}

/** Whether choosing the rest of the page would pass the limit, so some of its rows stay out. */
export const pageOverLimit = (selection: Selection, page: readonly Selectable[]) =>
  selection.size + page.filter((r) => !selection.has(r.key)).length > MAX_BULK_ROWS;

/** A bulk call's answer as the list tells it: how many changed or were so already, and each refused row with its reason. */
export function bulkSummary(answer: BulkResponse, selection: Selection) {
  const nameOf = (r: BulkRowResult) => r.name ?? selection.get(r.id) ?? r.id;
  return {
    changed: answer.changed,
    unchanged: answer.unchanged,
    failed: answer.results
      .filter((r) => r.outcome === 'failed')
      .map((r) => ({ id: r.id, name: nameOf(r), code: r.code, message: r.message })),
  };
}
export type BulkSummary = ReturnType<typeof bulkSummary>;

/** After a bulk change only the refused rows stay chosen, so they can be looked at or tried again. */
export const keepFailed = (selection: Selection, summary: BulkSummary): Selection =>
  new Map([...selection].filter(([key]) => summary.failed.some((f) => f.id === key)));

/** The selection of a list, with its changes. */
export function useRowSelection() {
  const [selection, setSelection] = useState<Selection>(new Map());
  return {
    selection,
    toggle: (row: Selectable) => setSelection((s) => toggleRow(s, row)),
    togglePage: (page: readonly Selectable[]) => setSelection((s) => togglePage(s, page)),
    clear: () => setSelection(new Map()),
    set: setSelection,
  };
}
export type RowSelection = ReturnType<typeof useRowSelection>;
