import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ORDER_STATUS, PAYMENT_TERM_DAYS } from '@portal/contracts';
import type { DB } from '../platform/db/schema.js';
import { addDays, nextWorkingDay, type Country } from '../platform/calendar/delivery-calendar.js';
import { freight } from '../modules/order/freight.js';
import { netUnitPrice } from '../modules/catalogue/pricing.js';
import { amountsWithVat, vatRuleFor } from '@portal/contracts/vat';
import { contactId, CUSTOMERS } from './customers.js';
import { describedFor, ORDER_MARKS } from './order-words.js';
import { stoveSerials } from './serial-numbers.js';
import { round2 } from '@portal/contracts/money';

/**
 * Invoices for every reseller:
 * - one per delivered order, dated the working day after delivery;
 * - an invoiced sales history, monthly from 1 January two years back up to the seed day, with
 *   both brands, autumn peaks and some growth, so that every sales figure has a year to compare.
 * Due 30 days after the invoice date. Paid (a payment date) except the newest invoice, most of
 * those not yet due, and the two most recent whose due date has passed: those show as overdue.
 * Dates count back from the seed day; everything else is the same on every run.
 */

/** Unpaid invoices past their due date on the seed day, per reseller. */
export const OVERDUE_PER_CUSTOMER = 2;
const FIRST_INVOICE_NUMBER = 700_001;
const FIRST_HISTORY_ORDER_NUMBER = 300_001;
const BATCH = 250;

function random(seed: string) {
  let counter = 0;
  return () => createHash('sha256').update(`${seed}:${counter++}`).digest().readUInt32BE(0) / 0x1_0000_0000;
}

/** Marks a reseller writes on its orders, in its own language. */
/** Stoves sell in autumn: invoices per month relative to the year's average, January first. */
const SEASON = [0.7, 0.6, 0.7, 0.8, 0.8, 0.7, 0.6, 0.9, 1.3, 1.6, 1.6, 1.3];
const INVOICES_PER_MONTH = 3.5;
/** Each year back sold this much less, at prices this much lower. */
const YEARLY_GROWTH = 0.07;
const YEARLY_PRICE_RISE = 0.03;

