import type { Insertable } from 'kysely';
import type { DB } from '../platform/db/schema.js';

/** The rows the insight tests write by hand: a dealer, and an order header with only what the figures read. */

export const customerRow = (number: string, market: string, currency: string, name: string): Insertable<DB['customer']> => ({
  customer_number: number,
  name,
  common_name: null,
  market,
  currency,
  country: market.toUpperCase(),
  phone: null,
  email: null,
  website: null,
  postal_line1: null,
  postal_postalcode: null,
  postal_city: null,
  visiting_line1: null,
  visiting_postalcode: null,
  visiting_city: null,
  sales_rep_id: null,
  price_list_id: null,
  vat_number: null,
});

export const orderRow = (
  o: { number: string; customer: string; status: number; date: string; currency: string },
  more: Partial<Insertable<DB['customer_order']>> = {},
): Insertable<DB['customer_order']> => ({
  order_number: o.number,
  customer_number: o.customer,
  contact_id: null,
  status: o.status,
  order_date: o.date,
  order_mark: null,
  customer_po: null,
  reference_no: null,
  message: null,
  delivery_type: ' ',
  requested_date: null,
  promise_date: null,
  tracking_id: null,
  tracking_url: null,
  currency: o.currency,
  freight: 0,
  order_value: 0,
  ship_name: null,
  ship_address1: null,
  ship_address2: null,
  ship_address3: null,
  ship_city: null,
  ship_postalcode: null,
  ship_country: null,
  notification_phone: null,
  idempotency_key: null,
  ...more,
});
