import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@portal/contracts';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { CUSTOMERS } from './customers.js';
import { ORDER_COMMENTS, ORDER_MARKS } from './order-words.js';
import type { Country } from '../platform/calendar/delivery-calendar.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The demo company's history as a dealer would check it: it adds up. */
describe('the seeded company history', () => {
  it('has every order that left the factory dispatched before today, and only those with tracking', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const orders = await t.database.db
      .selectFrom('customer_order')
      .select(['order_number', 'status', 'promise_date', 'tracking_id'])
      .execute();
    const shipped = orders.filter((o) => o.status === ORDER_STATUS.dispatched || o.status === ORDER_STATUS.delivered);
    expect(shipped.filter((o) => !o.promise_date || o.promise_date >= today).map((o) => o.order_number)).toEqual([]);
    expect(orders.filter((o) => o.tracking_id && o.status !== ORDER_STATUS.dispatched && o.status !== ORDER_STATUS.delivered)).toEqual([]);
  });

  it('writes every dealer’s order marks and comments in the dealer’s own language', async () => {
    for (const customer of CUSTOMERS) {
      const market = customer.market as Country;
      const orders = await t.database.db
        .selectFrom('customer_order')
        .select(['order_mark', 'message'])
        .where('customer_number', '=', customer.number)
        .execute();
      const marks = new Set(orders.map((o) => o.order_mark).filter((m) => m !== null));
      expect(
        [...marks].filter((m) => !ORDER_MARKS[market].includes(m!)),
        customer.number,
      ).toEqual([]);
      const comments = new Set(orders.map((o) => o.message).filter((m) => m !== null));
      expect(
        [...comments].filter((c) => !ORDER_COMMENTS[market].includes(c!)),
        customer.number,
      ).toEqual([]);
    }
  });

  it('writes the lines of a dealer’s orders and invoices in the language of its market', async () => {
    for (const [customer, language] of [
      ['20001', 'no'],
      ['30001', 'en'],
    ] as const) {
      const lines = await t.database.db
        .selectFrom('order_line as l')
        .innerJoin('customer_order as o', 'o.order_number', 'l.order_number')
        .innerJoin('product_text as pt', (j) => j.onRef('pt.item_number', '=', 'l.item_number').on('pt.language', '=', language))
        .select(['l.description', 'pt.description as expected'])
        .where('o.customer_number', '=', customer)
        .execute();
      expect(lines.length, customer).toBeGreaterThan(20);
      expect(
        lines.filter((l) => l.description !== l.expected),
        customer,
      ).toEqual([]);
    }
  });
});
