import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { languageForMarket, toMarket, todayInMarket, type Language } from '@portal/contracts/languages';
import { DELIVERY_TYPES, ORDER_STATUS, type DeliveryType } from '@portal/contracts/order';
import { amountsWithVat, vatRuleFor } from '@portal/contracts/vat';
import { CreditHoldReason } from '@portal/contracts/finance';
import {
  ORDER_TRANSITIONS,
  mayMoveOrder,
  type CreateShipmentRequest,
  MAX_CREDIT_HOLDS,
  type CreditHoldsResponse,
  type OrderStatusCode,
  type SetOrderStatusRequest,
  type SetOrdersStatusRequest,
  type StaffOrderDetail,
  type StaffOrderRow,
  type StaffOrdersQuery,
  type StaffOrdersFilter,
  type StaffOrdersExportQuery,
  type StaffOrdersResponse,
} from '@portal/contracts/staff-order';
import { isoWeekOf, mondayOfIsoWeek } from '@portal/contracts/iso-week';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import { addDays } from '../../platform/calendar/delivery-calendar.js';
import { AppError, badRequest, found } from '../../platform/errors.js';
import { invoiceFileName, paymentStatus, type InvoiceLedger } from '../invoice/invoice.module.js';
import type { NewSerial, OrderChange, OrderDeskRepository } from './order-desk.repository.js';
import type { OrderShipmentReads } from './order-shipment.repository.js';
import { lineAmount } from './order-placement.js';
import { erpInvoiceDisagreement } from './erp-invoice.js';
import type { OrderConfirmationDocumentSource } from './order-confirmation.js';
import { isEditable } from './order-edit.js';
import { confirmationMessage } from './order-confirmation.js';
import { orderConfirmationFileName } from './order-confirmation-pdf.js';
import type { CreditSource } from './order-credit.js';
import type { OrderRepository } from './order.repository.js';
import { pagingOf } from '../../platform/db/list-page.js';
import { exportFile, exportLanguage, exportName, type ExportColumn } from '../../platform/export/table-export.js';
import { translateStaff } from '../../platform/i18n.js';
import type { BulkResponse } from '@portal/contracts/staff-common';
import { bulkOutcomeInChunks } from '../../platform/bulk.js';

import { parseListSort } from '@portal/contracts/staff-common';
import type { IntegrationInvoiceRequest } from '@portal/contracts/integration-api';
import type { InTransaction, InTransactionOfRows } from '../../platform/db/transactional.js';
import { isoTime as iso } from '../../platform/iso-time.js';

type Query = z.output<typeof StaffOrdersQuery>;
type Filter = z.output<typeof StaffOrdersFilter>;
type ExportQuery = z.output<typeof StaffOrdersExportQuery>;
type Body = z.output<typeof SetOrderStatusRequest>;
type BulkBody = z.output<typeof SetOrdersStatusRequest>;
type ShipmentBody = z.output<typeof CreateShipmentRequest>;
type ErpInvoiceRequest = z.output<typeof IntegrationInvoiceRequest>;

export type OrderDeskRepositories = {
  orders: OrderDeskRepository;
  invoices: InvoiceLedger;
  /** The order confirmation's data, which a released order's orderer receives as on placement. */
  confirmation: OrderRepository['confirmation'];
};

export type OrderDeskDeps = OrderDeskRepositories & {
  transaction: InTransaction<OrderDeskRepositories>;
  /** A transaction whose steps each run in a savepoint: a bulk move's chunk of orders (ADR 0090). */
  transactionOfRows: InTransactionOfRows<OrderDeskRepositories>;
  shipments: OrderShipmentReads;
  credit: CreditSource;
  /** The order confirmation the dealer has, made as for the dealer. */
  confirmationDocument: OrderConfirmationDocumentSource;
  now: () => Date;
};

/** What of an order line a shipment carries. */
export type ShippedLine = { line_sequence: number; quantity: number };
/** Serial numbers typed for a line of a shipment; field: where a refusal points. */
type TypedSerials = { lineSequence: number; serialNumbers: string[]; field: string }[];
type Dispatch = { carrier: string; trackingId: string; trackingUrl: string | null };
type LockedOrder = NonNullable<Awaited<ReturnType<OrderDeskRepository['lockOrder']>>>;

const statusCode = (status: number) => status as OrderStatusCode;
const notAllowed = (message: string) => new AppError(409, 'STATUS_TRANSITION_NOT_ALLOWED', message);

