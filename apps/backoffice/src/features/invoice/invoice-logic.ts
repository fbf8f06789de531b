/**
 * The invoice desk's rules as pure functions: its list's filters and colours, and the payment
 * form's values, request, problems and refusals.
 */
import { PAYMENT_STATUS, type PaymentStatus } from '@portal/contracts/invoice';
import { todayInMarket } from '@portal/contracts/languages';
import { INVOICE_STATES, RecordPaymentRequest, type StaffInvoiceRow } from '@portal/contracts/staff-order';
import { schemaProblems } from '@portal/ui/form';
import { errorCodeOf, problemMessage, problemMessages, type Message } from '../../lib/form-messages';
import { crmIdFilter, marketFilter, oneOf, textFilter } from '../../lib/list-page-logic';

/** The list's filters in the address; the start page links to the overdue ones. */
export const INVOICE_FILTERS = {
  state: oneOf(INVOICE_STATES),
  market: marketFilter,
  // The sales figures link here with a dealer and a month's days.
  customerNumber: textFilter,
  from: textFilter,
  to: textFilter,
  // The sales breakdown's series and product rows link here with these (brand and sales representative when the
  // figure had them).
  itemNumber: textFilter,
  series: textFilter,
  brand: textFilter,
  salesRep: crmIdFilter,
};

/** The filters a link brings that have no control of their own: each shown as a chip that removes it. */
export const INVOICE_CHIPS = [
  { name: 'itemNumber', label: 'invoice-desk.filter.item-number' },
  { name: 'series', label: 'invoice-desk.filter.series' },
  { name: 'brand', label: 'invoice-desk.filter.brand' },
  { name: 'salesRep', label: 'invoice-desk.filter.sales-rep' },
] as const;

type ChipName = (typeof INVOICE_CHIPS)[number]['name'];

/**
 * The chips of the filters the list reads, each with its value as it reads: a sales representative by name (by id
 * while the names load, or when none has it), the others as the address has them.
 */
export const invoiceChips = (values: Partial<Record<ChipName, string>>, salesReps: readonly { id: string; name: string }[]) =>
  INVOICE_CHIPS.flatMap((chip) => {
    const value = values[chip.name];
    if (value === undefined) return [];
    const shown = chip.name === 'salesRep' ? (salesReps.find((r) => r.id.toLowerCase() === value.toLowerCase())?.name ?? value) : value;
    return [{ ...chip, value: shown }];
  });

/** Open invoices in blue, overdue ones in red, paid ones in green. */
export const PAYMENT_COLOR: Record<PaymentStatus, string> = {
  [PAYMENT_STATUS.unpaid]: 'blue',
  [PAYMENT_STATUS.overdue]: 'red',
  [PAYMENT_STATUS.paid]: 'green',
};

export type PaymentValues = { paidDate: string; reference: string };

/** A payment is recorded as of today in the dealer's market, with no reference until one is typed. */
export const paymentValues = (invoice: Pick<StaffInvoiceRow, 'market'>, now = new Date()): PaymentValues => ({
  paidDate: todayInMarket(invoice.market, now),
  reference: '',
});

/** What the server is sent: a reference only when one is typed. */
export const paymentRequest = (values: PaymentValues): RecordPaymentRequest =>
  values.reference.trim() ? values : { paidDate: values.paidDate };

/** Each field's own text: a day is needed, and a reference may be only so long (and on one line). */
export const paymentProblems = (values: PaymentValues): Record<string, Message> =>
  problemMessages(schemaProblems(RecordPaymentRequest, values), (p, field) =>
    p.kind === 'line-break' ? problemMessage(p) : { key: `invoice-desk.validation.${field}` },
  );

/** Why recording failed: paid already (someone else recorded it), or anything else. */
export const paymentRefusalKey = (error: unknown) =>
  errorCodeOf(error) === 'INVOICE_ALREADY_PAID' ? 'invoice-desk.already-paid' : 'invoice-desk.pay-failed';
