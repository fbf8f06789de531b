import { randomUUID } from 'node:crypto';
import type { BodyOf, placeOrder } from '@portal/contracts';
import type { Ruleset } from '@portal/contracts/configurator';
import { addDays, today, yyyymmdd } from '../platform/calendar/delivery-calendar.js';
import { ANNA } from './demo-users.js';
import type { TestApp } from './test-app.js';

export type OrderBody = BodyOf<typeof placeOrder>;
export type OrderOverrides = Partial<Omit<OrderBody, 'inputs'>> & { inputs?: Partial<OrderBody['inputs']> };

/** The first article of a kind that is sold. */
export const sellable = (t: TestApp, kind: 'stove' | 'chimney' | 'accessory' | 'spare_part') =>
  t.database.db
    .selectFrom('product')
    .select(['item_number', 'description'])
    .where('kind', '=', kind)
    .where('sellable', '=', true)
    .orderBy('item_number')
    .executeTakeFirstOrThrow();

/** The delivery address of anna@'s orders: the company's warehouse. */
const WAREHOUSE: OrderBody['addresses'][number] = {
  AddressType: 6,
  Name: 'Brasvärme Uppsala – lager',
  Address1: 'Fyrislundsgatan 68',
  City: 'Uppsala',
  PostalCode: '754 50',
  Country: 'Sverige',
};

/** anna@'s checkout as the browser sends it: two accessories and a spare part to the company's warehouse in a week. */
export async function orderRequest(t: TestApp, overrides: OrderOverrides = {}): Promise<OrderBody> {
  const accessory = await sellable(t, 'accessory');
  const part = await sellable(t, 'spare_part');
  const { inputs, ...rest } = overrides;
  return {
    inputs: { ShippingInstructions: ' ', GoodsMark: 'Villa Ek', ...inputs },
    cartItems: [
      { id: accessory.item_number, title: accessory.description, image: '', price: 1, quantity: 2, type: 'product' },
      { id: part.item_number, title: part.description, image: '', price: 1, quantity: 1, type: 'product' },
    ],
    CustomerId: '10001',
    ShipTo: '10001',
    requestedDate: yyyymmdd(addDays(today('se'), 7)),
    addresses: [WAREHOUSE],
    idempotencyKey: randomUUID(),
    ...rest,
  };
}

/** anna@'s order of one finished configuration, to the company's warehouse in 30 days. */
export function configuredOrderRequest(item: { headerId: string; ruleset: Ruleset; title: string }, goodsMark: string): OrderBody {
  const { headerId, ruleset, title } = item;
  return {
    inputs: { ShippingInstructions: ' ', GoodsMark: goodsMark },
    cartItems: [{ id: headerId, title, image: '', price: 1, quantity: 1, type: 'config', headerId, ruleset }],
    CustomerId: '10001',
    ShipTo: '10001',
    requestedDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', ''),
    addresses: [WAREHOUSE],
    idempotencyKey: randomUUID(),
  };
}

/** anna@ places her checkout with a stove added (serial-numbered, two of it); answers the order number. */
export async function placeStoveOrder(t: TestApp): Promise<string> {
  const stove = await sellable(t, 'stove');
  const request = await orderRequest(t);
  request.cartItems.push({ id: stove.item_number, title: stove.description, image: '', price: 1, quantity: 2, type: 'product' });
  const res = await t.call(ANNA, 'POST', '/api/order/placeOrder', request);
  if (res.statusCode !== 200) throw new Error(`placing an order answered ${res.statusCode}: ${res.body}`);
  return res.json<{ Header: { PlaceOrderNumber: string } }>().Header.PlaceOrderNumber;
}
