import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

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
});
