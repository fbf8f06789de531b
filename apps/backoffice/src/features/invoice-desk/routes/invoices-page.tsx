import { Anchor, Badge, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAYMENT_STATUS } from '@portal/contracts/invoice';
import { isMarket, MARKETS, todayInMarket } from '@portal/contracts/languages';
import { INVOICE_STATES, RecordPaymentRequest, type StaffInvoiceRow } from '@portal/contracts/staff-orders';
import { Page, useLanguage } from '@portal/ui';
import { ApiError } from '@portal/ui/auth';
import { schemaProblems } from '@portal/ui/form';
import { formatDate, formatMoney } from '@portal/ui/format';
import { type PagedColumn } from '../../../components/paged-table';
import { QueueTable } from '../../../components/queue-table';
import { useUrlFilters } from '../../../lib/url-filters';
import { useRecordPayment, useStaffInvoices } from '../api/invoice-desk';
import { UrlFilterSelect } from '../../../components/url-filter-select';

const day = (iso: string) => new Date(`${iso}T12:00:00`);
const STATUS_COLOR = { [PAYMENT_STATUS.unpaid]: 'blue', [PAYMENT_STATUS.overdue]: 'red', [PAYMENT_STATUS.paid]: 'green' } as const;

/** Every dealer's invoices: the open ones by due date, and a payment recorded where one came in. */
export function InvoicesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const filters = useUrlFilters();
  const state = filters.get('state');
  const market = filters.get('market');
  const search = filters.get('search') ?? '';
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [paying, setPaying] = useState<StaffInvoiceRow | null>(null);

  const list = useStaffInvoices({
    ...(state && (INVOICE_STATES as readonly string[]).includes(state) ? { state: state as (typeof INVOICE_STATES)[number] } : {}),
    ...(isMarket(market) ? { market } : {}),
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    page: filters.page,
    pageSize: filters.pageSize,
  });

  const columns: PagedColumn<StaffInvoiceRow>[] = [
    { key: 'invoice', card: 'title', header: t('invoice-desk.column.invoice'), nowrap: true, cell: (r) => r.invoiceNumber },
    {
      key: 'order',
      card: 'detail',
      header: t('invoice-desk.column.order'),
      nowrap: true,
      cell: (r) => (
        <Anchor component={Link} to={`/orders/${r.orderNumber}`}>
          {r.orderNumber}
        </Anchor>
      ),
    },
    { key: 'dealer', card: 'detail', header: t('invoice-desk.column.dealer'), cell: (r) => `${r.customerName} (${r.customerNumber})` },
    {
      key: 'date',
      card: 'meta',
      header: t('invoice-desk.column.date'),
      nowrap: true,
      cell: (r) => formatDate(day(r.invoiceDate), language),
    },
    {
      key: 'due',
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
      key: 'status',
      card: 'status',
      header: t('invoice-desk.column.status'),
      nowrap: true,
      cell: (r) => (
        <Badge variant="light" color={STATUS_COLOR[r.paymentStatus]}>
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
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => setPaying(r)}
            aria-label={t('invoice-desk.pay-for', { number: r.invoiceNumber })}
          >
            {t('invoice-desk.pay')}
          </Button>
        ),
    },
  ];

  return (
    <Page title={t('invoice-desk.title')}>
      <Group align="end" wrap="wrap" gap="sm">
        <TextInput
          label={t('invoice-desk.search')}
          description={t('invoice-desk.search-hint')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => filters.update({ search: e.currentTarget.value })}
          w={{ base: '100%', sm: 320 }}
        />
        <UrlFilterSelect
          filters={filters}
          name="state"
          label={t('invoice-desk.filter.state')}
          all={t('invoice-desk.filter.all')}
          data={INVOICE_STATES.map((s) => ({ value: s, label: t(`invoice-desk.state.${s}`) }))}
          width={200}
        />
        <UrlFilterSelect
          filters={filters}
          name="market"
          label={t('invoice-desk.filter.market')}
          all={t('invoice-desk.filter.all')}
          data={MARKETS.map((m) => ({ value: m, label: t(`markets.${m}`) }))}
        />
      </Group>
      <QueueTable
        query={list}
        filters={filters}
        label={t('invoice-desk.title')}
        columns={columns}
        rowKey={(r) => r.invoiceNumber}
        empty={t('invoice-desk.empty')}
        errorKey="invoice-desk.error"
      />
      {paying && <PaymentModal invoice={paying} onClose={() => setPaying(null)} />}
    </Page>
  );
}

function PaymentModal({ invoice, onClose }: { invoice: StaffInvoiceRow; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const record = useRecordPayment();
  const form = useForm({
    initialValues: { paidDate: todayInMarket(invoice.market), reference: '' },
    validate: (values) =>
      Object.fromEntries(Object.entries(schemaProblems(RecordPaymentRequest, values)).map(([f]) => [f, t(`invoice-desk.validation.${f}`)])),
  });
  const submit = (values: { paidDate: string; reference: string }) =>
    record.mutate(
      { invoiceNumber: invoice.invoiceNumber, body: values.reference.trim() ? values : { paidDate: values.paidDate } },
      {
        onSuccess: onClose,
        onError: (error) =>
          form.setFieldError(
            'paidDate',
            t(error instanceof ApiError && error.code === 'INVOICE_ALREADY_PAID' ? 'invoice-desk.already-paid' : 'invoice-desk.pay-failed'),
          ),
      },
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
            maxLength={100}
            {...form.getInputProps('reference')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('invoice-desk.cancel')}
            </Button>
            <Button type="submit" loading={record.isPending}>
              {t('invoice-desk.pay')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
