import { describe, expect, it } from 'vitest';
import { csvField, csvLine, neutralised, toCsv, xlsxValue } from './csv.js';

describe('toCsv', () => {
  it('writes a header and rows with a byte-order mark and CRLF line ends', () => {
    expect(toCsv(['a', 'b'], [['1', '2']])).toBe('\uFEFFa,b\r\n1,2\r\n');
  });

  it('quotes fields with separators, quotes and line breaks, and keeps other letters as they are', () => {
    const csv = toCsv(
      ['name', 'city'],
      [
        ['Brasvärme i Uppsala, AB', 'Umeå'],
        ['Säg "hej"', 'rad\nett'],
        ['a;b', 'Ærøskøbing'],
      ],
    );
    expect(csv.split('\r\n').slice(1, 4)).toEqual(['"Brasvärme i Uppsala, AB",Umeå', '"Säg ""hej""","rad\nett"', '"a;b",Ærøskøbing']);
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(['x'], [])).toBe('\uFEFFx\r\n');
  });

  it('neutralises a header cell too', () => {
    expect(toCsv(['=name'], [])).toBe("\uFEFF'=name\r\n");
  });
});

describe('csvField', () => {
  it.each([
    ['=', '=HYPERLINK("http://x.test","y")', `"'=HYPERLINK(""http://x.test"",""y"")"`],
    ['+', '+46 70 123 45 67', "'+46 70 123 45 67"],
    ['-', '-2+3', "'-2+3"],
    ['@', '@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['tab', '\t=1+1', "'\t=1+1"],
    ['carriage return', '\r=1+1', `"'\r=1+1"`],
  ])('puts a quote mark before a text starting with %s', (_, value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it('leaves the characters alone further into a text', () => {
    expect(csvField('a=b+c-d@e')).toBe('a=b+c-d@e');
    expect(csvField(' =1')).toBe(' =1');
  });

  it('writes numbers as numbers, negative ones too', () => {
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(0)).toBe('0');
    expect(csvField(1234.5)).toBe('1234.5');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('writes an empty cell for no value', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField('')).toBe('');
  });

  it('doubles quotes and quotes line breaks', () => {
    expect(csvField('17" wide')).toBe('"17"" wide"');
    expect(csvField('line\r\nnext')).toBe('"line\r\nnext"');
    expect(csvField('line\nnext')).toBe('"line\nnext"');
  });
});

describe('neutralised and csvLine', () => {
  it('neutralise a text cell that could run as a formula, the one rule the XLSX writer shares', () => {
    for (const text of ['=1+1', '+41', '-2', '@SUM(A1)', '\tx', '\rx']) expect(neutralised(text)).toBe(`'${text}`);
    expect(neutralised('Brasvärme')).toBe('Brasvärme');
  });

  it('writes one line with its CRLF, a formula-like name neutralised and quoted as needed', () => {
    expect(csvLine(['=HYPERLINK("x")', 12.5, null])).toBe(`"'=HYPERLINK(""x"")",12.5,\r\n`);
  });
});

describe('xlsxValue', () => {
  it('keeps numbers as numbers, neutralises formula text as the CSV writer does, and leaves nothing empty', () => {
    expect([12.5, -3, 0].map(xlsxValue)).toEqual([12.5, -3, 0]);
    expect(['=1+1', '+46 8 123', '-x', '@SUM(A1)', '\tTab', '\rCR'].map(xlsxValue)).toEqual([
      "'=1+1",
      "'+46 8 123",
      "'-x",
      "'@SUM(A1)",
      "'\tTab",
      "'\rCR",
    ]);
    expect(['Brasvärme', '', null, undefined, Number.NaN, Number.POSITIVE_INFINITY].map(xlsxValue)).toEqual([
      'Brasvärme',
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
