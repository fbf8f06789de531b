import { toCsv, type CsvCell } from '@portal/contracts/csv';

/** Hands a text to the browser as a file download; private, so every export goes through the CSV writer. */
function downloadText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Hands a table to the browser as a CSV file, written by the portal's one CSV writer. */
export const downloadCsv = (fileName: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]) =>
  downloadText(fileName, toCsv(header, rows));
