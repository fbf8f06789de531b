import { Anchor, Badge, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  INVOICE_STATES,
  exportStaffInvoices,
  STAFF_INVOICE_SORT_COLUMNS,
  type StaffInvoiceRow,
  RecordPaymentRequest,
} from '@portal/contracts/staff-order';
import { useLanguage } from '@portal/ui';
import { formatDate, formatMoney } from '@portal/ui/format';
import { maxLengthOf } from '@portal/contracts/field-limits';
import { FormActions } from '../../../components/form-parts';
import { QueuePage, RowButton, UrlFilterChip, UrlTextFilter } from '../../../components/list-page';
import { type PagedColumn } from '../../../components/paged-table';
import { translated, useSay } from '../../../lib/form-messages';
import { useCustomerOptions } from '../../../lib/customer-options';
import { choices, dealerLabel } from '../../../lib/labels';
import { useListPage } from '../../../lib/list-page';
import { calendarDay as day } from '../../../lib/local-time';
import { useRecordPayment, useStaffInvoices } from '../api/invoice-desk';
import { UrlFilterSelect, UrlMarketSelect } from '../../../components/url-filter-select';
import {
  INVOICE_FILTERS,
  invoiceChips,
  PAYMENT_COLOR,
  paymentProblems,
  paymentRefusalKey,
  paymentRequest,
  paymentValues,
  type PaymentValues,
} from '../invoice-logic';

/** Every dealer's invoices: the open ones by due date, and a payment recorded where one came in. */
export function InvoicesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = useListPage({ filters: INVOICE_FILTERS, sortColumns: STAFF_INVOICE_SORT_COLUMNS });
  const [paying, setPaying] = useState<StaffInvoiceRow | null>(null);
  const list = useStaffInvoices(page.query);
  // The representatives' names, for the chip of one a link brought.
  const salesReps = useCustomerOptions(page.values.salesRep !== undefined).data?.salesReps ?? [];

  const columns: PagedColumn<StaffInvoiceRow>[] = [
    { key: 'invoiceNumber', card: 'title', header: t('invoice-desk.column.invoice'), nowrap: true, cell: (r) => r.invoiceNumber },
    {
      key: 'orderNumber',
      card: 'detail',
      header: t('invoice-desk.column.order'),
      nowrap: true,
      cell: (r) => (
        <Anchor component={Link} to={`/orders/${r.orderNumber}`}>
          {r.orderNumber}
        </Anchor>
      ),
    },
    { key: 'customerName', card: 'detail', header: t('invoice-desk.column.dealer'), cell: dealerLabel },
    {
      key: 'invoiceDate',
      card: 'meta',
      header: t('invoice-desk.column.date'),
      nowrap: true,
      cell: (r) => formatDate(day(r.invoiceDate), language),
    },
    {
      key: 'dueDate',
      card: 'detail',
      secondary: true,
      header: t('invoice-desk.column.due'),
      nowrap: true,
      cell: (r) => formatDate(day(r.dueDate), language),
    },
    {
      key: 'total',
      card: 'amount',
      header: t('invoice-desk.column.total'),
      nowrap: true,
      cell: (r) => formatMoney(r.total, language, r.currency),
    },
    {
      key: 'paymentStatus',
      card: 'status',
      header: t('invoice-desk.column.status'),
      nowrap: true,
      cell: (r) => (
        <Badge variant="light" color={PAYMENT_COLOR[r.paymentStatus]}>
          {t(`invoice-desk.payment.${r.paymentStatus}`)}
        </Badge>
      ),
    },
    {
      key: 'action',
      card: 'detail',
      header: t('invoice-desk.column.action'),
      nowrap: true,
      cell: (r) =>
        r.paidDate ? (
          formatDate(day(r.paidDate), language)
        ) : (
          <RowButton name={t('invoice-desk.pay-for', { number: r.invoiceNumber })} onClick={() => setPaying(r)}>
            {t('invoice-desk.pay')}
          </RowButton>
        ),
    },
  ];

  return (
    <QueuePage
      views="invoices"
      exportAs={{ download: exportStaffInvoices, name: 'invoices' }}
      title={t('invoice-desk.title')}
      page={page}
      list={list}
      all={t('invoice-desk.filter.all')}
      toolbar={
        <>
          <UrlTextFilter label={t('invoice-desk.search')} description={t('invoice-desk.search-hint')} width={320} />
          <UrlFilterSelect
            name="state"
            label={t('invoice-desk.filter.state')}
            data={choices(INVOICE_STATES, (s) => t(`invoice-desk.state.${s}`))}
            width={200}
          />
          <UrlMarketSelect label={t('invoice-desk.filter.market')} />
          {invoiceChips(page.values, salesReps).map((c) => (
            <UrlFilterChip key={c.name} name={c.name} label={t(c.label)} value={c.value} />
          ))}
        </>
      }
      columns={columns}
      rowKey={(r) => r.invoiceNumber}
      empty={t('invoice-desk.empty')}
      errorKey="invoice-desk.error"
    >
      {paying && <PaymentModal invoice={paying} onClose={() => setPaying(null)} />}
    </QueuePage>
  );
}

function PaymentModal({ invoice, onClose }: { invoice: StaffInvoiceRow; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const say = useSay();
  const record = useRecordPayment();
  const form = useForm({
    initialValues: paymentValues(invoice),
    validate: (values) => translated(paymentProblems(values), say),
  });
  const submit = (values: PaymentValues) =>
    record.mutate(
      { invoiceNumber: invoice.invoiceNumber, body: paymentRequest(values) },
      { onSuccess: onClose, onError: (error) => form.setFieldError('paidDate', t(paymentRefusalKey(error))) },
    );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('invoice-desk.pay-title', { number: invoice.invoiceNumber, total: formatMoney(invoice.total, language, invoice.currency) })}
      closeButtonProps={{ 'aria-label': t('order-desk.close') }}
    >
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack>
          <TextInput type="date" label={t('invoice-desk.paid-date')} required {...form.getInputProps('paidDate')} />
          <TextInput
            label={t('invoice-desk.reference')}
            description={t('invoice-desk.reference-hint')}
            maxLength={maxLengthOf(RecordPaymentRequest.shape.reference)}
            {...form.getInputProps('reference')}
          />
          <FormActions
            submit={t('invoice-desk.pay')}
            busy={record.isPending}
            cancel={{ label: t('invoice-desk.cancel'), onClick: onClose }}
          />
        </Stack>
      </form>
    </Modal>
  );
}
