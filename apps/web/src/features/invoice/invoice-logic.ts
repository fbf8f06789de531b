import type { Translate } from '@portal/ui/i18n';
import { INVOICE_VAT_PERCENT, PAYMENT_STATUS, type InvoiceRow, type PaymentStatus } from '@portal/contracts/invoice';
import { formatDate, formatMoney, parseYyyyMmDd } from '@portal/ui/format';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@portal/ui/languages';

/** The list asks for every invoice (spec 001 §9). */
export const INVOICE_LIST_AMOUNT = 999;
export { INVOICE_VAT_PERCENT };

export type StatusName = 'unpaid' | 'overdue' | 'paid';
export type StatusFilter = 'all' | StatusName;
/** The filter's choices in the order of spec 001 §2. */
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', 'overdue', 'unpaid', 'paid'];

export const STATUS_NAME: Record<PaymentStatus, StatusName> = {
  [PAYMENT_STATUS.unpaid]: 'unpaid',
  [PAYMENT_STATUS.overdue]: 'overdue',
  [PAYMENT_STATUS.paid]: 'paid',
};

/**
 * Badge colour (filled, its text at 4.5:1 or more) and the light row background of each
 * status; the badge says the status in words too, so colour is never the only sign.
 */
export const STATUS_COLOUR: Record<StatusName, { badge: string; row: string }> = {
  overdue: { badge: 'red.9', row: 'red.0' },
  unpaid: { badge: 'yellow.5', row: 'yellow.0' },
  paid: { badge: 'teal.9', row: 'green.0' },
};

export const statusName = (status: number): StatusName | null => STATUS_NAME[status as PaymentStatus] ?? null;

export function statusCounts(invoices: readonly Pick<InvoiceRow, 'PaymentStatus'>[]): Record<StatusFilter, number> {
  const counts: Record<StatusFilter, number> = { all: invoices.length, overdue: 0, unpaid: 0, paid: 0 };
  for (const invoice of invoices) {
    const name = statusName(invoice.PaymentStatus);
    if (name) counts[name]++;
  }
  return counts;
}

export const filterByStatus = <T extends Pick<InvoiceRow, 'PaymentStatus'>>(invoices: readonly T[], filter: StatusFilter): T[] =>
  filter === 'all' ? [...invoices] : invoices.filter((i) => statusName(i.PaymentStatus) === filter);

export const isStatusFilter = (value: unknown): value is StatusFilter => (STATUS_FILTERS as readonly unknown[]).includes(value);

export const asLanguage = (value: string | undefined): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

/** The part of i18next's t this file needs, so tests can pass a plain function. */

const ymd = (digits: string, language: Language) => {
  const date = parseYyyyMmDd(digits);
  return date ? formatDate(date, language) : digits;
};

/** How a row reads, shared by the table, its search and the detail. */
export function invoiceTexts(t: Translate, language: Language) {
  return {
    date: (invoice: Pick<InvoiceRow, 'InvoiceDate'>) => ymd(invoice.InvoiceDate, language),
    dueDate: (invoice: Pick<InvoiceRow, 'NetDueDate'>) => ymd(invoice.NetDueDate, language),
    amount: (invoice: Pick<InvoiceRow, 'TotalAmount' | 'Currency'>) => formatMoney(invoice.TotalAmount, language, invoice.Currency),
    status: (invoice: Pick<InvoiceRow, 'PaymentStatus'>) => {
      const name = statusName(invoice.PaymentStatus);
      return name ? t(`invoices.status.${name}`) : String(invoice.PaymentStatus);
    },
  };
}

/**
 * A dialog that closes because of a failure hands focus back to what opened it shortly
 * after it closed (Mantine's focus return). The error dialog opens after that, so it
 * gets the focus and later returns it to the row.
 */
