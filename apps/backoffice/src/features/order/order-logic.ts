/**
 * The order desk's rules as pure functions: its queue's filters, how an order's facts read, which
 * steps an order allows now, and what each step sends and what is wrong with it.
 */
import { isoWeekOf } from '@portal/contracts/iso-week';
import { DELIVERY_TYPES, ORDER_STATUS, type OrderChannel } from '@portal/contracts/order';
import {
  type BULK_ORDER_STATUSES,
  SetOrderStatusRequest,
  SetOrdersStatusRequest,
  type CreateShipmentRequest,
  type EditOrderLinesRequest,
  OrderStatusCode,
  type StaffHistoryEntry,
  type StaffOrderDetail,
} from '@portal/contracts/staff-order';
import { ApiError } from '@portal/ui/auth';
import { schemaProblems } from '@portal/ui/form';
import { problemMessage, problemMessages, type Message } from '../../lib/form-messages';
import { joinPresent } from '../../lib/labels';
import { marketFilter, numberFilter, onlyTrueFilter, textFilter, type FilterParser } from '../../lib/list-page-logic';

/** Every status the desk moves an order through, in their order, for the queue's filter. */
export const ORDER_STATUSES = [...OrderStatusCode.values];

/** The queue's filters in the address; the start page links to orders to confirm and to late ones. */
export const ORDER_FILTERS = {
  // The server refuses a status it does not know, and the list says so.
  status: numberFilter as FilterParser<OrderStatusCode>,
  market: marketFilter,
  late: onlyTrueFilter,
  // The insight figures link here with a dealer, the week's days or the promised week.
  customerNumber: textFilter,
  from: textFilter,
  to: textFilter,
  promisedFrom: textFilter,
  promisedTo: textFilter,
  channel: textFilter as FilterParser<OrderChannel>,
};

/** The promised dispatch week (stored as its Monday), or a dash before the order is confirmed. */
export const promiseWeekLabel = (promiseDate: string | null) => (promiseDate ? isoWeekOf(promiseDate) : '–');

/** The delivery address on one line, its country in capitals; empty when the order has none. */
export const deliveryAddressLine = (a: StaffOrderDetail['deliveryAddress']) =>
  joinPresent([a.name, ...a.lines, joinPresent([a.postalCode, a.city], ' '), a.country?.toUpperCase()]);

export const deliveryTypeKey = (type: StaffOrderDetail['deliveryType']) =>
  type === DELIVERY_TYPES.coDelivery ? 'order-desk.detail.co-delivery' : 'order-desk.detail.standard';

/** A step of the order's history, named by the status it moved to; the action's own name where there is no such status. */
export const historyText = (entry: Pick<StaffHistoryEntry, 'action' | 'after'>) => ({
  key: entry.action === 'order.status' ? `order-desk.status.${String(entry.after?.['status'] ?? '')}` : `order-desk.action.${entry.action}`,
  fallback: entry.action,
});

/** A paid invoice is green, an open one blue. */
export const invoiceColor = (invoice: NonNullable<StaffOrderDetail['invoice']>) => (invoice.paidDate ? 'green' : 'blue');

/** The steps an order allows now, as the server lists them; the server checks each step again. */
export function allowedSteps(order: Pick<StaffOrderDetail, 'nextStatuses'>) {
  const may = (status: OrderStatusCode) => order.nextStatuses.includes(status);
  return {
    none: order.nextStatuses.length === 0,
    confirm: may(ORDER_STATUS.confirmed),
    produce: may(ORDER_STATUS.inProduction),
    dispatch: may(ORDER_STATUS.dispatched),
    deliver: may(ORDER_STATUS.delivered),
    cancel: may(ORDER_STATUS.cancelled),
  };
}

/** The lines whose units each need a serial number when the order is dispatched. */
export const serialLines = (order: Pick<StaffOrderDetail, 'lines'>) => order.lines.filter((l) => l.requiresSerial);

