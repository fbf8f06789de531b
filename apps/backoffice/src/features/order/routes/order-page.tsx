import { Alert, Anchor, Badge, Grid, List, Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { type StaffOrderDetail } from '@portal/contracts/staff-order';
import { ErrorNotice, Page, useLanguage } from '@portal/ui';
import { formatDate, formatMoney, formatPercent, formatQuantity } from '@portal/ui/format';
import { LOCALE_TAG } from '@portal/ui/languages';
import { dealerLabel } from '../../../lib/labels';
import { calendarDay as day } from '../../../lib/local-time';
import { OrderActions } from '../components/order-actions';
import { staffOrderQuery } from '../api/order-desk';
import { deliveryAddressLine, deliveryTypeKey, historyText, invoiceColor, promiseWeekLabel } from '../order-logic';

/** One order on the desk: what the dealer ordered, where it goes, how far it has come, and the next step. */
export function OrderPage() {
  const { t } = useTranslation();
  const { orderNumber = '' } = useParams();
  const order = useQuery(staffOrderQuery(orderNumber));

  if (order.error) {
    return (
      <Page title={t('order-desk.detail.title')}>
        <ErrorNotice titleKey="order-desk.detail.not-found" />
        <Anchor component={Link} to="/orders">
          {t('order-desk.back')}
        </Anchor>
      </Page>
    );
  }
  if (!order.data) {
    return (
      <Page title={t('order-desk.detail.title')}>
        <Skeleton height={240} />
      </Page>
    );
  }
  return <OrderDetail order={order.data} />;
}

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w="40%">
        {label}
      </Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
    </Table.Tr>
  );
}

function OrderDetail({ order: o }: { order: StaffOrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (amount: number) => formatMoney(amount, language, o.currency);
  const time = new Intl.DateTimeFormat(LOCALE_TAG[language], { dateStyle: 'medium', timeStyle: 'short' });
  const address = deliveryAddressLine(o.deliveryAddress);

  return (
    <Page title={t('order-desk.detail.heading', { orderNumber: o.orderNumber })}>
      <Anchor component={Link} to="/orders">
        {t('order-desk.back')}
      </Anchor>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md" component="section" aria-labelledby="order-facts">
            <Title order={2} size="h4" id="order-facts" mb="sm">
              {t('order-desk.detail.facts')}
            </Title>
            <Table variant="vertical" layout="fixed">
              <Table.Tbody>
                <Row label={t('order-desk.column.status')} value={<Badge variant="light">{t(`order-desk.status.${o.status}`)}</Badge>} />
                <Row label={t('order-desk.column.dealer')} value={`${dealerLabel(o)}, ${t(`markets.${o.market}`)}`} />
                <Row label={t('order-desk.column.date')} value={formatDate(day(o.orderDate), language)} />
                <Row label={t('order-desk.column.mark')} value={o.orderMark ?? '–'} />
                <Row label={t('order-desk.detail.reference')} value={o.referenceNo ?? '–'} />
                <Row label={t('order-desk.detail.delivery-type')} value={t(deliveryTypeKey(o.deliveryType))} />
                <Row label={t('order-desk.detail.requested')} value={o.requestedDate ? formatDate(day(o.requestedDate), language) : '–'} />
                <Row label={t('order-desk.column.week')} value={promiseWeekLabel(o.promiseDate)} />
                <Row label={t('order-desk.detail.address')} value={address || '–'} />
                <Row label={t('order-desk.detail.phone')} value={o.notificationPhone ?? '–'} />
                <Row label={t('order-desk.detail.carrier')} value={o.carrier ?? '–'} />
                <Row
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
                {o.cancelReason && <Row label={t('order-desk.detail.cancel-reason')} value={o.cancelReason} />}
              </Table.Tbody>
            </Table>
          </Paper>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <OrderActions order={o} />
            {o.invoice && (
              <Paper withBorder p="md" component="section" aria-labelledby="order-invoice">
                <Title order={2} size="h4" id="order-invoice" mb="sm">
                  {t('order-desk.detail.invoice')}
                </Title>
                <Alert variant="light" color={invoiceColor(o.invoice)}>
                  {t('order-desk.detail.invoice-text', {
                    number: o.invoice.invoiceNumber,
                    total: formatMoney(o.invoice.total, language, o.invoice.currency),
                    due: formatDate(day(o.invoice.dueDate), language),
                  })}{' '}
                  {t(`invoice-desk.payment.${o.invoice.paymentStatus}`)}
                </Alert>
              </Paper>
            )}
            <Paper withBorder p="md" component="section" aria-labelledby="order-history">
              <Title order={2} size="h4" id="order-history" mb="sm">
                {t('order-desk.detail.history')}
              </Title>
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
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
      <Paper withBorder p="md" component="section" aria-labelledby="order-lines">
        <Title order={2} size="h4" id="order-lines" mb="sm">
          {t('order-desk.detail.lines')}
        </Title>
        <Table.ScrollContainer minWidth={620} type="native" tabIndex={0} role="group" aria-labelledby="order-lines">
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
        </Table.ScrollContainer>
      </Paper>
    </Page>
  );
}
