import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './file-download';

describe('fileNameFrom', () => {
  it('takes the file name from Content-Disposition, or falls back', () => {
    expect(fileNameFrom('attachment; filename="invoice-700123.pdf"', 'x.pdf')).toBe('invoice-700123.pdf');
    expect(fileNameFrom("attachment; filename*=UTF-8''invoice-7.pdf", 'x.pdf')).toBe('invoice-7.pdf');
    expect(fileNameFrom('attachment; filename="invoice-8.pdf"; filename*=UTF-8\'\'invoice-8.pdf', 'x.pdf')).toBe('invoice-8.pdf');
    expect(fileNameFrom('attachment; filename="orderbekraftelse-400123.pdf"', 'x.pdf')).toBe('orderbekraftelse-400123.pdf');
    expect(fileNameFrom('attachment; filename="../../etc/passwd"', 'x.pdf')).toBe('x.pdf');
    expect(fileNameFrom(null, 'x.pdf')).toBe('x.pdf');
  });
});
