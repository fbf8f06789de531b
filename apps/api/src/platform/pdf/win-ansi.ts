/**
 * Text for the standard fonts: PDF's WinAnsiEncoding is Windows code page 1252, so
 * Nordic and German letters (å ä ö ø æ é ü ß) are single bytes. Codes 128–159 hold
 * typographic characters that Unicode keeps elsewhere.
 */
const HIGH: Record<number, number> = {
  0x20ac: 0x80, // €
  0x201a: 0x82,
  0x0192: 0x83,
  0x201e: 0x84,
  0x2026: 0x85, // …
  0x2020: 0x86,
  0x2021: 0x87,
  0x02c6: 0x88,
  0x2030: 0x89,
  0x0160: 0x8a,
  0x2039: 0x8b,
  0x0152: 0x8c,
  0x017d: 0x8e,
  0x2018: 0x91,
  0x2019: 0x92,
  0x201c: 0x93,
  0x201d: 0x94,
  0x2022: 0x95,
  0x2013: 0x96, // –
  0x2014: 0x97, // —
  0x02dc: 0x98,
  0x2122: 0x99,
  0x0161: 0x9a,
  0x203a: 0x9b,
  0x0153: 0x9c,
  0x017e: 0x9e,
  0x0178: 0x9f,
};

// What Intl's number and date formats write that code page 1252 has no place for.
const SUBSTITUTES: Record<number, number> = {
  0x202f: 0xa0, // narrow no-break space (thousands in some locales)
  0x2009: 0x20, // thin space
  0x2007: 0xa0, // figure space
  0x2212: 0x2d, // minus sign
  0x2011: 0x2d, // non-breaking hyphen
  0x2010: 0x2d,
  // letters with a stroke, which Unicode does not split into letter and accent
  0x0141: 0x4c, // Ł
  0x0142: 0x6c, // ł
  0x0110: 0xd0, // Đ
  0x0111: 0x64, // đ
  0x0131: 0x69, // ı
};

const UNKNOWN = 0x3f; // ?

function codeOf(codePoint: number): number | undefined {
  if ((codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa0 && codePoint <= 0xff)) return codePoint;
  return HIGH[codePoint] ?? SUBSTITUTES[codePoint];
}

/** The WinAnsi codes of a text; a letter outside the code page loses its accent (ő → o), anything else becomes '?'. */
export function toWinAnsi(text: string): number[] {
  const codes: number[] = [];
  for (const char of text.replace(/[\t\r\n]+/g, ' ')) {
    const codePoint = char.codePointAt(0)!;
    const direct = codeOf(codePoint);
    if (direct !== undefined) {
      codes.push(direct);
      continue;
    }
    const base = char.normalize('NFD').replace(/\p{M}+/gu, '');
    const fallback = base.length === 1 ? codeOf(base.codePointAt(0)!) : undefined;
    codes.push(fallback ?? UNKNOWN);
  }
  return codes;
}

/**
 * A PDF literal string of WinAnsi codes, kept 7-bit: the delimiters and the backslash
 * are escaped, and every byte outside printable ASCII is written as an octal escape.
 */
export function pdfString(codes: readonly number[]): string {
  let out = '(';
  for (const code of codes) {
    if (code === 0x28 || code === 0x29 || code === 0x5c) out += `\\${String.fromCharCode(code)}`;
    else if (code >= 0x20 && code <= 0x7e) out += String.fromCharCode(code);
    else out += `\\${code.toString(8).padStart(3, '0')}`;
  }
  return `${out})`;
}
