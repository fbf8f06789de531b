import { SearchCatalogueQuery } from '@portal/contracts/product';

/**
 * Whether a typed text may run as a search, by the contract's own rule (the server checks the
 * same): blank never runs; too long or too many words says why.
 */
export function checkSearchText(text: string): { ok: true; q: string } | { ok: false; blank: boolean } {
  const q = text.trim();
  if (!q) return { ok: false, blank: true };
  const parsed = SearchCatalogueQuery.shape.q.safeParse(q);
  return parsed.success ? { ok: true, q: parsed.data } : { ok: false, blank: false };
}

export type ActiveCell = { row: number; col: number } | null;

/**
 * The results grid's keys, as the combobox's input handles them (APG combobox with a grid popup):
 * down from the input enters the first row, up from the first row returns to the input, left and
 * right move between a row's cells, Home and End to its first and last. Undefined: not a grid key
 * here, so the input keeps it (the caret moves).
 */
export function moveActiveCell(active: ActiveCell, key: string, rows: number, cols: number): ActiveCell | undefined {
  if (rows === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return active === null ? { row: 0, col: 0 } : { row: Math.min(rows - 1, active.row + 1), col: active.col };
    case 'ArrowUp':
      if (active === null) return { row: rows - 1, col: 0 };
      return active.row === 0 ? null : { row: active.row - 1, col: active.col };
    case 'ArrowRight':
      return active === null ? undefined : { row: active.row, col: Math.min(cols - 1, active.col + 1) };
    case 'ArrowLeft':
      return active === null ? undefined : { row: active.row, col: Math.max(0, active.col - 1) };
    case 'Home':
      return active === null ? undefined : { row: active.row, col: 0 };
    case 'End':
      return active === null ? undefined : { row: active.row, col: cols - 1 };
    default:
      return undefined;
  }
}
