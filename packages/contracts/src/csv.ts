/**
 * The portal's one CSV writer, for every export (the back office's downloads, the API's files):
 * pure, so browser and server write the same text. The XLSX writers (the API's
 * platform/export, the back office's lib/xlsx) take each cell's value from `xlsxValue`.
 */

/** A cell: text, or a number written as its digits; null and undefined are an empty cell. */
export type CsvCell = string | number | null | undefined;

// A spreadsheet reads a text cell starting with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
// RFC 4180 quotes a field holding a separator, a quote or a line break; ';' too, for the
// spreadsheets that split on it.
const NEEDS_QUOTES = /[",;\r\n]/;

/** The byte-order mark spreadsheet programs need to read UTF-8 (å, ä, ø) correctly. */
export const CSV_BOM = '\uFEFF';

/**
 * A text cell as an export writes it: one a spreadsheet could run as a formula (starting with
 * = + - @, a tab or a carriage return) gets a leading ' so it shows as the text it is, as OWASP
 * advises against CSV injection.
 */
export const neutralised = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/**
 * One field: a text neutralised; a number stays as it is, so -12.5 is still a number; then
 * quoted as RFC 4180 wants.
 */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = neutralised(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of a CSV text, with its CRLF; an export that streams writes its rows line by line. */
export const csvLine = (row: readonly CsvCell[]) => `${row.map(csvField).join(',')}\r\n`;

/** A CSV text of a header and rows, with the byte-order mark and CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `${CSV_BOM}${[header, ...rows].map(csvLine).join('')}`;
}

/** An XLSX cell's value: a finite number as a number, a text neutralised as the CSV writer does, else empty (null). */
export function xlsxValue(value: CsvCell): number | string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return neutralised(value);
}
