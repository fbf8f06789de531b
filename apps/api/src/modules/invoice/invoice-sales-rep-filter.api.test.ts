import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffInvoicesResponse } from '@portal/contracts/staff-order';
import { useTestApp } from '../../test/use-test-app.js';
import { customerRow, insertInvoice, productRow } from '../../test/insight-rows.js';
import { SERVICE } from '../../test/demo-users.js';

/**
 * The staff invoice list by sales representative: the invoices of the dealers whose representative it is now, as the
 * sales figures of a representative link to them. Two representatives of their own, whom no demo dealer has:
 *
 * | dealer | market | rep | invoices (2013) |
 * |---|---|---|---|
 * | 99951 | se | R1 | 9951001 Feb: Repserie; 9951002 Mar: Annanrep |
 * | 99952 | no | R1 | 9951003 Apr: Repserie |
 * | 99953 | se | R2 | 9951004 May: Repserie |
 * | 99954 | se | – | 9951005 Jun: Repserie |
 */
const t = useTestApp();

const R1 = '5a1e5000-0000-4000-8000-0000000009a1';
const R2 = '5a1e5000-0000-4000-8000-0000000009a2';
const NOBODY = '5a1e5000-0000-4000-8000-0000000009ff';

beforeAll(async () => {
  const db = t.database.db;
  await db
    .insertInto('sales_rep')
    .values([
      { id: R1, firstname: 'Ragna', lastname: 'Ett', email: null, phone: null, mobilephone: null },
      { id: R2, firstname: 'Rune', lastname: 'Två', email: null, phone: null, mobilephone: null },
    ])
    .execute();
  await db
    .insertInto('customer')
    .values([
      { ...customerRow('99951', 'se', 'SEK', 'Rep filter A AB'), sales_rep_id: R1 },
      { ...customerRow('99952', 'no', 'NOK', 'Rep filter B AS'), sales_rep_id: R1 },
      { ...customerRow('99953', 'se', 'SEK', 'Rep filter C AB'), sales_rep_id: R2 },
      customerRow('99954', 'se', 'SEK', 'Rep filter D AB'),
    ])
    .execute();
  await db
    .insertInto('product')
    .values([productRow('IT-REP-S', 'stove', 'NF', 'Repserie'), productRow('IT-REP-A', 'stove', 'GH', 'Annanrep')])
    .execute();
  const invoice = (number: string, customerNumber: string, day: string, item: string) =>
    insertInvoice(db, { number, customerNumber, orderNumber: `O${number}`, day, currency: customerNumber === '99952' ? 'NOK' : 'SEK' }, [
      { item, qty: 1, amount: 100 },
    ]);
  await invoice('9951001', '99951', '2013-02-01', 'IT-REP-S');
  await invoice('9951002', '99951', '2013-03-01', 'IT-REP-A');
  await invoice('9951003', '99952', '2013-04-01', 'IT-REP-S');
  await invoice('9951004', '99953', '2013-05-01', 'IT-REP-S');
  await invoice('9951005', '99954', '2013-06-01', 'IT-REP-S');
});

const list = async (query: string) => {
  const res = await t.call(SERVICE, 'GET', `/api/staff/invoices?sort=invoiceNumber:asc&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<StaffInvoicesResponse>();
  return { numbers: body.items.map((i) => i.invoiceNumber), total: body.total };
};

describe('the staff invoice list by sales representative', () => {
  it("lists exactly the invoices of the representative's dealers", async () => {
    expect(await list(`salesRep=${R1}`)).toEqual({ numbers: ['9951001', '9951002', '9951003'], total: 3 });
    expect(await list(`salesRep=${R2}`)).toEqual({ numbers: ['9951004'], total: 1 });
    // The id in capitals is the same representative.
    expect(await list(`salesRep=${R2.toUpperCase()}`)).toEqual({ numbers: ['9951004'], total: 1 });
  });

  it('combines with the series, the market, the dealer and the days', async () => {
    expect(await list(`salesRep=${R1}&series=Repserie`)).toEqual({ numbers: ['9951001', '9951003'], total: 2 });
    expect(await list(`salesRep=${R1}&market=no`)).toEqual({ numbers: ['9951003'], total: 1 });
    expect(await list(`salesRep=${R1}&series=Repserie&market=se`)).toEqual({ numbers: ['9951001'], total: 1 });
    expect(await list(`salesRep=${R1}&customerNumber=99953`)).toEqual({ numbers: [], total: 0 });
    expect(await list(`salesRep=${R1}&from=2013-03-01&to=2013-12-31`)).toEqual({ numbers: ['9951002', '9951003'], total: 2 });
    expect(await list(`salesRep=${R2}&market=no`)).toEqual({ numbers: [], total: 0 });
  });

  it('finds nothing for a representative no dealer has, as for a dealer nobody has', async () => {
    expect(await list(`salesRep=${NOBODY}`)).toEqual({ numbers: [], total: 0 });
  });

  it("follows the dealer's representative as it is now", async () => {
    const db = t.database.db;
    const move = (rep: string) => db.updateTable('customer').set({ sales_rep_id: rep }).where('customer_number', '=', '99953').execute();
    await move(R1);
    try {
      expect(await list(`salesRep=${R1}`)).toEqual({ numbers: ['9951001', '9951002', '9951003', '9951004'], total: 4 });
      expect(await list(`salesRep=${R2}`)).toEqual({ numbers: [], total: 0 });
    } finally {
      await move(R2);
    }
  });

  it('exports what the list finds', async () => {
    const res = await t.call(SERVICE, 'GET', `/api/staff/invoices/export?salesRep=${R1}&series=Repserie&format=csv`);
    expect(res.statusCode, res.body).toBe(200);
    const numbers = res.body.match(/\b99510\d\d\b/g);
    expect(numbers?.sort()).toEqual(['9951001', '9951003']);
  });

  it('refuses a value that is no representative id with 400, on the list and the export', async () => {
    for (const value of ['rita', R1.slice(0, -1), `${R1}0`, '%20', `${R1}%0A`]) {
      for (const path of ['/api/staff/invoices', '/api/staff/invoices/export?format=csv&']) {
        const url = `${path}${path.endsWith('&') ? '' : '?'}salesRep=${value}`;
        const res = await t.call(SERVICE, 'GET', url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toMatchObject({ code: 'VALIDATION_FAILED', field: 'salesRep' });
      }
    }
  });
});
