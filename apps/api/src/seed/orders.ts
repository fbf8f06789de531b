import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ORDER_STATUS } from '@portal/contracts';
import type { DB } from '../platform/db/schema.js';
import { addDays, nextWorkingDay, type Country } from '../platform/calendar/delivery-calendar.js';
import { netUnitPrice } from '../modules/catalogue/pricing.js';
import { CUSTOMERS, contactId } from './customers.js';
import { describedFor, ORDER_COMMENTS, ORDER_MARKS } from './order-words.js';
import { stoveSerials } from './serial-numbers.js';

/**
 * Order history for every reseller: orders in every status over two years,
 * with tracking for what has left the factory and serial numbers on delivered
 * stoves. Dates count back from the day the database is seeded, so open orders
 * are always recent; everything else is the same on every run.
 */

/** A deterministic stream of numbers in [0, 1) from a name. */
function random(seed: string) {
  let counter = 0;
  return () => {
    const h = createHash('sha256').update(`${seed}:${counter++}`).digest();
    return h.readUInt32BE(0) / 0x1_0000_0000;
  };
}

const CARRIERS: Record<Country, (id: string) => string> = {
  se: (id) => `https://tracking.postnord.com/se/?id=${id}`,
  no: (id) => `https://sporing.bring.no/sporing/${id}`,
  dk: (id) => `https://gls-group.com/DK/da/find-pakke?match=${id}`,
  de: (id) => `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${id}`,
  fi: (id) => `https://www.posti.fi/fi/seuranta#/lahetys/${id}`,
};

type Plan = { status: number; daysAgo: number };

/** Per reseller: delivered and cancelled history over two years, and open orders in every status. */
function plans(rand: () => number): Plan[] {
  const history: Plan[] = Array.from({ length: 16 }, (_, i) => ({
    status: ORDER_STATUS.delivered,
    daysAgo: 30 + i * 42 + Math.floor(rand() * 20),
  }));
  return [
    ...history,
    { status: ORDER_STATUS.cancelled, daysAgo: 95 },
    { status: ORDER_STATUS.cancelled, daysAgo: 250 },
    { status: ORDER_STATUS.dispatched, daysAgo: 4 },
    { status: ORDER_STATUS.dispatched, daysAgo: 6 },
    { status: ORDER_STATUS.dispatched, daysAgo: 9 },
    { status: ORDER_STATUS.inProduction, daysAgo: 8 },
    { status: ORDER_STATUS.inProduction, daysAgo: 12 },
    { status: ORDER_STATUS.confirmed, daysAgo: 3 },
    { status: ORDER_STATUS.confirmed, daysAgo: 5 },
    { status: ORDER_STATUS.received, daysAgo: 0 },
    { status: ORDER_STATUS.received, daysAgo: 1 },
    { status: ORDER_STATUS.received, daysAgo: 2 },
  ];
}

