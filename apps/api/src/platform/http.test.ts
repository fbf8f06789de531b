import { describe, expect, it } from 'vitest';
import { contentDisposition } from './http.js';

describe('contentDisposition', () => {
  it('names a plain file once, in both forms', () => {
    expect(contentDisposition('attachment', 'invoice-700123.pdf')).toBe(
      `attachment; filename="invoice-700123.pdf"; filename*=UTF-8''invoice-700123.pdf`,
    );
  });

  it('gives Nordic letters an ASCII fallback and the exact name in UTF-8', () => {
    expect(contentDisposition('inline', 'Prestandadeklaration Ålö Øst Ærø.pdf')).toBe(
      `inline; filename="Prestandadeklaration Alo Ost AEro.pdf"; filename*=UTF-8''Prestandadeklaration%20%C3%85l%C3%B6%20%C3%98st%20%C3%86r%C3%B8.pdf`,
    );
  });

  it('keeps quotes and backslashes from breaking the header', () => {
    const header = contentDisposition('attachment', 'a"b\\c\r\n.pdf');
    expect(header.startsWith('attachment; filename="a_b_c__.pdf"; ')).toBe(true);
    expect(header).not.toMatch(/[\r\n]/);
  });
});