type Line = { itemNumber: string; description: string; quantity: number; price: number; discount: number; net: number };
type Planned = {
  customerNumber: string;
  orderNumber: string | null;
  orderMark: string | null;
  invoiceDate: string;
  currency: string;
  freight: number;
  lines: Line[];
  paidDate?: string | null;
};

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export async function seedInvoices(db: Kysely<DB>, now: Date = new Date()) {
  const seedDay = now.toISOString().slice(0, 10);
  const seedYear = Number(seedDay.slice(0, 4));
  const seedMonth = Number(seedDay.slice(5, 7));
  const products = await db
    .selectFrom('product')
    .select(['item_number', 'description', 'kind', 'brand', 'weight_kg', 'require_serial'])
    .where('sellable', '=', true)
    .orderBy('item_number')
    .execute();
  const stovesOf = (brand: string) => products.filter((p) => p.kind === 'stove' && p.brand === brand);
  const othersOf = (brand: string | null) => products.filter((p) => p.kind !== 'stove' && (brand === null || p.brand === brand));
  if (stovesOf('NF').length === 0 || stovesOf('GH').length === 0) throw new Error('The catalogue must be seeded before the invoices');
  const weight = new Map(products.map((p) => [p.item_number, p.weight_kg]));

  const delivered = await db
    .selectFrom('customer_order')
    .select(['order_number', 'customer_number', 'order_mark', 'order_date', 'promise_date', 'currency', 'freight'])
    .where('status', '=', ORDER_STATUS.delivered)
    .orderBy('order_number')
    .execute();
  const deliveredLines = await db
    .selectFrom('order_line')
    .innerJoin('customer_order', 'customer_order.order_number', 'order_line.order_number')
    .select(['order_line.order_number', 'item_number', 'description', 'ordered_qty', 'price', 'discount', 'net_sales_amt'])
    .where('customer_order.status', '=', ORDER_STATUS.delivered)
    .orderBy('order_line.order_number')
    .orderBy('line_sequence')
    .execute();

  const planned: Planned[] = [];
  for (const [customerIndex, customer] of CUSTOMERS.entries()) {
    const country = customer.market as Country;
    const rand = random(`invoices:${customer.number}`);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
    const own: Planned[] = [];

    // An invoice for each delivered order, the working day after delivery.
    for (const order of delivered.filter((o) => o.customer_number === customer.number)) {
      const deliveredOn = order.promise_date ?? order.order_date;
      const invoiceDate = nextWorkingDay(country, addDays(deliveredOn, 1));
      own.push({
        customerNumber: customer.number,
        orderNumber: order.order_number,
        orderMark: order.order_mark,
        invoiceDate: invoiceDate > seedDay ? seedDay : invoiceDate,
        currency: order.currency,
        freight: order.freight,
        lines: deliveredLines
          .filter((l) => l.order_number === order.order_number)
          .map((l) => ({
            itemNumber: l.item_number,
            description: l.description,
            quantity: l.ordered_qty,
            price: l.price,
            discount: l.discount,
            net: l.net_sales_amt,
          })),
      });
    }

    // The invoiced sales history, month by month.
    const pricing = await db
      .selectFrom('customer')
      .innerJoin('price_list_item', 'price_list_item.price_list_id', 'customer.price_list_id')
      .select(['price_list_item.item_number', 'price_list_item.unit_price', 'customer.discount_percent'])
      .where('customer.customer_number', '=', customer.number)
      .execute();
    const price = new Map(pricing.map((p) => [p.item_number, p]));
    const nordflammeShare = 0.4 + (customerIndex % 3) * 0.1;
    for (let year = seedYear - 2; year <= seedYear; year++) {
      const yearsBack = seedYear - year;
      const lastMonth = year === seedYear ? seedMonth : 12;
      for (let month = 1; month <= lastMonth; month++) {
        const lastDay = year === seedYear && month === seedMonth ? Number(seedDay.slice(8, 10)) : daysInMonth(year, month);
        const expected = INVOICES_PER_MONTH * SEASON[month - 1]! * (1 + YEARLY_GROWTH * (2 - yearsBack));
        // The month under way has invoices so far only, but at least one.
        const share = year === seedYear && month === seedMonth ? lastDay / daysInMonth(year, month) : 1;
        const count = Math.max(1, Math.round(expected * share * (0.75 + rand() * 0.5)));
        for (let n = 0; n < count; n++) {
          const day = iso(year, month, 1 + Math.floor(rand() * lastDay));
          const working = nextWorkingDay(country, day);
          const invoiceDate = working <= iso(year, month, lastDay) ? working : day;
          const brand = rand() < nordflammeShare ? 'NF' : 'GH';
          const chosen: { item: (typeof products)[number]; quantity: number }[] = [];
          if (rand() < 0.75) chosen.push({ item: pick(stovesOf(brand)), quantity: rand() < 0.15 ? 2 : 1 });
          const extra = 1 + Math.floor(rand() * 4);
          for (let i = 0; i < extra; i++)
            chosen.push({ item: pick(rand() < 0.6 ? othersOf(brand) : othersOf(null)), quantity: 1 + Math.floor(rand() * 4) });

          const priceIndex = 1 - YEARLY_PRICE_RISE * yearsBack;
          const lines = chosen.map(({ item, quantity }): Line => {
            const p = price.get(item.item_number);
            if (!p) throw new Error(`No price for ${item.item_number} in ${customer.number}'s list`);
            const listPrice = round2(p.unit_price * priceIndex);
            return {
              itemNumber: item.item_number,
              description: describedFor(country, item.item_number, item.description),
              quantity,
              price: listPrice,
              discount: p.discount_percent,
              net: round2(netUnitPrice(listPrice, p.discount_percent) * quantity),
            };
          });
          const net = round2(lines.reduce((s, l) => s + l.net, 0));
          const weightKg = chosen.reduce((s, c) => s + (weight.get(c.item.item_number) ?? 0) * c.quantity, 0);
          own.push({
            customerNumber: customer.number,
            orderNumber: null,
            orderMark: rand() < 0.12 ? null : pick(ORDER_MARKS[country]),
            invoiceDate,
            currency: customer.currency,
            freight: freight({ country, currency: customer.currency, weightKg, netValue: net, coDelivery: false }) ?? 0,
            lines,
          });
        }
      }
    }

    // Payments: the newest invoice is open; of the rest not yet due most are open, some paid early;
    // the two most recent past their due date stay unpaid (overdue); everything older is paid.
    own.sort((a, b) => b.invoiceDate.localeCompare(a.invoiceDate) || (a.orderNumber ?? '').localeCompare(b.orderNumber ?? ''));
    let overdue = 0;
    own.forEach((invoice, i) => {
      const due = addDays(invoice.invoiceDate, PAYMENT_TERM_DAYS);
      if (i === 0) invoice.paidDate = null;
      else if (due > seedDay) {
        const early = invoice.invoiceDate <= addDays(seedDay, -10) && rand() < 0.3;
        invoice.paidDate = early ? addDays(invoice.invoiceDate, 7) : null;
      } else if (due < seedDay && overdue < OVERDUE_PER_CUSTOMER) {
        // One due on the seed day itself is paid: whether it would be overdue depends on the market's clock
        // (a German dealer's day starts an hour or two before the seed's UTC day ends).
        overdue++;
        invoice.paidDate = null;
      } else {
        const paid = addDays(invoice.invoiceDate, 5 + Math.floor(rand() * 30));
        invoice.paidDate = paid > seedDay ? seedDay : paid;
      }
    });
    planned.push(...own);
  }

  // Numbers run with time, across resellers, as the ERP gives them out.
  planned.sort(
    (a, b) =>
      a.invoiceDate.localeCompare(b.invoiceDate) ||
      a.customerNumber.localeCompare(b.customerNumber) ||
      (a.orderNumber ?? '').localeCompare(b.orderNumber ?? ''),
  );
  // VAT as the company's rules say for each dealer's market and VAT number.
  const rules = await db.selectFrom('market_invoicing').selectAll().execute();
  const dealers = await db.selectFrom('customer').select(['customer_number', 'market', 'vat_number']).execute();
  const vatOf = new Map(
    dealers.map((d) => [
      d.customer_number,
      {
        ...vatRuleFor(
          rules.find((r) => r.market === d.market)!,
          rules.find((r) => r.market === 'se')!,
          d.vat_number,
        ),
        vatNumber: d.vat_number,
      },
    ]),
  );
  let historyOrder = FIRST_HISTORY_ORDER_NUMBER;
  const invoices = planned.map((p, i) => {
    const vat = vatOf.get(p.customerNumber)!;
    const amounts = amountsWithVat(
      p.lines.map((l) => l.net),
      p.freight,
      vat.vatPercent,
    );
    return {
      invoice_number: String(FIRST_INVOICE_NUMBER + i),
      customer_number: p.customerNumber,
      order_number: p.orderNumber ?? String(historyOrder++),
      order_mark: p.orderMark,
      invoice_date: p.invoiceDate,
      due_date: addDays(p.invoiceDate, PAYMENT_TERM_DAYS),
      currency: p.currency,
      net_total: amounts.netTotal,
      freight: p.freight,
      vat: amounts.vat,
      total: amounts.total,
      paid_date: p.paidDate ?? null,
      vat_treatment: vat.treatment,
      vat_percent: vat.vatPercent,
      customer_vat_number: vat.vatNumber,
    };
  });
  const lines = planned.flatMap((p, i) =>
    p.lines.map((l, seq) => ({
      invoice_number: invoices[i]!.invoice_number,
      line_sequence: seq + 1,
      item_number: l.itemNumber,
      description: l.description,
      quantity: l.quantity,
      price: l.price,
      discount: l.discount,
      net_sales_amt: l.net,
    })),
  );
  // Every invoice belongs to an order the dealer can open: the sales history's invoices get the
  // delivered orders they billed, ordered two weeks before delivery, delivered the working day before
  // the invoice, by one of the dealer's users, to its primary delivery address.
  const historyOrders = planned.flatMap((p, i) => {
    if (p.orderNumber !== null) return [];
    const customer = CUSTOMERS.find((c) => c.number === p.customerNumber)!;
    const country = customer.market as Country;
    const orderers = customer.contacts.filter((c) => c.access !== 'none');
    const address = customer.delivery.find((d) => d.primary) ?? customer.delivery[0];
    const invoice = invoices[i]!;
    const delivered = addDays(invoice.invoice_date, -1);
    return [
      {
        order: {
          order_number: invoice.order_number,
          customer_number: customer.number,
          contact_id: contactId(orderers[i % orderers.length]!.email),
          status: ORDER_STATUS.delivered,
          order_date: addDays(delivered, -14),
          order_mark: p.orderMark,
          customer_po: null,
          reference_no: null,
          message: null,
          delivery_type: ' ',
          requested_date: addDays(delivered, -14),
          // Dispatched a few working days before delivery (never on or after it, whatever the holidays).
          promise_date: [nextWorkingDay(country, addDays(delivered, -3)), addDays(delivered, -1)].sort()[0]!,
          tracking_id: null,
          tracking_url: null,
          currency: p.currency,
          freight: p.freight,
          order_value: invoice.net_total,
          ship_name: address?.name ?? customer.name,
          ship_address1: address?.line1 ?? customer.visiting[0],
          ship_address2: address?.line2 ?? null,
          ship_address3: null,
          ship_city: address?.city ?? customer.visiting[2],
          ship_postalcode: address?.postalcode ?? customer.visiting[1],
          ship_country: customer.country,
          notification_phone: null,
          idempotency_key: null,
          cancelled_at: null,
        },
        lines: p.lines.map((l, seq) => ({
          order_number: invoice.order_number,
          line_sequence: seq + 1,
          item_number: l.itemNumber,
          description: l.description,
          ordered_qty: l.quantity,
          shipped_qty: l.quantity,
          price: l.price,
          discount: l.discount,
          net_sales_amt: l.net,
          config_header_id: null,
        })),
      },
    ];
  });
  for (let i = 0; i < historyOrders.length; i += BATCH)
    await db
      .insertInto('customer_order')
      .values(historyOrders.slice(i, i + BATCH).map((h) => h.order))
      .execute();
  const historyLines = historyOrders.flatMap((h) => h.lines);
  for (let i = 0; i < historyLines.length; i += BATCH)
    await db
      .insertInto('order_line')
      .values(historyLines.slice(i, i + BATCH))
      .execute();
  // Their stoves carry serial numbers, so a complaint can name one.
  const serialRequired = new Set(products.filter((p) => p.require_serial).map((p) => p.item_number));
  const historySerials = historyOrders.flatMap((h, i) =>
    stoveSerials(
      h.order.order_number,
      h.order.order_date,
      h.lines.map((l) => ({ lineSequence: l.line_sequence, quantity: l.ordered_qty, requireSerial: serialRequired.has(l.item_number) })),
      i,
    ),
  );
  for (let i = 0; i < historySerials.length; i += BATCH)
    await db
      .insertInto('order_line_serial')
      .values(historySerials.slice(i, i + BATCH))
      .onConflict((oc) => oc.doNothing())
      .execute();

  for (let i = 0; i < invoices.length; i += BATCH)
    await db
      .insertInto('invoice')
      .values(invoices.slice(i, i + BATCH))
      .execute();
  for (let i = 0; i < lines.length; i += BATCH)
    await db
      .insertInto('invoice_line')
      .values(lines.slice(i, i + BATCH))
      .execute();
}
