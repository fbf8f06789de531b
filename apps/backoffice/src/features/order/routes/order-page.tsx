import { Alert, Anchor, Badge, Button, Grid, Group, List, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type StaffOrderDetail } from '@portal/contracts/staff-order';
import { Page, TableScroller, useLanguage } from '@portal/ui';
import { formatDate, formatMoney, formatPercent, formatQuantity } from '@portal/ui/format';
import { LOCALE_TAG } from '@portal/ui/languages';
import { FactRow, FactTable, PageLink, RecordPage, Section } from '../../../components/record-page';
import { dealerLabel } from '../../../lib/labels';
import { calendarDay as day } from '../../../lib/local-time';
import { OrderActions } from '../components/order-actions';
import { EditDeliveryDialog, EditLinesDialog, ShipmentDialog } from '../components/order-change-dialogs';
import { OrderShipments } from '../components/order-shipments';
import { OrderDocuments } from '../components/order-documents';
import { SavedNotice } from '../../../components/form-parts';
import { ORDER_STATUS } from '@portal/contracts/order';
import { staffOrderQuery } from '../api/order-desk';
import { deliveryAddressLine, deliveryTypeKey, historyText, invoiceColor, promiseWeekLabel } from '../order-logic';

/** One order on the desk: what the dealer ordered, where it goes, how far it has come, and the next step. */
export function OrderPage() {
  const { t } = useTranslation();
  const { orderNumber = '' } = useParams();
  const order = useQuery(staffOrderQuery(orderNumber));

  return (
    <RecordPage
      query={order}
      title={t('order-desk.detail.title')}
      notFoundKey="order-desk.detail.not-found"
      back={<PageLink to="/orders">{t('order-desk.back')}</PageLink>}
      height={240}
    >
      {(o) => <OrderDetail order={o} />}
    </RecordPage>
  );
}

