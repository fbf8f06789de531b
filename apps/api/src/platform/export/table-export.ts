import { Readable } from 'node:stream';
import writeExcelFile, { type Cell } from 'write-excel-file/node';
import { CSV_BOM, csvLine, xlsxValue, type CsvCell } from '@portal/contracts/csv';
import { languageOfTag, type Language } from '@portal/contracts/languages';
import { EXPORT_CONTENT_TYPES, type ExportFormat } from '@portal/contracts/staff-common';
import { acceptedLanguages, translateStaff } from '../i18n.js';

/** Rows read from the database at a time: an export of 10,000 rows is ten reads, never all at once in memory for CSV. */
export const EXPORT_BATCH_ROWS = 1000;

/** A list's export: its columns (each the back office's header text key and the row's value) and its rows in the list's order. */
export type ExportColumn<R> = { header: string; value: (row: R) => CsvCell };

/** A query that pages: the list's rows in its order, which its unique tiebreaker makes total. */
type Pageable<R> = { offset(n: number): { limit(n: number): { execute(): Promise<R[]> } } };

/** Every row of the query, read a batch at a time in the query's own order. */
export async function* inBatches<R>(query: Pageable<R>, size = EXPORT_BATCH_ROWS): AsyncGenerator<R[]> {
  for (let offset = 0; ; offset += size) {
    const rows = await query.offset(offset).limit(size).execute();
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}

/** A file an export sends: its name, type, and its bytes as they are written. */
export type ExportFile = { filename: string; contentType: string; body: Readable | Buffer };

/** An XLSX cell: a number as a number, a text neutralised as the CSV writer does, nothing as empty. */
const xlsxCell = (value: CsvCell): Cell => {
  const v = xlsxValue(value);
  return v === null ? null : typeof v === 'number' ? { value: v, type: Number } : { value: v, type: String };
};

/**
 * A list's rows as a CSV or XLSX file: the header in the staff member's language, then each row.
 * CSV is streamed as the batches are read, through the one CSV writer; XLSX is one zip written
 * once the rows are read, with the same neutralisation.
 */
export async function exportFile<R>(
  format: ExportFormat,
  name: string,
  language: Language,
  columns: readonly ExportColumn<R>[],
  batches: AsyncIterable<R[]>,
): Promise<ExportFile> {
  const header = columns.map((c) => translateStaff(language, c.header));
  const cells = (row: R) => columns.map((c) => c.value(row));
  if (format === 'csv') {
    async function* lines() {
      yield CSV_BOM + csvLine(header);
      for await (const rows of batches) yield rows.map((row) => csvLine(cells(row))).join('');
    }
    return { filename: `${name}.csv`, contentType: `${EXPORT_CONTENT_TYPES.csv}; charset=utf-8`, body: Readable.from(lines()) };
  }
  const sheet: Cell[][] = [header.map(xlsxCell)];
  for await (const rows of batches) for (const row of rows) sheet.push(cells(row).map(xlsxCell));
  const body = await writeExcelFile(sheet, { sheet: name.slice(0, 31) }).toBuffer();
  return { filename: `${name}.xlsx`, contentType: EXPORT_CONTENT_TYPES.xlsx, body };
}

/** The language of a staff member's export: the first portal language the back office asks for (its UI language), else English. */
export function exportLanguage(acceptLanguage: string | undefined): Language {
  for (const tag of acceptedLanguages(acceptLanguage)) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return 'en';
}

/** An export's file name: the list and the day, such as complaints-2026-11-28. */
export const exportName = (list: string, now: Date) => `${list}-${now.toISOString().slice(0, 10)}`;
