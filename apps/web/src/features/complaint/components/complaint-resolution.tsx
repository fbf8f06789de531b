import { Anchor, Badge, Button, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorNotice, SectionCard, useErrorDialog, useLanguage } from '@portal/ui';
import { formatMoney } from '@portal/ui/format';
import { useDownloadInvoicePdf } from '../../../api/get-invoice-pdf';
import { usePortalUser } from '../../../lib/use-portal-user';
import { useComplaintResolution, useDownloadReturnLabel } from '../api/get-complaint-resolution';
import { isUnresolved } from '../complaint-logic';

/** What the manufacturer did about the complaint: its outcome, replacement orders, returns (with labels) and credit notes. */
export function ComplaintResolution({ incidentId }: { incidentId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { showError } = useErrorDialog();
  const user = usePortalUser();
  const resolution = useComplaintResolution(incidentId);
  const label = useDownloadReturnLabel();
  const creditNote = useDownloadInvoicePdf();

  const body = () => {
    if (resolution.isError && !resolution.data)
      return <ErrorNotice titleKey="complaints.resolution.failed" onRetry={() => void resolution.refetch()} error={resolution.error} />;
    const r = resolution.data;
    if (!r) return <Skeleton h={60} radius="sm" />;
    if (isUnresolved(r)) return <Text c="dimmed">{t('complaints.resolution.none')}</Text>;
    return (
      <Stack gap="sm">
        {r.outcome && (
          <Group gap="xs">
            <Text fw={600}>{t('complaints.resolution.outcome')}:</Text>
            <Badge variant="light">{t(`complaints.resolution.${r.outcome}`)}</Badge>
          </Group>
        )}
        {r.outcomeReason && (
          <Text style={{ whiteSpace: 'pre-wrap' }}>
            {t('complaints.resolution.reason')}: {r.outcomeReason}
          </Text>
        )}
        {r.replacementOrders.length > 0 && (
          <div>
            <Title order={3} size="h4">
              {t('complaints.resolution.replacement-orders')}
            </Title>
            <List>
              {r.replacementOrders.map((o) => (
                <List.Item key={o.orderNumber}>
                  <Anchor component={Link} to={`/orders/${o.orderNumber}`}>
                    {t('complaints.resolution.replacement-order', { number: o.orderNumber })}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </div>
        )}
        {r.returns.length > 0 && (
          <div>
            <Title order={3} size="h4">
              {t('complaints.resolution.returns')}
            </Title>
            <Stack gap="xs">
              {r.returns.map((ret) => (
                <Group key={ret.returnNumber} justify="space-between" gap="xs">
                  <Text>
                    {t('complaints.resolution.return', { number: ret.returnNumber })} – {t(`complaints.resolution.status-${ret.status}`)} (
                    {ret.lines.map((l) => `${l.quantity} × ${l.itemNumber}`).join(', ')})
                  </Text>
                  <Button
                    variant="default"
                    leftSection={<IconDownload size={16} aria-hidden />}
                    loading={label.isPending && label.variables.returnNumber === ret.returnNumber}
                    onClick={() =>
                      label.mutate(
                        { returnNumber: ret.returnNumber, lang: language },
                        { onError: (error) => showError({ textKey: 'complaints.resolution.failed', error }) },
                      )
                    }
                  >
                    {t('complaints.resolution.download-label', { number: ret.returnNumber })}
                  </Button>
                </Group>
              ))}
            </Stack>
          </div>
        )}
        {r.creditNotes.length > 0 && (
          <div>
            <Title order={3} size="h4">
              {t('complaints.resolution.credit-notes')}
            </Title>
            <Stack gap="xs">
              {r.creditNotes.map((note) => (
                <Group key={note.invoiceNumber} justify="space-between" gap="xs">
                  <Text>
                    {t('complaints.resolution.credit-note', { number: note.invoiceNumber, invoice: note.creditedInvoiceNumber })}:{' '}
                    <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(note.total, language, note.currency)}</span>
                  </Text>
                  {/* Invoices are for the dealer's Portal Admins, as on the invoices screen. */}
                  {user?.isPortalAdmin && (
                    <Button
                      variant="default"
                      leftSection={<IconDownload size={16} aria-hidden />}
                      loading={creditNote.isPending && creditNote.variables.invoiceNumber === note.invoiceNumber}
                      onClick={() =>
                        creditNote.mutate(
                          { invoiceNumber: note.invoiceNumber, lang: language },
                          { onError: (error) => showError({ textKey: 'invoices.pdf.failed', error }) },
                        )
                      }
                    >
                      {t('complaints.resolution.download-credit-note', { number: note.invoiceNumber })}
                    </Button>
                  )}
                </Group>
              ))}
            </Stack>
          </div>
        )}
      </Stack>
    );
  };

  return (
    <SectionCard headingId="complaint-resolution-title" title={t('complaints.resolution.title')}>
      {body()}
    </SectionCard>
  );
}