export type StepValues = {
  promiseWeek: string;
  carrier: string;
  trackingId: string;
  trackingUrl: string;
  /** Internal: why the order is cancelled. */
  reason: string;
  /** Cancelling: what the dealer is told, written on purpose; empty tells only that it is cancelled. */
  messageToDealer: string;
  /** Per line (by its sequence), one serial number per unit. */
  serials: Record<string, string[]>;
};

const WEEK_MS = 7 * 86_400_000;

/** The week so many weeks from now (counted in UTC), as the ERP writes weeks. */
export const weekFromNow = (now: Date, weeks: number) => isoWeekOf(new Date(now.getTime() + weeks * WEEK_MS).toISOString().slice(0, 10));

/** The steps' form as it opens: dispatch promised two weeks ahead, and an empty serial number per unit that needs one. */
export const stepValues = (order: Pick<StaffOrderDetail, 'lines'>, now = new Date()): StepValues => ({
  promiseWeek: weekFromNow(now, 2),
  carrier: '',
  trackingId: '',
  trackingUrl: '',
  reason: '',
  messageToDealer: '',
  serials: Object.fromEntries(serialLines(order).map((l) => [String(l.lineSequence), Array.from({ length: l.quantity }, () => '')])),
});

/** What a step sends: each status only what it needs; serial numbers trimmed, the empty ones left for the server to generate. */
export function stepRequest(status: OrderStatusCode, v: StepValues): SetOrderStatusRequest {
  const serials = Object.entries(v.serials)
    .map(([line, numbers]) => ({ lineSequence: Number(line), serialNumbers: numbers.map((s) => s.trim()).filter(Boolean) }))
    .filter((s) => s.serialNumbers.length > 0);
  return {
    status,
    ...(status === ORDER_STATUS.confirmed ? { promiseWeek: v.promiseWeek.trim() } : {}),
    ...(status === ORDER_STATUS.dispatched
      ? { carrier: v.carrier, trackingId: v.trackingId, ...(v.trackingUrl.trim() ? { trackingUrl: v.trackingUrl.trim() } : {}), serials }
      : {}),
    ...(status === ORDER_STATUS.cancelled
      ? { reason: v.reason, ...(v.messageToDealer.trim() ? { messageToDealer: v.messageToDealer.trim() } : {}) }
      : {}),
  };
}

/** The contract's problems with a step, in the form's words; every serial number's problem shows under the serial numbers. */
export const stepProblems = (request: SetOrderStatusRequest): Record<string, Message> =>
  problemMessages(
    schemaProblems(SetOrderStatusRequest, request, (path) => (path.startsWith('serials.') ? 'serials' : path)),
    (p, field) =>
      p.kind === 'line-break' ? problemMessage(p) : { key: `order-desk.validation.${field === 'serials' ? 'serials' : p.kind}` },
  );

/** How a refused step is shown: on a field in the server's words or the desk's, or as a notice beside the steps. */
export type StepRefusal = { field: string; text: string } | { field: string; key: string } | { notice: string };

export function stepRefusal(error: unknown): StepRefusal {
  if (error instanceof ApiError && error.status === 400 && error.field)
    return { field: error.field.startsWith('serials') ? 'serials' : error.field, text: error.message };
  if (error instanceof ApiError && error.code === 'SERIAL_NUMBER_IN_USE')
    return { field: 'serials', key: 'order-desk.validation.serial-in-use' };
  // Not allowed any more: someone else moved the order meanwhile.
  return {
    notice: error instanceof ApiError && error.code === 'STATUS_TRANSITION_NOT_ALLOWED' ? 'order-desk.refused' : 'order-desk.failed',
  };
}

/** A line in the change dialog: the quantity as typed (empty or 0 removes it), never below what has left. */
export type EditLine = { itemNumber: string; description: string; quantity: number | string; shipped: number };

