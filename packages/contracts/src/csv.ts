/**
 * The portal's one CSV writer, for every export (the back office's downloads, the API's files):
 * pure, so browser and server write the same text.
 */

/** A cell: text, or a number written as its digits; null and undefined are an empty cell. */
export type CsvCell = string | number | null | undefined;

// A spreadsheet reads a text cell starting with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
// RFC 4180 quotes a field holding a separator, a quote or a line break; ';' too, for the
// spreadsheets that split on it.
const NEEDS_QUOTES = /[",;\r\n]/;

/**
 * One field: a text that could run as a formula gets a leading ' so it shows as the text it is;
 * a number stays as it is, so -12.5 is still a number; then quoted as RFC 4180 wants.
 */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV text of a header and rows, with the byte-order mark spreadsheet programs need to read
 * UTF-8 (å, ä, ø) correctly, and CRLF line ends.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
