import { Readable } from 'node:stream';
import { sql, type SelectQueryBuilder } from 'kysely';
import { CSV_BOM, csvLine, xlsxValue, type CsvCell } from '@portal/contracts/csv';
import { languageOfTag, type Language } from '@portal/contracts/languages';
import { EXPORT_CONTENT_TYPES, type ExportFormat } from '@portal/contracts/staff-common';
import { acceptedLanguages, translateStaff } from '../i18n.js';
import { xlsxStream } from './xlsx-stream.js';

/** Rows read from the database at a time: an export of 100,000 rows is twenty reads after its keys, never all rows in memory. */
export const EXPORT_BATCH_ROWS = 5000;

/** A list's export: its columns (each the back office's header text key and the row's value) and its rows in the list's order. */
export type ExportColumn<R> = { header: string; value: (row: R) => CsvCell };

/** The list's own key: the column its order ends with (unique, so the order is total) and that column's field in a row. */
export type ListKey<R> = { column: string; field: keyof R & string };

/**
 * Every row of the list, a batch at a time in the list's order: first every row's key in that order (one read of one
 * column), then the rows a batch of keys at a time, each batch put back in the keys' order. Read by OFFSET instead,
 * each batch read every row before it again: 100,000 rows read 5 million (ADR 0105). A row changed meanwhile so the
 * list's filter no longer finds it is left out, as it would be from a list read a moment later.
 */
export async function* inBatches<QDB, TB extends keyof QDB, R>(
  query: SelectQueryBuilder<QDB, TB, R>,
  key: ListKey<R>,
  size = EXPORT_BATCH_ROWS,
): AsyncGenerator<R[]> {
  const keys = (
    await query
      .clearSelect()
      .select(sql<string>`${sql.ref(key.column)}::text`.as('key'))
      .$castTo<{ key: string }>()
      .execute()
  ).map((r) => r.key);
  const unordered = query.clearOrderBy();
  for (let start = 0; start < keys.length; start += size) {
    const batch = keys.slice(start, start + size);
    // The keys as text, typed by the column they are compared with (a uuid's index is used, as for a text's).
    const rows = await unordered.where(sql<boolean>`${sql.ref(key.column)} = ANY(${batch})`).execute();
    const byKey = new Map(rows.map((row) => [String(row[key.field]), row]));
    const inOrder = batch.flatMap((k) => byKey.get(k) ?? []);
    if (inOrder.length > 0) yield inOrder;
  }
}

/** A file an export sends: its name, type, and its bytes as they are written. */
export type ExportFile = { filename: string; contentType: string; body: Readable | Buffer };

/**
 * A list's rows as a CSV or XLSX file: the header in the staff member's language, then each row. Both are streamed
 * as the batches are read, CSV through the one CSV writer, XLSX through `xlsxStream` with the same neutralisation.
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
  async function* sheet() {
    yield [header.map(xlsxValue)];
    for await (const rows of batches) yield rows.map((row) => cells(row).map(xlsxValue));
  }
  return { filename: `${name}.xlsx`, contentType: EXPORT_CONTENT_TYPES.xlsx, body: Readable.from(xlsxStream(name, sheet())) };
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
