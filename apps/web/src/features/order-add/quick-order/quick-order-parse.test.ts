import { describe, expect, it } from 'vitest';
import { cellText, parseText, rowsFromCells, splitText } from './quick-order-parse';

describe('quick order rows from pasted text', () => {
  it('reads a spreadsheet copy (tabs) without a header', () => {
    expect(parseText('NF-100\t2\r\nNF-200\t5\n')).toEqual([
      { row: 1, itemNumber: 'NF-100', quantity: '2' },
      { row: 2, itemNumber: 'NF-200', quantity: '5' },
    ]);
  });

  it('reads semicolons and commas, skips blank lines and numbers rows by their line', () => {
    expect(parseText('NF-100;2\n\nNF-200;5')).toEqual([
      { row: 1, itemNumber: 'NF-100', quantity: '2' },
      { row: 3, itemNumber: 'NF-200', quantity: '5' },
    ]);
    expect(parseText('NF-100,2\nNF-200,5')).toEqual([
      { row: 1, itemNumber: 'NF-100', quantity: '2' },
      { row: 2, itemNumber: 'NF-200', quantity: '5' },
    ]);
  });

  it('reads typed rows separated by blanks, and an item number alone', () => {
    expect(parseText('NF-100 3\n  NF-200  \n')).toEqual([
      { row: 1, itemNumber: 'NF-100', quantity: '3' },
      { row: 2, itemNumber: 'NF-200', quantity: '' },
    ]);
  });

  it('skips a header row and takes its columns in any order, in the portal’s languages', () => {
    expect(parseText('Antal;Artikelnummer;Kommentar\n4;NF-100;hall\n1;NF-200;')).toEqual([
      { row: 2, itemNumber: 'NF-100', quantity: '4' },
      { row: 3, itemNumber: 'NF-200', quantity: '1' },
    ]);
    expect(parseText('Item number\tQuantity\nNF-100\t2')).toEqual([{ row: 2, itemNumber: 'NF-100', quantity: '2' }]);
    expect(parseText('Menge,Artikel\n7,GH-1')).toEqual([{ row: 2, itemNumber: 'GH-1', quantity: '7' }]);
    expect(parseText('määrä;tuote\n3;X-1')).toEqual([{ row: 2, itemNumber: 'X-1', quantity: '3' }]);
  });

  it('keeps bad values for the server to name, and reads quoted CSV fields with a byte-order mark', () => {
    expect(parseText('\uFEFF"NF-100";"2,5"\n"NF;200";-1')).toEqual([
      { row: 1, itemNumber: 'NF-100', quantity: '2,5' },
      { row: 2, itemNumber: 'NF;200', quantity: '-1' },
    ]);
    expect(splitText('"a ""b""",1')).toEqual([['a "b"', '1']]);
  });

  it('reads the cells of a spreadsheet file', () => {
    expect(
      rowsFromCells([
        ['Item', 'Qty'],
        [cellText('NF-100'), cellText(3)],
        [cellText(null), cellText(null)],
        [cellText(12345), cellText(1)],
      ]),
    ).toEqual([
      { row: 2, itemNumber: 'NF-100', quantity: '3' },
      { row: 4, itemNumber: '12345', quantity: '1' },
    ]);
  });
});
