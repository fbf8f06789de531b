import { xlsxValue, type CsvCell } from '@portal/contracts/csv';

/**
 * Hands a table to the browser as an XLSX file, each cell's value as the portal's writers take it (numbers as
 * numbers, text neutralised against formulas). The writer is loaded on the first export, not with the screen.
 */
export async function downloadXlsx(fileName: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]) {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const cell = (value: CsvCell) => {
    const v = xlsxValue(value);
    return v === null ? null : typeof v === 'number' ? { value: v, type: Number } : { value: v, type: String };
  };
  await writeXlsxFile([header, ...rows].map((row) => row.map(cell))).toFile(fileName);
}
