import { Zip, ZipDeflate } from 'fflate';

/** An XLSX cell's value as `xlsxValue` gives it: a number, a text, or empty. */
export type XlsxValue = number | string | null;

// Characters XML 1.0 cannot hold at all (a control character pasted into a complaint, say): left out.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
// Most texts need nothing done: one test spares them five replacements.
const escapeXml = (text: string) =>
  NEEDS_ESCAPE.test(text)
    ? text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
    : text;

const OUTER_SPACE = /^\s|\s$/;

/** The column's letters: A … Z, AA … */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function rowXml(number: number, cells: readonly XlsxValue[], columns: readonly string[]): string {
  let xml = `<row r="${number}">`;
  for (let i = 0; i < cells.length; i++) {
    const value = cells[i];
    if (value === null || value === undefined) continue;
    const ref = `${columns[i] ?? columnName(i)}${number}`;
    // Inline text (no shared-strings table, so a row is written as soon as it is read), its outer spaces kept.
    xml +=
      typeof value === 'number'
        ? `<c r="${ref}"><v>${value}</v></c>`
        : `<c r="${ref}" t="inlineStr"><is><t${OUTER_SPACE.test(value) ? ' xml:space="preserve"' : ''}>${escapeXml(value)}</t></is></c>`;
  }
  return `${xml}</row>`;
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

const parts = (sheetName: string): [string, string][] => [
  [
    '[Content_Types].xml',
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '</Types>',
  ],
  [
    '_rels/.rels',
    `${XML}<Relationships xmlns="${PACKAGE_REL}">` +
      `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/workbook.xml',
    `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>` +
      `<sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${XML}<Relationships xmlns="${PACKAGE_REL}">` +
      `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
  ],
  [
    'xl/styles.xml',
    `${XML}<styleSheet xmlns="${MAIN}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>` +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs>' +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>',
  ],
];

/**
 * One sheet of rows as an XLSX file, written as the rows come: each batch becomes compressed bytes before the next is
 * read, so an export of 100,000 rows never holds them all, nor a cell object for each (ADR 0105). Cells are taken as
 * they are; the caller neutralises texts (`xlsxValue`). The sheet's name is at most 31 characters, as Excel allows.
 */
export async function* xlsxStream(
  sheetName: string,
  batches: AsyncIterable<readonly (readonly XlsxValue[])[]>,
): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else out.push(chunk);
  });
  const written = function* () {
    if (failure) throw failure;
    yield* out.splice(0);
  };
  for (const [name, text] of parts(sheetName.slice(0, 31))) {
    const part = new ZipDeflate(name, { level: 1 });
    zip.add(part);
    part.push(Buffer.from(text), true);
  }
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 1 });
  zip.add(sheet);
  sheet.push(Buffer.from(`${XML}<worksheet xmlns="${MAIN}"><sheetData>`));
  yield* written();
  let row = 0;
  const columns = Array.from({ length: 64 }, (_, i) => columnName(i));
  for await (const rows of batches) {
    let xml = '';
    for (const cells of rows) xml += rowXml(++row, cells, columns);
    sheet.push(Buffer.from(xml));
    yield* written();
  }
  sheet.push(Buffer.from('</sheetData></worksheet>'), true);
  zip.end();
  yield* written();
}