/** The order's own article lines as the change dialog opens; a configured product's parts are not changed one by one. */
export const editableLines = (order: Pick<StaffOrderDetail, 'lines'>): EditLine[] =>
  order.lines
    .filter((l) => !l.configHeaderId)
    .map((l) => ({ itemNumber: l.itemNumber, description: l.description, quantity: l.quantity, shipped: l.shippedQuantity }));

/** What the change sends: the lines kept, with their quantities. */
export const linesRequest = (lines: readonly EditLine[], keepPrices: boolean): EditOrderLinesRequest => ({
  lines: lines.flatMap((l) => {
    const quantity = Number(l.quantity);
    return l.quantity !== '' && quantity > 0 ? [{ itemNumber: l.itemNumber, quantity }] : [];
  }),
  keepPrices,
});

/** The delivery dialog's fields as it opens: the order's address and requested date. */
export const deliveryForm = (order: Pick<StaffOrderDetail, 'deliveryAddress' | 'requestedDate'>) => ({
  name: order.deliveryAddress.name ?? '',
  line1: order.deliveryAddress.lines[0] ?? '',
  line2: order.deliveryAddress.lines.slice(1).join(', '),
  postalCode: order.deliveryAddress.postalCode ?? '',
  city: order.deliveryAddress.city ?? '',
  country: order.deliveryAddress.country ?? '',
  requestedDate: order.requestedDate ?? '',
});

/** The lines with something still to dispatch, and how much. */
export const openLines = (order: Pick<StaffOrderDetail, 'lines'>) =>
  order.lines.filter((l) => l.quantity > l.shippedQuantity).map((l) => ({ ...l, open: l.quantity - l.shippedQuantity }));

/** What a shipment sends: the lines with a quantity, the serial numbers one a line, the backorder's week when given. */
export function shipmentRequest(
  open: readonly { itemNumber: string }[],
  quantities: readonly (number | string)[],
  v: { carrier: string; trackingId: string; trackingUrl: string; serialNumbers: string; backorderWeek: string },
): CreateShipmentRequest {
  const serialNumbers = v.serialNumbers
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    lines: open.flatMap((l, i) => (Number(quantities[i]) > 0 ? [{ itemNumber: l.itemNumber, quantity: Number(quantities[i]) }] : [])),
    carrier: v.carrier.trim(),
    trackingId: v.trackingId.trim(),
    ...(v.trackingUrl.trim() ? { trackingUrl: v.trackingUrl.trim() } : {}),
    ...(serialNumbers.length > 0 ? { serialNumbers } : {}),
    ...(v.backorderWeek.trim() ? { backorderWeek: v.backorderWeek.trim() } : {}),
  };
}

/** The bulk move's form: the step, with the week to confirm for and the reason to cancel for, one for every order chosen. */
export type BulkStepValues = { status: BulkOrderStatus; promiseWeek: string; reason: string; messageToDealer: string };
export type BulkOrderStatus = (typeof BULK_ORDER_STATUSES)[number];

export const bulkStepValues = (now = new Date()): BulkStepValues => ({
  status: ORDER_STATUS.confirmed,
  promiseWeek: weekFromNow(now, 2),
  reason: '',
  messageToDealer: '',
});

/** What the bulk move sends: the orders and what their step needs, as the single move sends it. */
export function bulkStepRequest(orderNumbers: string[], v: BulkStepValues): SetOrdersStatusRequest {
  const { status: _, ...step } = stepRequest(v.status, { ...v, carrier: '', trackingId: '', trackingUrl: '', serials: {} });
  return { orderNumbers, status: v.status, ...step };
}

/** The contract's problems with a bulk move, in the form's words. */
export const bulkStepProblems = (request: SetOrdersStatusRequest): Record<string, Message> =>
  problemMessages(schemaProblems(SetOrdersStatusRequest, request), (p) =>
    p.kind === 'line-break' ? problemMessage(p) : { key: `order-desk.validation.${p.kind}` },
  );
