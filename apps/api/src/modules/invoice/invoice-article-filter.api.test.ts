import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { StaffInvoicesResponse } from '@portal/contracts/staff-order';
import { useTestApp } from '../../test/use-test-app.js';
import { customerRow, insertInvoice, productRow } from '../../test/insight-rows.js';
import { SERVICE } from '../../test/demo-users.js';
import { LIST_COUNT_CAP } from '../../platform/db/capped-count.js';
import { vacuumTables } from '../../platform/db/upkeep.js';

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
  expect(body.totalCapped).toBe(false);
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

  it('follows an article changing series or brand, one coming after its invoices, and one going', async () => {
    const db = t.database.db;
    await db.updateTable('product').set({ model_series: 'Artserie', brand: 'NF' }).where('item_number', '=', 'IT-ART-C').execute();
    expect(await list('series=Artserie')).toEqual({ numbers: ['9941001', '9941002', '9941003', '9941004'], total: 4 });
    expect(await list('brand=GH')).toEqual({ numbers: [], total: 0 });
    await db.updateTable('product').set({ model_series: 'Annan', brand: 'GH' }).where('item_number', '=', 'IT-ART-C').execute();
    expect(await list('series=Artserie')).toEqual({ numbers: ['9941001', '9941002', '9941004'], total: 3 });
    // Invoiced before the catalogue held it: found once it does, no more once it is gone.
    await insertInvoice(db, { number: '9941005', customerNumber: DEALER, orderNumber: 'O9941005', day: '2011-07-01', currency: 'NOK' }, [
      { item: 'IT-ART-LATE', qty: 1, amount: 100 },
    ]);
    expect(await list('series=Sentserie')).toEqual({ numbers: [], total: 0 });
    await db
      .insertInto('product')
      .values(productRow('IT-ART-LATE', 'accessory', 'GH', 'Sentserie'))
      .execute();
    expect(await list('series=Sentserie')).toEqual({ numbers: ['9941005'], total: 1 });
    await db.updateTable('product').set({ item_number: 'IT-ART-LATER' }).where('item_number', '=', 'IT-ART-LATE').execute();
    expect(await list('series=Sentserie')).toEqual({ numbers: [], total: 0 });
    await db.deleteFrom('product').where('item_number', '=', 'IT-ART-LATER').execute();
    // A line moved to another article takes that one's; a series written to a line directly is not kept.
    await db.updateTable('invoice_line').set({ item_number: 'IT-ART-B' }).where('invoice_number', '=', '9941005').execute();
    await db.updateTable('invoice_line').set({ model_series: 'Sentserie', brand: 'XX' }).where('invoice_number', '=', '9941001').execute();
    expect(await list('series=Artserie')).toEqual({ numbers: ['9941001', '9941002', '9941004', '9941005'], total: 4 });
    expect(await list('series=Sentserie')).toEqual({ numbers: [], total: 0 });
    await db.deleteFrom('invoice').where('invoice_number', '=', '9941005').execute();
    // Every line, the demo data's too, carries its article's series and brand as the catalogue has them.
    const { rows } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM invoice_line l LEFT JOIN product p ON p.item_number = l.item_number
       WHERE l.model_series IS DISTINCT FROM p.model_series OR l.brand IS DISTINCT FROM p.brand`.execute(db);
    expect(Number(rows[0]!.n)).toBe(0);
    const { rows: all } = await sql<{ n: string }>`SELECT count(*) AS n FROM invoice_line WHERE brand IS NOT NULL`.execute(db);
    expect(Number(all[0]!.n)).toBeGreaterThan(0);
    // An invoice moved to another day takes its keys along.
    await db.updateTable('invoice').set({ invoice_date: '2010-12-31' }).where('invoice_number', '=', '9941002').execute();
    expect(await list('series=Artserie&from=2011-01-01&to=2011-12-31')).toEqual({ numbers: ['9941001', '9941004'], total: 2 });
    await db.updateTable('invoice').set({ invoice_date: '2011-02-11' }).where('invoice_number', '=', '9941002').execute();
    // The invoices kept under each series and brand are what their lines say now, every invoice's, the demo data's too.
    const { rows: apart } = await sql<{ n: string }>`
      WITH now AS (SELECT 'series' AS group_by, model_series AS key, invoice_date, invoice_number FROM invoice_line
                    WHERE model_series IS NOT NULL
                   UNION SELECT 'brand', brand, invoice_date, invoice_number FROM invoice_line WHERE brand IS NOT NULL)
      SELECT count(*) AS n FROM ((SELECT * FROM now EXCEPT SELECT group_by, key, invoice_date, invoice_number FROM invoice_article_key)
                                 UNION ALL
                                 (SELECT group_by, key, invoice_date, invoice_number FROM invoice_article_key EXCEPT SELECT * FROM now)) x`.execute(
      db,
    );
    expect(Number(apart[0]!.n)).toBe(0);
  });

  it('finds every dealer’s invoices of a series or brand in a period, and a series and brand on one line', async () => {
    // 2011 is this dealer's alone: the list of every dealer counts the kept invoices of the series without reading them.
    const res = await t.call(SERVICE, 'GET', '/api/staff/invoices?series=Artserie&from=2011-01-01&to=2011-12-31&sort=invoiceNumber:asc');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<StaffInvoicesResponse>();
    expect({ numbers: body.items.map((i) => i.invoiceNumber), total: body.total }).toEqual({
      numbers: ['9941001', '9941002', '9941004'],
      total: 3,
    });
    // 9941001 has a line of the series (brand NF) and one of brand GH (series Annan), but no line of both.
    expect(await list('series=Artserie&brand=NF')).toEqual({ numbers: ['9941001', '9941002', '9941004'], total: 3 });
    expect(await list('series=Artserie&brand=GH')).toEqual({ numbers: [], total: 0 });
    expect(await list('series=Annan&brand=GH')).toEqual({ numbers: ['9941001', '9941003'], total: 2 });
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

describe('a drill-down over the staff lists’ count cap', () => {
  const BIG_DEALER = '99942';
  const OVER = LIST_COUNT_CAP + 1;

  beforeAll(async () => {
    const db = t.database.db;
    await db
      .insertInto('customer')
      .values(customerRow(BIG_DEALER, 'no', 'NOK', 'Many invoices AS'))
      .execute();
    await db
      .insertInto('product')
      .values(productRow('IT-ART-MANY', 'stove', 'NF', 'Mangeserie'))
      .execute();
    // One more invoice than the cap, each with a line of the series, in 2012; written in two statements, not row by row.
    await sql`
      INSERT INTO invoice (invoice_number, customer_number, order_number, order_mark, invoice_date, due_date, currency,
                           net_total, freight, vat, total, paid_date)
      SELECT (9942000000 + n)::text, ${BIG_DEALER}, 'O' || (9942000000 + n), NULL, DATE '2012-01-01' + n % 300,
             DATE '2012-01-01' + n % 300, 'NOK', 100, 0, 0, 100, NULL
      FROM generate_series(1, ${OVER}) AS n`.execute(db);
    await sql`
      INSERT INTO invoice_line (invoice_number, line_sequence, item_number, description, quantity, price, discount, net_sales_amt)
      SELECT (9942000000 + n)::text, 1, 'IT-ART-MANY', 'IT-ART-MANY', 1, 100, 0, 100
      FROM generate_series(1, ${OVER}) AS n`.execute(db);
    // The planner learns of the new rows as it would on a running instance: from the upkeep's statistics.
    await vacuumTables(db);
  }, 120_000);

  const page = async (query: string) => {
    const res = await t.call(SERVICE, 'GET', `/api/staff/invoices?customerNumber=${BIG_DEALER}&pageSize=25&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StaffInvoicesResponse>();
  };

  it('answers the cap as the total and says there are more', async () => {
    const first = await page('series=Mangeserie&from=2012-01-01&to=2012-12-31');
    expect(first).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true });
    expect(first.items).toHaveLength(25);
    expect((await page('brand=nf')).totalCapped).toBe(true);
    // Every dealer's: counted from the kept invoices of the series alone, up to the cap as well.
    const res = await t.call(SERVICE, 'GET', '/api/staff/invoices?series=Mangeserie&from=2012-01-01&to=2012-12-31&pageSize=25');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StaffInvoicesResponse>()).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true });
  });

  it('counts up to the cap past the page shown, so a later page sees the end', async () => {
    expect(await page('series=Mangeserie&page=2')).toMatchObject({ total: OVER, totalCapped: false });
  });

  it('exports every invoice, past the cap', async () => {
    const res = await t.call(SERVICE, 'GET', `/api/staff/invoices/export?customerNumber=${BIG_DEALER}&series=Mangeserie&format=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.trim().split('\n')).toHaveLength(OVER + 1);
  });
});
