import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useTestApp } from '../../test/use-test-app.js';

/**
 * The sales per customer and day that the finance figures read are kept by triggers as invoice
 * lines and products change (migration 0033). Whatever happens, they must equal what the lines
 * add up to when counted afresh.
 */
const t = useTestApp();

type Day = { customer_number: string; brand: string | null; day: string; amount: string; units: string };

/** Kept and counted afresh, as 'customer brand day amount units' rows (zero rows left out). */
async function keptAndCounted() {
  const rows = async (query: ReturnType<typeof sql<Day>>) =>
    (await query.execute(t.database.db)).rows.map((r) => `${r.customer_number} ${r.brand ?? '*'} ${r.day} ${r.amount} ${r.units}`);
  const kept = await rows(sql<Day>`
    SELECT customer_number, NULL AS brand, day::text, amount::text, units::text FROM sales_day WHERE amount <> 0 OR units <> 0
    UNION ALL
    SELECT customer_number, brand, day::text, amount::text, units::text FROM brand_sales_day WHERE amount <> 0 OR units <> 0
    ORDER BY 1, 2, 3`);
  const counted = await rows(sql<Day>`
    SELECT * FROM (
      SELECT l.customer_number, NULL AS brand, l.invoice_date::text AS day, sum(l.net_sales_amt)::numeric(16, 2)::text AS amount,
             coalesce(sum(l.quantity) FILTER (WHERE p.kind = 'stove'), 0)::numeric(14, 2)::text AS units
        FROM invoice_line l LEFT JOIN product p ON p.item_number = l.item_number GROUP BY 1, 3
      UNION ALL
      SELECT l.customer_number, p.brand, l.invoice_date::text, sum(l.net_sales_amt)::numeric(16, 2)::text,
             coalesce(sum(l.quantity) FILTER (WHERE p.kind = 'stove'), 0)::numeric(14, 2)::text
        FROM invoice_line l JOIN product p ON p.item_number = l.item_number GROUP BY 1, 2, 3
    ) c WHERE c.amount::numeric <> 0 OR c.units::numeric <> 0
    ORDER BY 1, 2, 3`);
  return { kept, counted };
}

async function expectKeptAsCounted(when: string) {
  const { kept, counted } = await keptAndCounted();
  expect(counted.length, when).toBeGreaterThan(0);
  expect(kept, when).toEqual(counted);
}

const DAY = '2026-03-04';
async function invoice(number: string, customer: string, lines: { item: string; quantity: number; amount: number }[]) {
  await t.database.db
    .insertInto('invoice')
    .values({
      invoice_number: number,
      customer_number: customer,
      order_number: number,
      order_mark: null,
      invoice_date: DAY,
      due_date: DAY,
      currency: 'SEK',
      net_total: lines.reduce((s, l) => s + l.amount, 0),
      freight: 0,
      vat: 0,
      total: lines.reduce((s, l) => s + l.amount, 0),
      paid_date: null,
    })
    .execute();
  await t.database.db
    .insertInto('invoice_line')
    .values(
      lines.map((l, i) => ({
        invoice_number: number,
        line_sequence: i + 1,
        item_number: l.item,
        description: l.item,
        quantity: l.quantity,
        price: l.amount / l.quantity,
        discount: 0,
        net_sales_amt: l.amount,
      })),
    )
    .execute();
}

const product = (itemNumber: string, kind: 'stove' | 'accessory', brand: string) => ({
  item_number: itemNumber,
  description: itemNumber,
  long_text: null,
  kind,
  brand,
  model_series: null,
  image_url: null,
  weight_kg: 1,
  lead_time_days: 1,
});

/** An article of the catalogue: a stove or anything else, of a brand if given. */
async function itemOf(kind: 'stove' | 'other', brand?: string) {
  let query = t.database.db
    .selectFrom('product')
    .select('item_number')
    .where('kind', kind === 'stove' ? '=' : '<>', 'stove');
  if (brand) query = query.where('brand', '=', brand);
  return (await query.executeTakeFirstOrThrow()).item_number;
}

/** The kept sales of one customer and day, if any. */
const keptDay = (customer: string, day: string) =>
  t.database.db
    .selectFrom('sales_day')
    .select(['amount', 'units'])
    .where('customer_number', '=', customer)
    .where('day', '=', day)
    .executeTakeFirst();

