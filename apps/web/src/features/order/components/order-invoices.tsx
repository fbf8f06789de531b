import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { OrderPageInvoice } from '@portal/contracts/order-page';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '@portal/ui';
import { formatMoney } from '@portal/ui/format';
import type { Language } from '@portal/ui/languages';
import { useDownloadInvoicePdf } from '../../../api/get-invoice-pdf';
import { isoDateText, paymentStatusKey } from '../order-page-logic';

/** The invoices of the order, each with its PDF as the invoices screen offers it. */
export function OrderInvoices({ invoices, language }: { invoices: readonly OrderPageInvoice[]; language: Language }) {
  const { t } = useTranslation();
  const { showError } = useErrorDialog();
  const pdf = useDownloadInvoicePdf();
  if (invoices.length === 0) return <Text c="dimmed">{t('orders.page.no-invoices')}</Text>;
  return (
    <Stack gap="sm">
      {invoices.map((invoice) => {
        const id = `order-invoice-${invoice.invoiceNumber}`;
        const download = () =>
          pdf.mutate(
            { invoiceNumber: invoice.invoiceNumber, lang: language },
            { onError: (error) => showError({ textKey: 'invoices.pdf.failed', error }) },
          );
        return (
          <Paper key={invoice.invoiceNumber} withBorder radius="md" p="sm">
            <Group justify="space-between" align="flex-end" gap="sm">
              <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="xs" m={0} style={{ flex: '1 1 20rem' }}>
                <div>
                  <Text component="dt" size="sm" c="dimmed">
                    {t('invoices.column.number')}
                  </Text>
                  <Text component="dd" m={0} fw={600} id={id}>
                    {invoice.invoiceNumber}
                  </Text>
                </div>
                <div>
                  <Text component="dt" size="sm" c="dimmed">
                    {t('invoices.column.due-date')}
                  </Text>
                  <Text component="dd" m={0}>
                    {isoDateText(invoice.dueDate, language)}
                  </Text>
                </div>
                <div>
                  <Text component="dt" size="sm" c="dimmed">
                    {t('invoices.column.amount')}
                  </Text>
                  <Text component="dd" m={0} style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(invoice.total, language, invoice.currency)}
                  </Text>
                </div>
                <div>
                  <Text component="dt" size="sm" c="dimmed">
                    {t('invoices.column.status')}
                  </Text>
                  <Text component="dd" m={0}>
                    {t(paymentStatusKey(invoice.paymentStatus))}
                  </Text>
                </div>
              </SimpleGrid>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={download}
                loading={pdf.isPending && pdf.variables.invoiceNumber === invoice.invoiceNumber}
                aria-describedby={id}
              >
                {t('invoices.pdf.download')}
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
