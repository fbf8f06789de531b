import { Anchor, Button, Group, List, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffOrderDetail } from '@portal/contracts/staff-order';
import { useLanguage } from '@portal/ui';
import { formatQuantity } from '@portal/ui/format';
import { LOCALE_TAG } from '@portal/ui/languages';
import { FailedNotice } from '../../../components/form-parts';
import { Section } from '../../../components/record-page';
import { useDeliverShipment } from '../api/order-desk';

/** The order's shipments: what each carried, its tracking and serial numbers; one not yet delivered can be marked delivered, which invoices it. */
export function OrderShipments({ order, onDone }: { order: StaffOrderDetail; onDone: (key: string) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const deliver = useDeliverShipment(order.orderNumber);
  const time = new Intl.DateTimeFormat(LOCALE_TAG[language], { dateStyle: 'medium', timeStyle: 'short' });
  if (order.shipments.length === 0) return null;
  return (
    <Section id="order-shipments" title={t('order-desk.ship.shipments')}>
      <Stack gap="sm">
        <FailedNotice text={deliver.isError ? t('order-desk.failed') : null} />
        {order.shipments.map((s, i) => (
          <Paper key={s.shipmentId} withBorder p="sm" radius="md">
            <Text fw={600} size="sm">
              {t('order-desk.ship.shipment', { number: i + 1 })} · {time.format(new Date(s.dispatchedAt))}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {s.carrier} ·{' '}
              {s.trackingUrl ? (
                <Anchor href={s.trackingUrl} target="_blank" rel="noopener noreferrer">
                  {s.trackingId}
                  <VisuallyHidden> {t('order-desk.new-tab')}</VisuallyHidden>
                </Anchor>
              ) : (
                s.trackingId
              )}
            </Text>
            <List size="sm" mt={4}>
              {s.lines.map((l) => (
                <List.Item key={l.lineSequence} style={{ overflowWrap: 'anywhere' }}>
                  {formatQuantity(l.quantity, language)} × {l.description} ({l.itemNumber})
                </List.Item>
              ))}
            </List>
            {s.serialNumbers.length > 0 && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('order-desk.line.serials')}: {s.serialNumbers.join(', ')}
              </Text>
            )}
            <Group mt="xs" gap="sm">
              {s.deliveredAt ? (
                <Text size="sm">
                  {t('order-desk.ship.delivered', { at: time.format(new Date(s.deliveredAt)) })}
                  {s.invoiceNumber ? ` · ${t('order-desk.ship.invoice', { number: s.invoiceNumber })}` : ''}
                </Text>
              ) : (
                <Button
                  size="xs"
                  variant="default"
                  loading={deliver.isPending && deliver.variables === s.shipmentId}
                  onClick={() => deliver.mutate(s.shipmentId, { onSuccess: () => onDone('order-desk.ship.delivered-done') })}
                >
                  {t('order-desk.ship.deliver', { number: i + 1 })}
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
    </Section>
  );
}
