import { describe, expect, it } from 'vitest';
import { readSheet } from 'read-excel-file/node';
import { ANNA as DEALER, MARKETING, SALES, SERVICE } from '../../test/demo-users.js';
import { okCall } from '../../test/expectations.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();

/** Each list's export with the role that may make it, one that may not, and its list call. */
const EXPORTS = [
  { list: '/api/staff/complaints', as: SERVICE, refused: SALES, id: 'ed_casenumber' },
  { list: '/api/staff/orders', as: SERVICE, refused: MARKETING, id: 'orderNumber' },
  { list: '/api/staff/invoices', as: SERVICE, refused: SALES, id: 'invoiceNumber' },
  { list: '/api/staff/customers', as: SALES, refused: MARKETING, id: 'customerNumber' },
] as const;

/** A CSV text's rows: RFC 4180, the byte-order mark first. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('list exports: the current filter as CSV or XLSX', () => {
  it('neutralises names a spreadsheet would run as formulas', async () => {
    // A dealer whose name starts like a formula, with complaints, orders and invoices.
    await t.database.db
      .updateTable('customer')
      .set({ name: '=HYPERLINK("http://evil.test","Brasvärme")' })
      .where('customer_number', '=', '10001')
      .execute();
  });

  for (const e of EXPORTS) {
    it(`${e.list}/export writes the list's rows under the filter, in its order, as CSV and XLSX, read back`, async () => {
      const filter = e.list === '/api/staff/customers' ? 'market=se&sort=name:asc' : `customerNumber=10001&sort=${e.id}:asc`;
      const listed = await okCall<{ items: Record<string, unknown>[]; total: number }>(t, e.as, 'GET', `${e.list}?${filter}&pageSize=100`);
      expect(listed.total).toBeGreaterThan(0);

      const csv = await t.call(e.as, 'GET', `${e.list}/export?format=csv&${filter}`);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.headers['content-disposition']).toMatch(/attachment; filename=".+\.csv"/);
      expect(csv.headers['cache-control']).toBe('private, no-store');
      const rows = parseCsv(csv.body);
      expect(rows.length).toBe(listed.total + 1);
      // The same rows in the same order: the list's first page's ids lead the file's rows.
      const ids = listed.items.map((item) => String(item[e.id]));
      expect(rows.slice(1, ids.length + 1).map((r, i) => r.includes(ids[i]!))).toEqual(ids.map(() => true));

      const xlsx = await t.call(e.as, 'GET', `${e.list}/export?format=xlsx&${filter}`);
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const sheet = (await readSheet(xlsx.rawPayload)) as unknown[][];
      expect(sheet.length).toBe(listed.total + 1);
      expect(sheet[0]).toEqual(rows[0]);
      for (const [i, row] of sheet.slice(1).entries()) expect(row.map((c) => (c === null ? '' : String(c)))).toEqual(rows[i + 1]);

      // No cell of either file starts as a formula.
      const cells = [...rows.flat(), ...sheet.flat().map(String)];
      expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c) && !/^-\d/.test(c))).toEqual([]);
      const named = cells.filter((c) => c.includes('HYPERLINK'));
      expect(named.length).toBeGreaterThan(0);
      expect(named.every((c) => c.startsWith("'="))).toBe(true);
    });

    it(`${e.list}/export answers 403 to a dealer and to a staff role without the list, 400 to a bad format or filter`, async () => {
      expect((await t.call(DEALER, 'GET', `${e.list}/export?format=csv`)).statusCode).toBe(403);
      expect((await t.call(e.refused, 'GET', `${e.list}/export?format=csv`)).statusCode).toBe(403);
      const badFormat = await t.call(e.as, 'GET', `${e.list}/export?format=pdf`);
      expect(badFormat.statusCode).toBe(400);
      expect(badFormat.json()).toMatchObject({ field: 'format' });
      expect((await t.call(e.as, 'GET', `${e.list}/export?format=csv&sort=secret:asc`)).statusCode).toBe(400);
      expect((await t.call(e.as, 'GET', `${e.list}/export`)).statusCode).toBe(400);
    });
  }

  it('writes the header row and the names in the staff member’s language (the back office’s)', async () => {
    const exported = async (language: string) =>
      parseCsv(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/staff/invoices/export?format=csv&state=paid',
            headers: { authorization: `Bearer ${await t.tokenFor(SERVICE)}`, 'accept-language': language },
          })
        ).body,
      );
    const [svHeader, svRow] = await exported('sv-SE,sv;q=0.9');
    const [deHeader, deRow] = await exported('de');
    const [enHeader] = await exported('fr');
    expect(svHeader).toContain('Förfallodatum');
    expect(svRow).toContain('Betald');
    expect(deHeader).toContain('Fälligkeitsdatum');
    expect(deRow).not.toContain('Betald');
    expect(enHeader).toContain('Due date');
  });
});