function OrderDetail({ order: o }: { order: StaffOrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (amount: number) => formatMoney(amount, language, o.currency);
  const time = new Intl.DateTimeFormat(LOCALE_TAG[language], { dateStyle: 'medium', timeStyle: 'short' });
  const address = deliveryAddressLine(o.deliveryAddress);
  const [dialog, setDialog] = useState<'lines' | 'delivery' | 'ship' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const close = () => setDialog(null);
  // A dialog opens with the order as it stands now: its key makes it start afresh each time.
  const dialogProps = { order: o, onClose: close, onDone: (key: string) => setDone(t(key)) };

  return (
    <Page title={t('order-desk.detail.heading', { orderNumber: o.orderNumber })}>
      <PageLink to="/orders">{t('order-desk.back')}</PageLink>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Section id="order-facts" title={t('order-desk.detail.facts')}>
            <FactTable>
              <FactRow label={t('order-desk.column.status')} value={<Badge variant="light">{t(`order-desk.status.${o.status}`)}</Badge>} />
              <FactRow label={t('order-desk.column.dealer')} value={`${dealerLabel(o)}, ${t(`markets.${o.market}`)}`} />
              <FactRow label={t('order-desk.column.date')} value={formatDate(day(o.orderDate), language)} />
              <FactRow label={t('order-desk.column.mark')} value={o.orderMark ?? '–'} />
              <FactRow label={t('order-desk.detail.reference')} value={o.referenceNo ?? '–'} />
              <FactRow label={t('order-desk.detail.delivery-type')} value={t(deliveryTypeKey(o.deliveryType))} />
              <FactRow
                label={t('order-desk.detail.requested')}
                value={o.requestedDate ? formatDate(day(o.requestedDate), language) : '–'}
              />
              <FactRow label={t('order-desk.column.week')} value={promiseWeekLabel(o.promiseDate)} />
              <FactRow label={t('order-desk.detail.address')} value={address || '–'} />
              <FactRow label={t('order-desk.detail.phone')} value={o.notificationPhone ?? '–'} />
              <FactRow label={t('order-desk.detail.carrier')} value={o.carrier ?? '–'} />
              <FactRow
                label={t('order-desk.detail.tracking')}
                value={
                  o.trackingId ? (
                    o.trackingUrl ? (
                      <Anchor href={o.trackingUrl} target="_blank" rel="noopener noreferrer">
                        {o.trackingId}
                        <VisuallyHidden> {t('order-desk.new-tab')}</VisuallyHidden>
                      </Anchor>
                    ) : (
                      o.trackingId
                    )
                  ) : (
                    '–'
                  )
                }
              />
              {o.cancelReason && <FactRow label={t('order-desk.detail.cancel-reason')} value={o.cancelReason} />}
              {o.cancelMessage && <FactRow label={t('order-desk.detail.cancel-message')} value={o.cancelMessage} />}
            </FactTable>
            <Stack gap={4} mt="sm">
              <Text size="sm" fw={500}>
                {t('order-desk.documents.title')}
              </Text>
              <OrderDocuments order={o} />
            </Stack>
          </Section>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <OrderActions order={o} />
            {o.editable && (
              <Section id="order-change" title={t('order-desk.edit.title')}>
                <Stack gap="sm">
                  <SavedNotice text={done} />
                  <Group gap="sm">
                    <Button variant="default" onClick={() => (setDone(null), setDialog('lines'))} aria-haspopup="dialog">
                      {t('order-desk.edit.lines')}
                    </Button>
                    <Button variant="default" onClick={() => (setDone(null), setDialog('delivery'))} aria-haspopup="dialog">
                      {t('order-desk.edit.delivery')}
                    </Button>
                    {o.status === ORDER_STATUS.inProduction && (
                      <Button variant="default" onClick={() => (setDone(null), setDialog('ship'))} aria-haspopup="dialog">
                        {t('order-desk.ship.button')}
                      </Button>
                    )}
                  </Group>
                </Stack>
              </Section>
            )}
            <OrderShipments order={o} onDone={(key) => setDone(t(key))} />
            {o.invoices.length > 0 && (
              <Section id="order-invoice" title={t('order-desk.detail.invoice')}>
                <Stack gap="xs">
                  {o.invoices.map((invoice) => (
                    <Alert key={invoice.invoiceNumber} variant="light" color={invoiceColor(invoice)}>
                      {t('order-desk.detail.invoice-text', {
                        number: invoice.invoiceNumber,
                        total: formatMoney(invoice.total, language, invoice.currency),
                        due: formatDate(day(invoice.dueDate), language),
                      })}{' '}
                      {t(`invoice-desk.payment.${invoice.paymentStatus}`)}
                    </Alert>
                  ))}
                </Stack>
              </Section>
            )}
            <Section id="order-history" title={t('order-desk.detail.history')}>
              {o.history.length === 0 ? (
                <Text c="dimmed">{t('order-desk.detail.no-history')}</Text>
              ) : (
                <List spacing="xs">
                  {o.history.map((h) => {
                    const step = historyText(h);
                    return (
                      <List.Item key={h.at}>
                        <Text size="sm">
                          {t(step.key, { defaultValue: step.fallback })} · {h.staffName}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {time.format(new Date(h.at))}
                        </Text>
                      </List.Item>
                    );
                  })}
                </List>
              )}
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
      <Section id="order-lines" title={t('order-desk.detail.lines')}>
        <TableScroller minWidth={620} label={t('order-desk.detail.lines')}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('order-desk.line.item')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('order-desk.line.quantity')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('order-desk.line.shipped')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('order-desk.line.price')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('order-desk.line.discount')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('order-desk.line.net')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {o.lines.map((l) => (
                <Table.Tr key={l.lineSequence}>
                  <Table.Td>
                    <Text size="sm">{l.description}</Text>
                    <Text size="xs" c="dimmed">
                      {l.itemNumber}
                      {l.serialNumbers.length > 0 && ` · ${t('order-desk.line.serials')}: ${l.serialNumbers.join(', ')}`}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatQuantity(l.quantity, language)}</Table.Td>
                  <Table.Td ta="right">{formatQuantity(l.shippedQuantity, language)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(l.price)}
                  </Table.Td>
                  <Table.Td ta="right">{formatPercent(l.discount, language)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(l.netAmount)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row" colSpan={5} ta="right">
                  {t('order-desk.detail.freight')}
                </Table.Th>
                <Table.Td ta="right">{money(o.freight)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row" colSpan={5} ta="right">
                  {t('order-desk.column.value')}
                </Table.Th>
                <Table.Td ta="right">{money(o.orderValue)}</Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </TableScroller>
      </Section>
      {dialog === 'lines' && <EditLinesDialog key="lines" opened {...dialogProps} />}
      {dialog === 'delivery' && <EditDeliveryDialog key="delivery" opened {...dialogProps} />}
      {dialog === 'ship' && <ShipmentDialog key="ship" opened {...dialogProps} />}
    </Page>
  );
}