/** Serial numbers given for a shipment as one list: they go to its serial-numbered units in the order of its lines. */
function typedInOrder(
  lines: readonly { line_sequence: number; require_serial: boolean }[],
  shipped: readonly ShippedLine[],
  serialNumbers: readonly string[],
): TypedSerials {
  const rest = [...serialNumbers];
  const typed: TypedSerials = [];
  for (const line of lines.filter((l) => l.require_serial)) {
    const quantity = shipped.find((s) => s.line_sequence === line.line_sequence)?.quantity ?? 0;
    if (quantity > 0 && rest.length > 0)
      typed.push({ lineSequence: line.line_sequence, serialNumbers: rest.splice(0, quantity), field: 'serialNumbers' });
  }
  if (rest.length > 0) throw badRequest('serialNumbers', 'More serial numbers than serial-numbered units in the shipment');
  return typed;
}

/** A new serial number in the older production line's form (10 digits, starting with 1). */
const generatedSerial = () => `1${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

/** The order desk: customer service moves every dealer's order from received to delivered, which invoices it. */
export function createOrderDeskService(deps: OrderDeskDeps) {
  const { orders, invoices } = deps;
  const today = (market: string) => todayInMarket(toMarket(market), deps.now());

  async function detail(orderNumber: string): Promise<StaffOrderDetail> {
    const row = await found(orders.order(orderNumber), 'Order');
    const [lines, serials, orderInvoices, history, shipments] = await Promise.all([
      orders.lines(orderNumber),
      orders.serials(orderNumber),
      invoices.forOrder(orderNumber),
      orders.history(orderNumber),
      deps.shipments.shipments(orderNumber),
    ]);
    const invoiceOf = (invoice: (typeof orderInvoices)[number]) => ({
      invoiceNumber: invoice.invoice_number,
      invoiceDate: invoice.invoice_date,
      dueDate: invoice.due_date,
      total: invoice.total,
      currency: invoice.currency,
      paidDate: invoice.paid_date,
      paymentStatus: paymentStatus(invoice.paid_date, invoice.due_date, today(row.market)),
    });
    const partlyShipped = lines.some((l) => l.shipped_qty > 0);
    return {
      orderNumber: row.order_number,
      customerNumber: row.customer_number,
      customerName: row.customer_name,
      market: toMarket(row.market),
      status: statusCode(row.status),
      orderDate: row.order_date,
      promiseDate: row.promise_date,
      orderMark: row.order_mark,
      orderValue: row.order_value,
      currency: row.currency,
      trackingId: row.tracking_id,
      requestedDate: row.requested_date,
      deliveryType: (row.delivery_type === DELIVERY_TYPES.coDelivery ? DELIVERY_TYPES.coDelivery : DELIVERY_TYPES.standard) as DeliveryType,
      referenceNo: row.reference_no,
      freight: row.freight,
      deliveryAddress: {
        name: row.ship_name,
        lines: [row.ship_address1, row.ship_address2, row.ship_address3].filter((l): l is string => !!l && l.trim() !== ''),
        postalCode: row.ship_postalcode,
        city: row.ship_city,
        country: row.ship_country,
      },
      notificationPhone: row.notification_phone,
      carrier: row.carrier,
      trackingUrl: row.tracking_url,
      cancelReason: row.cancel_reason,
      cancelMessage: row.cancel_message,
      lines: lines.map((l) => ({
        lineSequence: l.line_sequence,
        itemNumber: l.item_number,
        description: l.description,
        quantity: l.ordered_qty,
        shippedQuantity: l.shipped_qty,
        price: l.price,
        discount: l.discount,
        netAmount: l.net_sales_amt,
        requiresSerial: l.require_serial,
        serialNumbers: serials.filter((s) => s.line_sequence === l.line_sequence).map((s) => s.serial_number),
        configHeaderId: l.config_header_id,
      })),
      invoice: orderInvoices.length > 0 ? invoiceOf(orderInvoices[orderInvoices.length - 1]!) : null,
      invoices: orderInvoices.map(invoiceOf),
      shipments,
      history: history.map((h) => ({ action: h.action, at: iso(h.at), staffName: h.staff_name, after: h.after })),
      // Once part of it has left, an order is no longer cancelled: what is open is changed instead.
      nextStatuses: (ORDER_TRANSITIONS[statusCode(row.status)] ?? []).filter((s) => !(partlyShipped && s === ORDER_STATUS.cancelled)),
      editable: isEditable(row.status),
    };
  }

  /**
   * The serial numbers of a shipment: typed ones checked, the rest generated, one per unit shipped of
   * each serial-numbered line.
   */
  async function serialsFor(
    repos: OrderDeskRepositories,
    orderNumber: string,
    shipped: readonly ShippedLine[],
    typed: TypedSerials,
    shipmentId: number,
  ): Promise<NewSerial[]> {
    const lines = await repos.orders.lines(orderNumber);
    const quantityOf = (seq: number) => shipped.find((l) => l.line_sequence === seq)?.quantity ?? 0;
    typed.forEach((entry) => {
      const line = lines.find((l) => l.line_sequence === entry.lineSequence);
      if (!line || !line.require_serial || quantityOf(line.line_sequence) === 0)
        throw badRequest(entry.field, 'This line takes no serial numbers in this shipment');
      const given = typed.filter((e) => e.lineSequence === entry.lineSequence).reduce((n, e) => n + e.serialNumbers.length, 0);
      if (given > quantityOf(line.line_sequence))
        throw badRequest(entry.field, `At most ${quantityOf(line.line_sequence)} serial numbers for this line`);
    });
    const all = typed.flatMap((e) => e.serialNumbers);
    const duplicate = all.find((s, i) => all.indexOf(s) !== i);
    if (duplicate) throw badRequest('serials', `Serial number ${duplicate} is given twice`);
    const taken = await repos.orders.serialsInUse(all);
    if (taken.length > 0) throw new AppError(409, 'SERIAL_NUMBER_IN_USE', `Serial number ${taken.join(', ')} is already in use`);

    const rows: NewSerial[] = [];
    const used = new Set(all);
    for (const line of lines.filter((l) => l.require_serial && quantityOf(l.line_sequence) > 0)) {
      const numbers = typed.filter((e) => e.lineSequence === line.line_sequence).flatMap((e) => e.serialNumbers);
      while (numbers.length < quantityOf(line.line_sequence)) {
        const candidate = generatedSerial();
        if (used.has(candidate) || (await repos.orders.serialsInUse([candidate])).length > 0) continue;
        used.add(candidate);
        numbers.push(candidate);
      }
      const production = `P${today('se').slice(2, 4)}${orderNumber.slice(-5)}`;
      rows.push(
        ...numbers.map((serial) => ({
          serial_number: serial,
          order_number: orderNumber,
          line_sequence: line.line_sequence,
          production_nbr: production,
          shipment_id: shipmentId,
        })),
      );
    }
    return rows;
  }

  /** A shipment leaves: its lines counted as shipped, its serial numbers kept; the order carries its tracking. */
  async function dispatch(repos: OrderDeskRepositories, orderNumber: string, shipped: ShippedLine[], how: Dispatch, typed: TypedSerials) {
    const shipmentId = await repos.orders.insertShipment(
      {
        order_number: orderNumber,
        carrier: how.carrier,
        tracking_id: how.trackingId,
        tracking_url: how.trackingUrl,
        dispatched_at: deps.now(),
      },
      shipped,
    );
    const serials = await serialsFor(repos, orderNumber, shipped, typed, shipmentId);
    await repos.orders.insertSerials(serials);
    return { shipmentId, serialNumbers: serials.map((s) => s.serial_number) };
  }

  /**
   * Delivery bills what was delivered: a shipment's lines (or, for an order dispatched before shipments
   * were kept, all its lines), with VAT and totals as every invoice has them. The order's freight is on
   * its first invoice.
   */
  async function createInvoice(
    repos: OrderDeskRepositories,
    order: { order_number: string; customer_number: string; order_mark: string | null; currency: string; freight: number; market: string },
    shipmentId: number | null,
  ) {
    // Where the ERP makes the invoices, delivery bills nothing here: the ERP records its own (ADR 0083).
    if (await repos.invoices.invoicesFromErp()) return { invoiceNumber: null, total: null };
    const orderLines = await repos.orders.lines(order.order_number);
    const shipped = shipmentId === null ? null : await repos.orders.shipmentLines(shipmentId);
    const lines = shipped
      ? orderLines.flatMap((l) => {
          const quantity = shipped.find((s) => s.line_sequence === l.line_sequence)?.quantity ?? 0;
          // Part of a line is billed at the line's own unit price.
          return quantity > 0
            ? [{ ...l, ordered_qty: quantity, net_sales_amt: lineAmount(l.net_sales_amt / l.ordered_qty, quantity) }]
            : [];
        })
      : orderLines;
    const freightCharged = (await repos.invoices.forOrder(order.order_number)).length === 0 ? order.freight : 0;
    const rule = await repos.invoices.vatRuleData(order.customer_number);
    const vat = vatRuleFor(rule.market, rule.domestic, rule.vatNumber);
    const amounts = amountsWithVat(
      lines.map((l) => l.net_sales_amt),
      freightCharged,
      vat.vatPercent,
    );
    const invoiceNumber = await repos.invoices.nextInvoiceNumber();
    const invoiceDate = today(order.market);
    await issueInvoice(
      repos,
      order,
      {
        invoice_number: invoiceNumber,
        customer_number: order.customer_number,
        order_number: order.order_number,
        order_mark: order.order_mark,
        invoice_date: invoiceDate,
        due_date: addDays(invoiceDate, rule.paymentTermsDays),
        currency: order.currency,
        net_total: amounts.netTotal,
        freight: amounts.freight,
        vat: amounts.vat,
        total: amounts.total,
        paid_date: null,
        vat_treatment: vat.treatment,
        vat_percent: vat.vatPercent,
        customer_vat_number: rule.vatNumber,
        shipment_id: shipmentId,
      },
      lines.map((l) => ({
        invoice_number: invoiceNumber,
        line_sequence: l.line_sequence,
        item_number: l.item_number,
        description: l.description,
        quantity: l.ordered_qty,
        price: l.price,
        discount: l.discount,
        net_sales_amt: l.net_sales_amt,
      })),
    );
    return { invoiceNumber, total: amounts.total };
  }

  /** Writes an invoice, and e-mails it as PDF to the dealer's administrators, in the caller's transaction. */
  async function issueInvoice(
    repos: OrderDeskRepositories,
    order: { order_number: string; customer_number: string; market: string },
    header: Parameters<OrderDeskRepositories['invoices']['insertInvoice']>[0],
    lines: Parameters<OrderDeskRepositories['invoices']['insertInvoice']>[1],
  ) {
    await repos.invoices.insertInvoice(header, lines);
    await repos.orders.notify({
      to: { adminsOf: order.customer_number },
      customerNumber: order.customer_number,
      message: {
        kind: 'invoice-issued',
        invoiceNumber: header.invoice_number,
        orderNumber: order.order_number,
        invoiceDate: header.invoice_date,
        dueDate: header.due_date,
        total: header.total,
        currency: header.currency,
      },
      attachments: [
        {
          document: 'invoice',
          ref: header.invoice_number,
          customerNumber: order.customer_number,
          filename: invoiceFileName(languageForMarket(order.market), header.invoice_number),
        },
      ],
    });
  }

  /** A shipment arrived: it is billed on its own invoice and counted as delivered. */
  async function deliver(repos: OrderDeskRepositories, order: LockedOrder, shipmentId: number) {
    const invoice = await createInvoice(repos, order, shipmentId);
    await repos.orders.markDelivered(shipmentId, deps.now());
    return { shipmentId, ...invoice };
  }

  /** The user who placed the order hears that it was confirmed, dispatched or cancelled. */
  async function tellOrderer(
    repos: OrderDeskRepositories,
    order: { order_number: string; customer_number: string; contact_id: string | null; order_mark: string | null },
    status: number,
    change: OrderChange,
    promiseWeek: string | undefined,
  ) {
    if (!order.contact_id) return;
    const about = { orderNumber: order.order_number, orderMark: order.order_mark };
    const message =
      status === ORDER_STATUS.confirmed
        ? ({ kind: 'order-confirmed', ...about, promiseWeek: promiseWeek! } as const)
        : status === ORDER_STATUS.dispatched
          ? ({
              kind: 'order-dispatched',
              ...about,
              carrier: change.carrier ?? '',
              trackingId: change.tracking_id ?? '',
              trackingUrl: change.tracking_url ?? null,
            } as const)
          : status === ORDER_STATUS.cancelled
            ? ({ kind: 'order-cancelled', ...about, message: change.cancel_message ?? null } as const)
            : null;
    if (message) await repos.orders.notify({ to: { contactId: order.contact_id }, customerNumber: order.customer_number, message });
  }

  /** A move along the order's path, audited (which tells integrations of it). */
  async function auditMove(
    repos: OrderDeskRepositories,
    staff: StaffPrincipal,
    current: LockedOrder,
    status: number,
    details: Record<string, unknown>,
  ) {
    await repos.orders.audit({
      staffId: staff.staffId,
      action: 'order.status',
      objectType: 'order',
      objectId: current.order_number,
      customerNumber: current.customer_number,
      before: { status: current.status },
      after: { status, ...details },
    });
  }

  /** Delivering the order delivers every shipment still on its way, each on its own invoice. */
  async function deliverAll(repos: OrderDeskRepositories, current: LockedOrder) {
    if (!(await repos.orders.hasShipments(current.order_number))) return createInvoice(repos, current, null);
    const invoices = [];
    for (const shipment of await repos.orders.undeliveredShipments(current.order_number))
      invoices.push(await deliver(repos, current, shipment.id));
    return { ...invoices[invoices.length - 1], invoices };
  }

  /** The order on credit hold, locked for the move; another status cannot be released or cancelled here. */
  async function lockHeld(repos: OrderDeskRepositories, orderNumber: string) {
    const current = await found(repos.orders.lockOrder(orderNumber), 'Order');
    if (current.status !== ORDER_STATUS.creditHold) throw notAllowed(`Order ${orderNumber} is not on credit hold`);
    return current;
  }

  /** Moves an order one step, audited (which tells integrations) in one transaction; false when it already had the status. */
  async function move(staff: StaffPrincipal, orderNumber: string, body: Body, externalReference?: string) {
    return deps.transaction(async (repos) =>
      moveLocked(repos, staff, await found(repos.orders.lockOrder(orderNumber), 'Order'), body, externalReference),
    );
  }

  /** The move of an order the caller's transaction holds locked. */
  async function moveLocked(
    repos: OrderDeskRepositories,
    staff: StaffPrincipal,
    current: LockedOrder,
    body: Body,
    externalReference?: string,
  ) {
    const orderNumber = current.order_number;
    // A resent move that already happened changes nothing.
    if (current.status === body.status) return false;
    if (!mayMoveOrder(current.status, body.status)) throw notAllowed(`An order in status ${current.status} cannot move to ${body.status}`);

    const change: OrderChange = { status: body.status };
    const details: Record<string, unknown> = externalReference ? { externalReference } : {};
    if (body.status === ORDER_STATUS.confirmed) {
      const monday = mondayOfIsoWeek(body.promiseWeek ?? '');
      if (!monday) throw badRequest('promiseWeek', 'A promised dispatch week is required');
      if (body.promiseWeek! < isoWeekOf(today(current.market)))
        throw badRequest('promiseWeek', 'The promised dispatch week has already passed');
      change.promise_date = monday;
      details['promiseWeek'] = body.promiseWeek;
    } else if (body.status === ORDER_STATUS.dispatched) {
      // Whatever is still open leaves as one shipment.
      change.carrier = body.carrier!;
      change.tracking_id = body.trackingId!;
      change.tracking_url = body.trackingUrl ?? null;
      const open = (await repos.orders.lines(orderNumber))
        .filter((l) => l.ordered_qty > l.shipped_qty)
        .map((l) => ({ line_sequence: l.line_sequence, quantity: l.ordered_qty - l.shipped_qty }));
      const typed = (body.serials ?? []).map((e, i) => ({ ...e, field: `serials.${i}.lineSequence` }));
      const shipment = await dispatch(
        repos,
        orderNumber,
        open,
        { carrier: change.carrier, trackingId: change.tracking_id, trackingUrl: change.tracking_url },
        typed,
      );
      Object.assign(details, {
        carrier: change.carrier,
        trackingId: change.tracking_id,
        trackingUrl: change.tracking_url,
        ...shipment,
      });
    } else if (body.status === ORDER_STATUS.delivered) {
      Object.assign(details, await deliverAll(repos, current));
    } else if (body.status === ORDER_STATUS.cancelled) {
      if ((await repos.orders.lines(orderNumber)).some((l) => l.shipped_qty > 0))
        throw new AppError(409, 'ORDER_PARTLY_DISPATCHED', 'Part of this order has left; change its open lines instead of cancelling it');
      change.cancel_reason = body.reason!;
      change.cancel_message = body.messageToDealer?.trim() || null;
      change.cancelled_at = deps.now();
      details['reason'] = body.reason;
      if (change.cancel_message) details['messageToDealer'] = change.cancel_message;
    }
    await repos.orders.change(orderNumber, change, deps.now());
    await tellOrderer(repos, current, body.status, change, body.promiseWeek);
    await auditMove(repos, staff, current, body.status, details);
    return true;
  }

  /** The queue's filter from the list's query, which its export takes too. */
  const deskFilter = (query: Filter | ExportQuery) => ({
    status: query.status,
    market: query.market,
    customerNumber: query.customerNumber || undefined,
    // Late: the promised week has ended, i.e. its Monday is more than six days ago (the company's calendar).
    promisedBefore: query.late === 'true' ? addDays(today('se'), -6) : undefined,
    from: query.from,
    to: query.to,
    // Whole weeks, by their Monday (a promise may name any day of its week): from the first Monday on
    // or after promisedFrom to the Sunday of promisedTo's week.
    promisedFrom: query.promisedFrom && mondayOfIsoWeek(isoWeekOf(addDays(query.promisedFrom, 6)))!,
    promisedTo: query.promisedTo && addDays(mondayOfIsoWeek(isoWeekOf(query.promisedTo))!, 6),
    channel: query.channel,
    search: query.search || undefined,
    orderNumbers: 'orderNumbers' in query ? query.orderNumbers : undefined,
    sort: parseListSort(query.sort),
  });

  const toRow = (r: Awaited<ReturnType<OrderDeskRepository['page']>>['rows'][number]): StaffOrderRow => ({
    orderNumber: r.order_number,
    customerNumber: r.customer_number,
    customerName: r.customer_name,
    market: toMarket(r.market),
    status: statusCode(r.status),
    orderDate: r.order_date,
    promiseDate: r.promise_date,
    orderMark: r.order_mark,
    orderValue: r.order_value,
    currency: r.currency,
    trackingId: r.tracking_id,
  });

  return {
    async list(query: Query): Promise<StaffOrdersResponse> {
      const { rows, total, capped } = await orders.page({ ...deskFilter(query), ...pagingOf(query) });
      return { items: rows.map(toRow), total, totalCapped: capped };
    },

    /** The orders the queue's filter finds, in its order, as a CSV or XLSX file with the queue's columns. */
    async exportList(query: ExportQuery, acceptLanguage: string | undefined) {
      const language = exportLanguage(acceptLanguage);
      const text = (key: string) => translateStaff(language, key);
      const columns: ExportColumn<StaffOrderRow>[] = [
        { header: 'order-desk.column.order', value: (r) => r.orderNumber },
        { header: 'order-desk.column.date', value: (r) => r.orderDate },
        { header: 'export.column.customer-number', value: (r) => r.customerNumber },
        { header: 'order-desk.column.dealer', value: (r) => r.customerName },
        { header: 'order-desk.column.market', value: (r) => text(`markets.${r.market}`) },
        { header: 'order-desk.column.mark', value: (r) => r.orderMark },
        { header: 'order-desk.column.value', value: (r) => r.orderValue },
        { header: 'export.column.currency', value: (r) => r.currency },
        { header: 'order-desk.column.week', value: (r) => (r.promiseDate ? isoWeekOf(r.promiseDate) : null) },
        { header: 'order-desk.column.status', value: (r) => text(`order-desk.status.${r.status}`) },
        { header: 'export.column.tracking', value: (r) => r.trackingId },
      ];
      async function* rows() {
        for await (const batch of orders.all(deskFilter(query))) yield batch.map(toRow);
      }
      return exportFile(query.format, exportName('orders', deps.now()), language, columns, rows());
    },

    get: detail,

    /** The credit hold queue: each order with its dealer's credit now, the oldest first. */
    async creditHolds(): Promise<CreditHoldsResponse> {
      const [rows, total] = await Promise.all([orders.creditHolds(MAX_CREDIT_HOLDS), orders.countCreditHolds()]);
      const standings = new Map<string, Awaited<ReturnType<CreditSource>>>();
      for (const customerNumber of new Set(rows.map((r) => r.customer_number)))
        standings.set(customerNumber, await deps.credit(customerNumber));
      return {
        items: rows.map((r) => {
          const credit = standings.get(r.customer_number)!;
          return {
            orderNumber: r.order_number,
            customerNumber: r.customer_number,
            customerName: r.customer_name,
            market: toMarket(r.market),
            orderDate: r.order_date,
            orderMark: r.order_mark,
            orderValue: r.order_value,
            orderTotal: amountsWithVat([r.order_value], r.freight, credit.vatPercent).total,
            currency: r.currency,
            reason: CreditHoldReason.catch('limit').parse(r.credit_hold_reason),
            creditLimit: credit.creditLimit,
            available: credit.available,
            blocked: credit.blocked,
          };
        }),
        total,
      };
    },

    /** Released from credit hold: received (10) and on its normal course; the orderer gets its confirmation as on placement. */
    async releaseCreditHold(staff: StaffPrincipal, orderNumber: string) {
      await deps.transaction(async (repos) => {
        const current = await lockHeld(repos, orderNumber);
        await repos.orders.change(orderNumber, { status: ORDER_STATUS.received }, deps.now());
        const confirmation = await repos.confirmation(current.customer_number, orderNumber);
        if (current.contact_id && confirmation)
          await repos.orders.notify({
            to: { contactId: current.contact_id },
            customerNumber: current.customer_number,
            message: confirmationMessage(confirmation),
            attachments: [
              {
                document: 'order-confirmation',
                ref: orderNumber,
                customerNumber: current.customer_number,
                filename: orderConfirmationFileName(languageForMarket(toMarket(current.market)), orderNumber),
              },
            ],
          });
        await repos.orders.audit({
          staffId: staff.staffId,
          action: 'order.status',
          objectType: 'order',
          objectId: orderNumber,
          customerNumber: current.customer_number,
          before: { status: current.status },
          after: { status: ORDER_STATUS.received, creditHoldReleased: true },
        });
      });
      return detail(orderNumber);
    },

    /** Cancelled from credit hold with a reason, which the orderer is e-mailed. */
    async cancelCreditHold(staff: StaffPrincipal, orderNumber: string, reason: string) {
      await deps.transaction(async (repos) => {
        const current = await lockHeld(repos, orderNumber);
        const change: OrderChange = {
          status: ORDER_STATUS.cancelled,
          cancel_reason: reason,
          cancel_message: reason,
          cancelled_at: deps.now(),
        };
        await repos.orders.change(orderNumber, change, deps.now());
        await tellOrderer(repos, current, ORDER_STATUS.cancelled, change, undefined);
        await repos.orders.audit({
          staffId: staff.staffId,
          action: 'order.status',
          objectType: 'order',
          objectId: orderNumber,
          customerNumber: current.customer_number,
          before: { status: current.status },
          after: { status: ORDER_STATUS.cancelled, reason, messageToDealer: reason, creditHold: true },
        });
      });
      return detail(orderNumber);
    },

    /** The order's confirmation as the dealer has it, in the language asked for or the dealer's market's. */
    async confirmationPdf(orderNumber: string, language: Language | undefined) {
      const order = await found(orders.order(orderNumber), 'Order');
      const document = await found(
        deps.confirmationDocument({
          customerNumber: order.customer_number,
          orderNumber,
          language: language ?? languageForMarket(order.market),
        }),
        'Order',
      );
      return { filename: document.filename, contentType: 'application/pdf', body: document.content };
    },

    /** `externalReference`: the ERP's reference of a move it made, kept in the move's audit row. */
    async setStatus(staff: StaffPrincipal, orderNumber: string, body: Body, externalReference?: string) {
      await move(staff, orderNumber, body, externalReference);
      return detail(orderNumber);
    },

    /**
     * Several orders moved as `setStatus` moves one, each in its own transaction: an order that cannot move is
     * reported with the reason and the others move (ADR 0084).
     */
    async setStatusOfMany(staff: StaffPrincipal, body: BulkBody): Promise<BulkResponse> {
      const { orderNumbers, ...step } = body;
      return bulkOutcomeInChunks(
        orderNumbers,
        new Map(orderNumbers.map((n) => [n, n])),
        deps.transactionOfRows,
        (repos, numbers) => repos.orders.lockOrders(numbers),
        async (repos, locked, orderNumber) =>
          moveLocked(repos, staff, await found(Promise.resolve(locked.get(orderNumber)), 'Order'), step),
      );
    },

    /**
     * Dispatches part of an order in production: some lines, or part of a line's quantity. What stays
     * open is the backorder, promised for the order's dispatch week (or the one given); the order is
     * dispatched when nothing is open any more.
     */
    async ship(staff: StaffPrincipal, orderNumber: string, body: ShipmentBody) {
      await deps.transaction(async (repos) => {
        const current = await found(repos.orders.lockOrder(orderNumber), 'Order');
        if (current.status !== ORDER_STATUS.inProduction)
          throw notAllowed(`Only an order in production is dispatched; this one is in status ${current.status}`);
        const lines = await repos.orders.lines(orderNumber);
        const shipped = new Map<number, number>();
        body.lines.forEach((wanted, i) => {
          const candidates = lines.filter((l) => l.item_number === wanted.itemNumber);
          if (candidates.length === 0) throw badRequest(`lines.${i}.itemNumber`, `Article ${wanted.itemNumber} is not on this order`);
          // An article on several lines is taken from the first with something open.
          let rest = wanted.quantity;
          for (const line of candidates) {
            const open = line.ordered_qty - line.shipped_qty - (shipped.get(line.line_sequence) ?? 0);
            const take = Math.min(open, rest);
            if (take > 0) shipped.set(line.line_sequence, (shipped.get(line.line_sequence) ?? 0) + take);
            rest -= take;
          }
          if (rest > 0)
            throw new AppError(
              409,
              'QUANTITY_NOT_OPEN',
              `Only ${wanted.quantity - rest} of ${wanted.itemNumber} are still to be dispatched`,
              {
                field: `lines.${i}.quantity`,
              },
            );
        });
        const shippedLines = [...shipped].map(([line_sequence, quantity]) => ({ line_sequence, quantity }));
        const how = { carrier: body.carrier, trackingId: body.trackingId, trackingUrl: body.trackingUrl ?? null };
        const shipment = await dispatch(repos, orderNumber, shippedLines, how, typedInOrder(lines, shippedLines, body.serialNumbers ?? []));
        const backorderMonday = body.backorderWeek ? mondayOfIsoWeek(body.backorderWeek)! : undefined;
        if (body.backorderWeek && body.backorderWeek < isoWeekOf(today(current.market)))
          throw badRequest('backorderWeek', 'The promised dispatch week has already passed');
        const done = lines.every((l) => l.ordered_qty <= l.shipped_qty + (shipped.get(l.line_sequence) ?? 0));
        const details = {
          ...how,
          ...shipment,
          lines: shippedLines.map((l) => ({
            itemNumber: lines.find((o) => o.line_sequence === l.line_sequence)!.item_number,
            lineNumber: l.line_sequence,
            quantity: l.quantity,
          })),
          ...(backorderMonday && !done ? { backorderWeek: body.backorderWeek } : {}),
        };
        await repos.orders.updateOrder(orderNumber, {
          carrier: how.carrier,
          tracking_id: how.trackingId,
          tracking_url: how.trackingUrl,
          ...(backorderMonday && !done ? { promise_date: backorderMonday } : {}),
        });
        await repos.orders.audit({
          staffId: staff.staffId,
          action: 'order.shipment',
          objectType: 'order',
          objectId: orderNumber,
          customerNumber: current.customer_number,
          before: null,
          after: details,
        });
        const change: OrderChange = {
          status: done ? ORDER_STATUS.dispatched : current.status,
          carrier: how.carrier,
          tracking_id: how.trackingId,
          tracking_url: how.trackingUrl,
        };
        await tellOrderer(repos, current, ORDER_STATUS.dispatched, change, undefined);
        // The last shipment dispatches the order.
        if (done) {
          await repos.orders.change(orderNumber, change, deps.now());
          await auditMove(repos, staff, current, ORDER_STATUS.dispatched, how);
        }
      });
      return detail(orderNumber);
    },

    /**
     * The ERP's invoice for a delivered order (ADR 0083): only where the back office says the invoices
     * come from the ERP, with the ERP's own number, checked amounts and the dealer's VAT rule, e-mailed
     * to the dealer's administrators as every invoice is. Answers the invoice's number.
     */
    async recordErpInvoice(actor: StaffPrincipal, request: ErpInvoiceRequest): Promise<string> {
      const disagreement = erpInvoiceDisagreement(request);
      if (disagreement) throw badRequest(disagreement.field, disagreement.message);
      return deps.transaction(async (repos) => {
        if (!(await repos.invoices.invoicesFromErp()))
          throw new AppError(
            409,
            'INVOICES_MADE_BY_PORTAL',
            'The portal makes the invoices when orders are delivered; the back office says whether they come from the ERP',
          );
        const order = await found(repos.orders.lockOrder(request.orderNumber), 'Order');
        if (order.status !== ORDER_STATUS.delivered && !(await repos.orders.hasDeliveredShipment(order.order_number)))
          throw new AppError(409, 'ORDER_NOT_DELIVERED', `Order ${order.order_number} has not been delivered, in whole or in part`);
        if (request.currency && request.currency !== order.currency)
          throw badRequest('currency', `Order ${order.order_number} is in ${order.currency}`);
        if (await repos.invoices.numberTaken(request.invoiceNumber))
          throw new AppError(409, 'INVOICE_NUMBER_TAKEN', `Invoice number ${request.invoiceNumber} is taken`);
        const rule = await repos.invoices.vatRuleData(order.customer_number);
        const vat = vatRuleFor(rule.market, rule.domestic, rule.vatNumber);
        await issueInvoice(
          repos,
          order,
          {
            invoice_number: request.invoiceNumber,
            customer_number: order.customer_number,
            order_number: order.order_number,
            order_mark: order.order_mark,
            invoice_date: request.invoiceDate,
            due_date: request.dueDate,
            currency: order.currency,
            net_total: request.netTotal,
            freight: request.freight,
            vat: request.vat,
            total: request.total,
            paid_date: null,
            vat_treatment: vat.treatment,
            vat_percent: request.vatPercent,
            customer_vat_number: rule.vatNumber,
            source: 'erp',
            external_reference: request.externalReference || null,
          },
          request.lines.map((l, i) => ({
            invoice_number: request.invoiceNumber,
            line_sequence: i + 1,
            item_number: l.itemNumber,
            description: l.description,
            quantity: l.quantity,
            price: l.price,
            discount: l.discountPercent,
            net_sales_amt: l.netAmount,
          })),
        );
        await repos.orders.audit({
          staffId: actor.staffId,
          action: 'invoice.erp',
          objectType: 'invoice',
          objectId: request.invoiceNumber,
          customerNumber: order.customer_number,
          before: null,
          after: { orderNumber: order.order_number, total: request.total, externalReference: request.externalReference || null },
        });
        return request.invoiceNumber;
      });
    },

    /** A shipment arrived: it is invoiced; the order is delivered when all of it was dispatched and has arrived. */
    async deliverShipment(staff: StaffPrincipal, orderNumber: string, shipmentId: number) {
      await deps.transaction(async (repos) => {
        const current = await found(repos.orders.lockOrder(orderNumber), 'Order');
        const [shipment] = await repos.orders.undeliveredShipments(orderNumber, shipmentId);
        if (!shipment) throw new AppError(404, 'NOT_FOUND', 'Shipment not found');
        // Delivered already: told again, nothing is billed twice.
        if (shipment.delivered_at) return;
        const delivered = await deliver(repos, current, shipmentId);
        await repos.orders.audit({
          staffId: staff.staffId,
          action: 'order.shipment-delivered',
          objectType: 'order',
          objectId: orderNumber,
          customerNumber: current.customer_number,
          before: null,
          after: delivered,
        });
        const rest = await repos.orders.undeliveredShipments(orderNumber);
        if (current.status === ORDER_STATUS.dispatched && rest.length === 0) {
          await repos.orders.change(orderNumber, { status: ORDER_STATUS.delivered }, deps.now());
          await auditMove(repos, staff, current, ORDER_STATUS.delivered, { invoices: [delivered] });
        }
      });
      return detail(orderNumber);
    },
  };
}
export type OrderDeskService = ReturnType<typeof createOrderDeskService>;
