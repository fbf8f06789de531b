import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffInvoicesResponse } from '@portal/contracts/staff-order';
import { useTestApp } from '../../test/use-test-app.js';
import { customerRow, insertInvoice, productRow } from '../../test/insight-rows.js';
import { SERVICE } from '../../test/demo-users.js';

/**
 * The staff invoice list by article, model series and brand: the invoices with at least one line of it, each once,
 * as the sales breakdown's series and product rows open them. A Norwegian dealer of its own in 2011, a year the
 * demo data does not reach.
 */
const t = useTestApp();
const DEALER = '99941';

beforeAll(async () => {
  await t.database.db
    .insertInto('customer')
    .values(customerRow(DEALER, 'no', 'NOK', 'Article filter AS'))
    .execute();
  await t.database.db
    .insertInto('product')
    .values([
      productRow('IT-ART-A', 'stove', 'NF', 'Artserie'),
      productRow('IT-ART-B', 'accessory', 'NF', 'Artserie'),
      productRow('IT-ART-C', 'stove', 'GH', 'Annan'),
    ])
    .execute();
  const invoice = (number: string, day: string, items: string[]) =>
    insertInvoice(
      t.database.db,
      { number, customerNumber: DEALER, orderNumber: `O${number}`, day, currency: 'NOK' },
      items.map((item) => ({ item, qty: 1, amount: 100 })),
    );
  await invoice('9941001', '2011-02-10', ['IT-ART-A', 'IT-ART-C']);
  await invoice('9941002', '2011-02-11', ['IT-ART-B']);
  await invoice('9941003', '2011-03-01', ['IT-ART-C']);
  // Two lines of the same article: the invoice is listed once.
  await invoice('9941004', '2011-06-01', ['IT-ART-A', 'IT-ART-A']);
});

const list = async (query: string) => {
  const res = await t.call(SERVICE, 'GET', `/api/staff/invoices?customerNumber=${DEALER}&sort=invoiceNumber:asc&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<StaffInvoicesResponse>();
  return { numbers: body.items.map((i) => i.invoiceNumber), total: body.total };
};

describe('the staff invoice list by article, series and brand', () => {
  it('lists the invoices with a line of the article, each once', async () => {
    expect(await list('itemNumber=IT-ART-A')).toEqual({ numbers: ['9941001', '9941004'], total: 2 });
    expect(await list('itemNumber=IT-ART-A&from=2011-01-01&to=2011-03-31')).toEqual({ numbers: ['9941001'], total: 1 });
    expect(await list('itemNumber=NOT-SOLD')).toEqual({ numbers: [], total: 0 });
  });

  it('lists the invoices with a line of an article of the series, in the period', async () => {
    expect(await list('series=Artserie')).toEqual({ numbers: ['9941001', '9941002', '9941004'], total: 3 });
    expect(await list('series=Artserie&from=2011-01-01&to=2011-12-31&market=no')).toEqual({
      numbers: ['9941001', '9941002', '9941004'],
      total: 3,
    });
    expect(await list('series=Artserie&market=se')).toEqual({ numbers: [], total: 0 });
    expect(await list('series=Artserie&itemNumber=IT-ART-B')).toEqual({ numbers: ['9941002'], total: 1 });
  });

  it('lists the invoices with a line of the brand, the code in any case', async () => {
    expect(await list('brand=gh')).toEqual({ numbers: ['9941001', '9941003'], total: 2 });
    expect(await list('brand=NF&series=Annan')).toEqual({ numbers: [], total: 0 });
  });

  it('exports what the list finds', async () => {
    const res = await t.call(SERVICE, 'GET', `/api/staff/invoices/export?customerNumber=${DEALER}&series=Artserie&format=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('9941002');
    expect(res.body).not.toContain('9941003');
  });

  it('refuses a value no article, series or brand can have with 400', async () => {
    for (const query of [
      'itemNumber=' + 'A'.repeat(41),
      'series=' + 'S'.repeat(61),
      'series=a%0Ab',
      'brand=' + 'B'.repeat(21),
      'itemNumber=',
    ]) {
      const res = await t.call(SERVICE, 'GET', `/api/staff/invoices?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});