describe('kept sales per day', () => {
  it('start as the seeded lines add up', async () => {
    await expectKeptAsCounted('after seeding');
  });

  it('follow invoices and their lines as they come, change and go', async () => {
    const stove = await itemOf('stove', 'NF');
    const part = await itemOf('other', 'GH');
    const before = await keptDay('10001', DAY);

    await invoice('888000001', '10001', [
      { item: stove, quantity: 2, amount: 30000 },
      { item: part, quantity: 5, amount: 499.5 },
      { item: 'NOT-IN-CATALOGUE', quantity: 1, amount: 100.25 },
    ]);
    const after = (await keptDay('10001', DAY))!;
    expect(Number(after.amount) - Number(before?.amount ?? 0)).toBeCloseTo(30599.75, 2);
    expect(Number(after.units) - Number(before?.units ?? 0)).toBe(2);
    await expectKeptAsCounted('after an invoice');

    await t.database.db
      .updateTable('invoice_line')
      .set({ quantity: 3, net_sales_amt: 45000 })
      .where('invoice_number', '=', '888000001')
      .where('line_sequence', '=', 1)
      .execute();
    await t.database.db
      .updateTable('invoice_line')
      .set({ item_number: stove })
      .where('invoice_number', '=', '888000001')
      .where('line_sequence', '=', 2)
      .execute();
    await expectKeptAsCounted('after lines changed');

    // The invoice moves to another day and another customer: its lines follow it.
    await t.database.db
      .updateTable('invoice')
      .set({ invoice_date: '2026-03-05', due_date: '2026-03-05', customer_number: '30001' })
      .where('invoice_number', '=', '888000001')
      .execute();
    await expectKeptAsCounted('after the invoice moved');

    await invoice('888000002', '30001', [{ item: stove, quantity: 1, amount: 15000 }]);
    await t.database.db.deleteFrom('invoice_line').where('invoice_number', '=', '888000002').execute();
    await t.database.db.deleteFrom('invoice').where('invoice_number', '=', '888000001').execute();
    await expectKeptAsCounted('after lines and an invoice were deleted');
  });

  it('follow products whose brand or kind changes, that appear for lines invoiced before, or go', async () => {
    await invoice('888000003', '20001', [
      { item: 'SALES-DAY-A', quantity: 4, amount: 800 },
      { item: 'SALES-DAY-B', quantity: 1, amount: 12000 },
    ]);
    // Invoiced before the catalogue held them: in the total, under no brand.
    await expectKeptAsCounted('lines without products');
    await t.database.db
      .insertInto('product')
      .values([product('SALES-DAY-A', 'accessory', 'NF'), product('SALES-DAY-B', 'stove', 'NF')])
      .execute();
    await expectKeptAsCounted('after the products appeared');
    await t.database.db.updateTable('product').set({ brand: 'GH' }).where('item_number', '=', 'SALES-DAY-B').execute();
    await t.database.db.updateTable('product').set({ kind: 'stove' }).where('item_number', '=', 'SALES-DAY-A').execute();
    await expectKeptAsCounted('after a brand and a kind changed');
    // The same values set again (as a catalogue import does) change nothing.
    await t.database.db.updateTable('product').set({ brand: 'GH', kind: 'stove' }).where('item_number', '=', 'SALES-DAY-B').execute();
    await expectKeptAsCounted('after the same values again');
    await t.database.db.deleteFrom('product').where('item_number', 'in', ['SALES-DAY-A', 'SALES-DAY-B']).execute();
    await expectKeptAsCounted('after the products went');
    await t.database.db.deleteFrom('invoice').where('invoice_number', '=', '888000003').execute();
  });

  it('are counted again from the lines by sales_days_rebuild (after a load without triggers)', async () => {
    await sql`UPDATE sales_day SET amount = amount + 1`.execute(t.database.db);
    await sql`DELETE FROM brand_sales_day WHERE customer_number = '10001'`.execute(t.database.db);
    const { kept, counted } = await keptAndCounted();
    expect(kept).not.toEqual(counted);
    await sql`SELECT sales_days_rebuild()`.execute(t.database.db);
    await expectKeptAsCounted('after the rebuild');
  });

  it('count every one of many invoices of one customer and day written at once', async () => {
    const stove = await itemOf('stove');
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        invoice(`88800010${String(i).padStart(2, '0')}`, '40001', [{ item: stove, quantity: 1, amount: 1000 + i }]),
      ),
    );
    await expectKeptAsCounted('after invoices written at once');
  });
});
