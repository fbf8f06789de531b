import { Anchor, List, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { OrderShipment } from '@portal/contracts/order-page';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '@portal/ui/format';
import type { Language } from '@portal/ui/languages';
import { safeExternalUrl } from '../order-logic';
import { isoDateText } from '../order-page-logic';

/** What has left the factory, shipment by shipment: carrier, tracking link, lines, serial numbers and invoice. */
export function OrderShipments({ shipments, language }: { shipments: readonly OrderShipment[]; language: Language }) {
  const { t } = useTranslation();
  if (shipments.length === 0) return <Text c="dimmed">{t('orders.page.no-shipments')}</Text>;
  return (
    <Stack gap="sm">
      {shipments.map((shipment, i) => {
        const url = safeExternalUrl(shipment.trackingUrl);
        const id = `order-shipment-${shipment.shipmentId}`;
        return (
          <Paper key={shipment.shipmentId} withBorder radius="md" p="sm" component="article" aria-labelledby={id}>
            <Title order={3} size="h5" id={id} mb="xs">
              {t('orders.page.shipment', { number: i + 1 })}
            </Title>
            <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="xs" m={0}>
              <div>
                <Text component="dt" size="sm" c="dimmed">
                  {t('orders.page.dispatched-on')}
                </Text>
                <Text component="dd" m={0}>
                  {isoDateText(shipment.dispatchedAt.slice(0, 10), language)}
                </Text>
              </div>
              <div>
                <Text component="dt" size="sm" c="dimmed">
                  {t('orders.page.carrier')}
                </Text>
                <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                  {shipment.carrier}
                </Text>
              </div>
              <div>
                <Text component="dt" size="sm" c="dimmed">
                  {t('orders.column.tracking')}
                </Text>
                <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                  {url ? (
                    <Anchor href={url} target="_blank" rel="noopener noreferrer">
                      {shipment.trackingId}
                      <IconExternalLink size={14} aria-hidden style={{ marginInlineStart: 4, verticalAlign: 'middle' }} />
                      <VisuallyHidden>{t('orders.new-tab')}</VisuallyHidden>
                    </Anchor>
                  ) : (
                    shipment.trackingId
                  )}
                </Text>
              </div>
              <div>
                <Text component="dt" size="sm" c="dimmed">
                  {t('orders.page.delivered-on')}
                </Text>
                <Text component="dd" m={0}>
                  {shipment.deliveredAt ? isoDateText(shipment.deliveredAt.slice(0, 10), language) : '–'}
                  {shipment.invoiceNumber ? ` (${t('orders.page.shipment-invoice', { number: shipment.invoiceNumber })})` : ''}
                </Text>
              </div>
            </SimpleGrid>
            <List mt="xs" size="sm" aria-label={t('orders.page.shipment-lines')}>
              {shipment.lines.map((line) => (
                <List.Item key={line.lineSequence} style={{ overflowWrap: 'anywhere' }}>
                  {formatQuantity(line.quantity, language)} × {line.description} ({line.itemNumber})
                </List.Item>
              ))}
            </List>
            {shipment.serialNumbers.length > 0 && (
              <Text mt="xs" size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('orders.page.serials')}: {shipment.serialNumbers.join(', ')}
              </Text>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
