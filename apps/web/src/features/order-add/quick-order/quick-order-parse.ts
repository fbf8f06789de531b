import type { QuickOrderTypedRow } from '@portal/contracts/quick-order';

/** What a quick order's text or file holds, cell by cell, before the server resolves it. */
export type Cells = string[][];

// Column titles a spreadsheet may carry in the portal's languages; a first row holding one is a header.
const ITEM_TITLES =
  /^(item|item ?no|item ?number|item-?nr|art(icle|ikel)?|art\.? ?nr|artikelnummer|artikkel(nummer)?|varenummer|varenr|vare|tuote(numero)?|nimike|sku|product|produkt|nummer|number|nr)\.?$/i;
const QUANTITY_TITLES = /^(qty|quantity|antal|antall|amount|menge|anzahl|määrä|maara|kpl|st|stk|pcs|pieces)\.?$/i;

/**
 * Splits pasted or typed text into cells: one row per line, its columns separated by tabs
 * (a spreadsheet's copy), else semicolons, else commas, else blanks ("NF-1234 3"). Quoted fields
 * may hold the separator, as CSV writes them.
 */
export function splitText(text: string): Cells {
  const source = text.replace(/^\uFEFF/, '');
  const lines = source.split(/\r\n|\r|\n/);
  const sample = lines.find((l) => l.trim() !== '') ?? '';
  const separator = sample.includes('\t') ? '\t' : sample.includes(';') ? ';' : sample.includes(',') ? ',' : null;
  return lines.map((line) => (separator ? splitLine(line, separator) : line.trim().split(/\s+/)));
}

function splitLine(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === separator) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

/**
 * The rows to resolve: item number and quantity from each non-blank row, numbered by their line
 * (1 is the first line, a header too, so a row number points where the user looks). A first row
 * naming its columns is a header, and its titles say which column is which, in any order;
 * without one the item number comes first and the quantity second.
 */
export function rowsFromCells(cells: Cells): QuickOrderTypedRow[] {
  let itemColumn = 0;
  let quantityColumn = 1;
  let start = 0;
  const firstIndex = cells.findIndex((row) => row.some((c) => c.trim() !== ''));
  if (firstIndex >= 0) {
    const titles = cells[firstIndex]!.map((c) => c.trim());
    const item = titles.findIndex((c) => ITEM_TITLES.test(c));
    const quantity = titles.findIndex((c) => QUANTITY_TITLES.test(c));
    if (item >= 0 || quantity >= 0) {
      start = firstIndex + 1;
      if (item >= 0) itemColumn = item;
      if (quantity >= 0) quantityColumn = quantity;
      else quantityColumn = itemColumn === 0 ? 1 : 0;
      if (item < 0) itemColumn = quantityColumn === 0 ? 1 : 0;
    }
  }
  const rows: QuickOrderTypedRow[] = [];
  for (let i = start; i < cells.length; i++) {
    const row = cells[i]!;
    if (row.every((c) => c.trim() === '')) continue;
    rows.push({ row: i + 1, itemNumber: (row[itemColumn] ?? '').trim(), quantity: (row[quantityColumn] ?? '').trim() });
  }
  return rows;
}

export const parseText = (text: string) => rowsFromCells(splitText(text));

/** A spreadsheet cell as text: whole numbers without decimals, a date as its day. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}