export async function seedOrders(db: Kysely<DB>, now: Date = new Date()) {
  const seedDay = now.toISOString().slice(0, 10);
  const products = await db
    .selectFrom('product')
    .select(['item_number', 'description', 'kind', 'require_serial', 'weight_kg', 'lead_time_days'])
    .where('sellable', '=', true)
    .orderBy('item_number')
    .execute();
  const byKind = (kind: string) => products.filter((p) => p.kind === kind);
  const stoves = byKind('stove');
  const others = [...byKind('chimney'), ...byKind('accessory'), ...byKind('spare_part')];
  if (stoves.length === 0 || others.length === 0) throw new Error('The catalogue must be seeded before the orders');

  for (const [customerIndex, customer] of CUSTOMERS.entries()) {
    const rand = random(`orders:${customer.number}`);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
    const pricing = await db
      .selectFrom('customer')
      .innerJoin('price_list_item', 'price_list_item.price_list_id', 'customer.price_list_id')
      .select(['price_list_item.item_number', 'price_list_item.unit_price', 'customer.discount_percent'])
      .where('customer.customer_number', '=', customer.number)
      .execute();
    const price = new Map(pricing.map((p) => [p.item_number, p]));
    const delivery = await db
      .selectFrom('delivery_address')
      .selectAll()
      .where('customer_number', '=', customer.number)
      .orderBy('is_primary', 'desc')
      .execute();
    const orderers = customer.contacts.filter((c) => c.access !== 'none');
    const country = customer.market as Country;

    for (const [orderIndex, plan] of plans(rand).entries()) {
      const orderNumber = String(400_000 + customerIndex * 1_000 + orderIndex + 1);
      const orderDate = addDays(seedDay, -plan.daysAgo);
      // The promised dispatch day: ahead for open orders; for what has left the factory, the day it left,
      // before today (and for an order dispatched this week, the working day before today at the latest).
      const promised = nextWorkingDay(country, addDays(orderDate, 10 + Math.floor(rand() * 14)));
      const leftBy = addDays(seedDay, -1);
      const promiseDate =
        plan.status === ORDER_STATUS.dispatched || plan.status === ORDER_STATUS.delivered
          ? promised < leftBy
            ? promised
            : addDays(orderDate, Math.max(0, Math.floor(plan.daysAgo / 2)))
          : promised;
      const address = pick(delivery);
      const lines: { item: (typeof products)[number]; qty: number }[] = [];
      if (rand() < 0.75) lines.push({ item: pick(stoves), qty: 1 + (rand() < 0.2 ? 1 : 0) });
      const extra = 1 + Math.floor(rand() * 5);
      for (let i = 0; i < extra; i++) lines.push({ item: pick(others), qty: 1 + Math.floor(rand() * 4) });

      const priced = lines.map((line) => {
        const p = price.get(line.item.item_number);
        if (!p) throw new Error(`No price for ${line.item.item_number} in ${customer.number}'s list`);
        const unit = netUnitPrice(p.unit_price, p.discount_percent);
        return { ...line, list: p.unit_price, discount: p.discount_percent, net: Math.round(unit * line.qty * 100) / 100 };
      });
      const value = Math.round(priced.reduce((s, l) => s + l.net, 0) * 100) / 100;
      const weight = priced.reduce((s, l) => s + l.item.weight_kg * l.qty, 0);
      const shipped = plan.status === ORDER_STATUS.dispatched || plan.status === ORDER_STATUS.delivered;
      const trackingId = shipped
        ? `${country.toUpperCase()}${createHash('sha1').update(orderNumber).digest('hex').slice(0, 12).toUpperCase()}`
        : null;

      await db
        .insertInto('customer_order')
        .values({
          order_number: orderNumber,
          customer_number: customer.number,
          contact_id: contactId(pick(orderers).email),
          status: plan.status,
          order_date: orderDate,
          order_mark: pick(ORDER_MARKS[country]),
          customer_po: rand() < 0.6 ? `PO-${customer.number}-${100 + orderIndex}` : null,
          reference_no: null,
          message: rand() < 0.3 ? pick(ORDER_COMMENTS[country]) : null,
          delivery_type: rand() < 0.15 && !priced.some((l) => l.item.kind === 'stove') ? 'SAMLEV' : ' ',
          requested_date: orderDate,
          promise_date: promiseDate,
          tracking_id: trackingId,
          tracking_url: trackingId ? CARRIERS[country](trackingId) : null,
          currency: customer.currency,
          freight: value >= 60_000 || weight === 0 ? 0 : weight > 30 ? 890 : 195,
          order_value: value,
          ship_name: address?.name ?? customer.name,
          ship_address1: address?.line1 ?? customer.visiting[0],
          ship_address2: address?.line2 ?? null,
          ship_address3: null,
          ship_city: address?.city ?? customer.visiting[2],
          ship_postalcode: address?.postalcode ?? customer.visiting[1],
          ship_country: customer.country,
          notification_phone: null,
          idempotency_key: null,
          cancelled_at: plan.status === ORDER_STATUS.cancelled ? new Date(`${orderDate}T12:00:00Z`) : null,
          // Confirmed the working day after it came; left the factory on its promised day (above).
          confirmed_at:
            plan.status >= ORDER_STATUS.confirmed && plan.status !== ORDER_STATUS.cancelled
              ? new Date(`${nextWorkingDay(country, addDays(orderDate, 1))}T09:00:00Z`)
              : null,
          dispatched_at: shipped && promiseDate ? new Date(`${promiseDate}T12:00:00Z`) : null,
        })
        .execute();

      await db
        .insertInto('order_line')
        .values(
          priced.map((l, i) => ({
            order_number: orderNumber,
            line_sequence: i + 1,
            item_number: l.item.item_number,
            description: describedFor(country, l.item.item_number, l.item.description),
            ordered_qty: l.qty,
            shipped_qty: shipped ? l.qty : 0,
            price: l.list,
            discount: l.discount,
            net_sales_amt: l.net,
            config_header_id: null,
          })),
        )
        .execute();

      const comments = priced.flatMap((_, i) =>
        rand() < 0.15 ? [{ order_number: orderNumber, line_sequence: i + 1, position: 1, comment: pick(ORDER_COMMENTS[country]) }] : [],
      );
      if (comments.length) await db.insertInto('order_line_comment').values(comments).execute();

      // Delivered stoves carry serial numbers: 10 digits, or 14 for the newer production line.
      if (plan.status === ORDER_STATUS.delivered) {
        const serials = stoveSerials(
          orderNumber,
          orderDate,
          priced.map((l, i) => ({ lineSequence: i + 1, quantity: l.qty, requireSerial: l.item.require_serial })),
          customerIndex + orderIndex,
        );
        if (serials.length)
          await db
            .insertInto('order_line_serial')
            .values(serials)
            .onConflict((oc) => oc.doNothing())
            .execute();
      }
    }
  }

  // A finished maintenance window and a planned one that was called off: ordering is open.
  await db
    .insertInto('maintenance_window')
    .values([
      { from_date: new Date(`${addDays(seedDay, -60)}T18:00:00Z`), to_date: new Date(`${addDays(seedDay, -60)}T22:00:00Z`), statuscode: 1 },
      { from_date: new Date(`${addDays(seedDay, 20)}T18:00:00Z`), to_date: new Date(`${addDays(seedDay, 20)}T22:00:00Z`), statuscode: 2 },
    ])
    .execute();
}
