import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { parseCsv, readTable } from './tabular.js';

describe('parseCsv', () => {
  it('reads comma-separated rows with quoted fields, doubled quotes and line breaks inside quotes', () => {
    expect(parseCsv('a,b,c\r\n1,"two, three","say ""hi"""\n"multi\nline",,x\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', 'two, three', 'say "hi"'],
      ['multi\nline', '', 'x'],
    ]);
  });

  it("takes ';' when the header has more of them, as Nordic spreadsheets write, and drops a byte-order mark and empty lines", () => {
    expect(parseCsv('\uFEFFprice_list;item_number;unit_price\n\nSE;NF-100;1 234,50\n;;\n')).toEqual([
      ['price_list', 'item_number', 'unit_price'],
      ['SE', 'NF-100', '1 234,50'],
    ]);
  });

  it('keeps a last line without a line break', () => {
    expect(parseCsv('a\nb')).toEqual([['a'], ['b']]);
  });
});

describe('readTable', () => {
  it('reads the first sheet of an XLSX file as text cells', async () => {
    const bytes = await writeXlsxFile([
      [{ value: 'price_list' }, { value: 'item_number' }, { value: 'unit_price' }],
      [{ value: 'SE' }, { value: 'NF-100' }, { value: 1234.5 }],
    ]).toBuffer();
    expect(await readTable(Buffer.from(bytes))).toEqual([
      ['price_list', 'item_number', 'unit_price'],
      ['SE', 'NF-100', '1234.5'],
    ]);
  });

  it('reads anything else as CSV text', async () => {
    expect(await readTable(Buffer.from('a;b\n1;2\n'))).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});
