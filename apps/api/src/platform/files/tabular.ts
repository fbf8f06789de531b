import { readSheet } from 'read-excel-file/node';

/** A table as text cells, its first row the header; what CSV and XLSX files of the imports become. */
export type TextTable = string[][];

/**
 * The rows of a CSV text (RFC 4180: quoted fields may hold separators, quotes doubled, line
 * breaks). The separator is the one of ';' and ',' the first line has more of, as
 * spreadsheet programs in the Nordic markets write ';'.
 */
export function parseCsv(text: string): TextTable {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.slice(0, source.search(/\r?\n|$/));
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: TextTable = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  // Lines with nothing in them (a trailing line break, an empty line in between) are no rows.
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
};

/** An XLSX (a zip archive) or a CSV file as text cells; XLSX gives the first sheet. */
export async function readTable(bytes: Buffer): Promise<TextTable> {
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    const sheet = await readSheet(bytes);
    return sheet.map((row) => row.map(cellText)).filter((r) => r.some((cell) => cell.trim() !== ''));
  }
  return parseCsv(bytes.toString('utf8'));
}
