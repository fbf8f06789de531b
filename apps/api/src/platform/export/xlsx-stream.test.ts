import { readSheet } from 'read-excel-file/node';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { columnName, xlsxStream, type XlsxValue } from './xlsx-stream.js';

async function written(name: string, batches: XlsxValue[][][]) {
  async function* rows() {
    for (const batch of batches) yield batch;
  }
  const chunks: Uint8Array[] = [];
  for await (const chunk of xlsxStream(name, rows())) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('the streamed XLSX writer', () => {
  it('names columns as a spreadsheet does', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('writes every batch’s rows, texts as texts and numbers as numbers, read back by a spreadsheet reader', async () => {
    const bytes = await written('orders-2026-11-29', [
      [
        ['Order', 'Dealer', 'Value'],
        ['2000001', 'Brasvärme & Söner <AB>', 1234.5],
      ],
      [
        ['\'=HYPERLINK("x")', '  spaces kept  ', -3],
        ['line\nbreak', null, 0],
        // A control character XML cannot hold is left out; the rest of the text stays.
        ['bell\u0007 ends', 'emoji 🔥', 1e21],
      ],
    ]);
    const sheet = await readSheet(bytes);
    expect(sheet).toEqual([
      ['Order', 'Dealer', 'Value'],
      ['2000001', 'Brasvärme & Söner <AB>', 1234.5],
      // The reader trims texts; the file keeps the spaces (below).
      ['\'=HYPERLINK("x")', 'spaces kept', -3],
      ['line\nbreak', null, 0],
      ['bell ends', 'emoji 🔥', 1e21],
    ]);
    const files = unzipSync(new Uint8Array(bytes));
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('name="orders-2026-11-29"');
    expect(strFromU8(files['xl/worksheets/sheet1.xml']!)).toContain('<t xml:space="preserve">  spaces kept  </t>');
    // The default style spreadsheet programs look for (without it some warn on opening).
    expect(strFromU8(files['xl/styles.xml']!)).toContain('<cellStyle name="Normal" xfId="0" builtinId="0"/>');
  });

  it('writes a sheet with no rows, and cuts a long sheet name to the 31 characters a workbook allows', async () => {
    const bytes = await written('a sheet name longer than thirty-one characters', []);
    expect(await readSheet(bytes)).toEqual([]);
    expect(strFromU8(unzipSync(new Uint8Array(bytes))['xl/workbook.xml']!)).toContain('name="a sheet name longer than thirty"');
  });
});
