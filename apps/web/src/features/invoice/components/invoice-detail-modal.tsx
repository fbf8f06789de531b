import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { InvoiceDetail, InvoiceRow } from '@portal/contracts/invoice';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetLinesTable } from '../../../components/det-lines-table';
import { DetailModal, useErrorDialog } from '@portal/ui';
import { formatMoney } from '@portal/ui/format';
import type { Language } from '@portal/ui/languages';
import { useInvoiceDetails } from '../api/get-invoice-details';
import { useDownloadInvoicePdf } from '../../../api/get-invoice-pdf';
import { asLanguage, invoiceTexts, STATUS_COLOUR, statusName } from '../invoice-logic';

type InvoiceDetailModalProps = {
  /** The row the invoice was opened from: its currency and payment status, which the detail call does not give. */
  invoice: InvoiceRow | null;
  opened: boolean;
  onClose: () => void;
};

/** One invoice with its lines and totals (spec 001 §3); a failed load closes it and shows the error dialog (§8). */
export function InvoiceDetailModal({ invoice, opened, onClose }: InvoiceDetailModalProps) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const number = invoice?.InvoiceNumber ?? null;
  const details = useInvoiceDetails(number, opened);
  // Wait for a running fetch: a cached failure is fetched again when the same invoice is reopened.
  const failed = opened && details.isError && !details.isFetching;
  const detail = details.data?.Invoice;
  return (
    <DetailModal
      opened={opened}
      failed={failed}
      error={details.error}
      onClose={onClose}
      title={t('invoices.detail.title', { number: number ?? '' })}
      closeLabel={t('invoices.detail.close')}
      loadingLabel={t('invoices.detail.loading')}
    >
      {detail && invoice ? <InvoiceDetailBody detail={detail} row={invoice} language={language} /> : null}
    </DetailModal>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div" fw={500}>
        {value}
      </Text>
    </Stack>
  );
}

function InvoiceDetailBody({ detail, row, language }: { detail: InvoiceDetail; row: InvoiceRow; language: Language }) {
  const { t } = useTranslation();
  const { showError } = useErrorDialog();
  const pdf = useDownloadInvoicePdf();
  const text = invoiceTexts(t, language);
  const money = (amount: number) => formatMoney(amount, language, row.Currency);
  const status = statusName(row.PaymentStatus);

  const download = () =>
    pdf.mutate(
      { invoiceNumber: detail.InvoiceNumber, lang: language },
      { onError: (error) => showError({ textKey: 'invoices.pdf.failed', error }) },
    );

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Fact label={t('invoices.column.order-number')} value={detail.OrderNumber} />
        <Fact label={t('invoices.column.date')} value={text.date(detail)} />
        <Fact label={t('invoices.column.due-date')} value={text.dueDate(detail)} />
        <Fact
          label={t('invoices.column.status')}
          value={
            <Badge color={status ? STATUS_COLOUR[status].badge : 'gray'} variant="filled" autoContrast radius="sm">
              {text.status(row)}
            </Badge>
          }
        />
      </SimpleGrid>
      {detail.OrderMark && <Fact label={t('invoices.column.mark')} value={detail.OrderMark} />}

      <DetLinesTable
        lines={detail.DetLines}
        emptyText={t('invoices.no-lines')}
        money={money}
        language={language}
        labels={{
          caption: t('invoices.detail.lines'),
          item: t('invoices.detail.item'),
          description: t('invoices.detail.description'),
          quantity: t('invoices.detail.quantity'),
          price: t('invoices.detail.price'),
          discount: t('invoices.detail.discount'),
          amount: t('invoices.detail.amount'),
        }}
      />

      {/* The invoice footer (spec 001 §9: VAT labelled 25 % — in Sweden; other markets' invoices carry their own rate). */}
      <Stack gap={4} pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Total label={t('invoices.detail.net-total')} value={money(detail.InvoiceNetTot)} />
        <Total label={t('invoices.detail.freight')} value={money(detail.Freight)} />
        <Total label={t('invoices.detail.vat', { percent: detail.VATPercent })} value={money(detail.VAT)} />
        <Total label={t('invoices.detail.total')} value={money(detail.InvoiceTotal)} strong />
        {detail.VATTreatment !== 'domestic' && (
          <Text size="sm" c="dimmed">
            {t(`invoices.pdf.note-${detail.VATTreatment}`, { seller: detail.SellerVATNumber, buyer: detail.CustomerVATNumber ?? '–' })}
          </Text>
        )}
      </Stack>

      <Group justify="flex-end">
        <Button leftSection={<IconDownload size={16} aria-hidden />} variant="default" onClick={download} loading={pdf.isPending}>
          {t('invoices.pdf.download')}
        </Button>
      </Group>
    </Stack>
  );
}

function Total({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Group>
  );
}
