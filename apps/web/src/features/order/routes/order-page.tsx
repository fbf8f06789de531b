import { Alert, Box, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title, Anchor, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconMessageReport, IconRepeat, IconX } from '@tabler/icons-react';
import type { OrderPageResponse } from '@portal/contracts/order-page';
import { DELIVERY_TYPES } from '@portal/contracts/order';
import { countryName } from '@portal/contracts/countries';
import { parseIsoWeek } from '@portal/contracts/iso-week';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorNotice, Page, useErrorDialog } from '@portal/ui';
import { ApiError } from '@portal/ui/auth';
import { formatMoney } from '@portal/ui/format';
import type { Language } from '@portal/ui/languages';
import { AddressBlock } from '../../../components/address-block';
import { OrderConfirmationPdfButton } from '../../../components/order-confirmation-pdf-button';
import { useOrderPage } from '../api/get-order-page';
import { useReorder } from '../api/reorder';
import { CancelOrderDialog } from '../components/cancel-order-dialog';
import { OrderChanges } from '../components/order-changes';
import { OrderCourse } from '../components/order-course';
import { OrderInvoices } from '../components/order-invoices';
import { OrderLinesTable } from '../components/order-lines-table';
import { OrderShipments } from '../components/order-shipments';
import { ReorderNotice } from '../components/reorder-notice';
import { addressLines, isoDateText, summarizeReorder, type ReorderSummary } from '../order-page-logic';
import { useMenuItem } from '../../../lib/menu-item';
import { CreditHoldAlert } from '../../../components/credit-hold-alert';
import { asLanguage, complaintPath, ORDER_LIST_PATH, orderListOf, safeExternalUrl, statusLabelKey } from '../order-logic';

/** /orders/{orderNumber}: one order on its own page (beyond the spec, whose order detail is a modal in the lists). */
export function OrderPage() {
  const { orderNumber = '' } = useParams();
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const order = useOrderPage(orderNumber);
  const title = t('orders.page.title', { number: orderNumber });
  // In the menu the page belongs to the list its order is in.
  useMenuItem(order.data ? ORDER_LIST_PATH[orderListOf(order.data.status)] : null);

  if (order.isPending) {
    return (
      <Page title={title}>
        <Stack gap="md" aria-busy="true">
          <Text c="dimmed">{t('orders.detail.loading')}</Text>
          <Skeleton h={96} radius="md" />
          <Skeleton h={220} radius="md" />
          <Skeleton h={260} radius="md" />
        </Stack>
      </Page>
    );
  }
  if (order.isError) {
    const missing = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
    if (missing) {
      return (
        <Page title={t('orders.page.not-found-title')}>
          <Text>{t('orders.page.not-found', { number: orderNumber })}</Text>
          <Group gap="sm">
            <Button component={Link} to="/orders">
              {t('menu.orders-open')}
            </Button>
            <Button component={Link} to="/order-history" variant="default">
              {t('menu.orders-closed')}
            </Button>
          </Group>
        </Page>
      );
    }
    return (
      <Page title={title}>
        <ErrorNotice titleKey="error.title.orders" onRetry={() => void order.refetch()} error={order.error} />
      </Page>
    );
  }
  return (
    <Page title={title}>
      <OrderPageBody order={order.data} language={language} />
    </Page>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Box component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

/** A titled part of the page; a landmark unless what it holds is one already under the same name (the lines' scrolling table). */
function Section({ id, title, children, landmark = true }: { id: string; title: string; children: ReactNode; landmark?: boolean }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component={landmark ? 'section' : 'div'}
      aria-labelledby={landmark ? id : undefined}
    >
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function OrderPageBody({ order, language }: { order: OrderPageResponse; language: Language }) {
  const { t } = useTranslation();
  const { showError } = useErrorDialog();
  const money = (amount: number) => formatMoney(amount, language, order.currency);
  const reorder = useReorder();
  const [summary, setSummary] = useState<ReorderSummary | null>(null);
  const [cancel, setCancel] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const notice = useRef<HTMLDivElement>(null);
  const statusKey = statusLabelKey(order.status);
  const week = parseIsoWeek(order.promiseWeek);
  const trackingUrl = safeExternalUrl(order.tracking?.url);
  const lines = (address: OrderPageResponse['deliveryAddress']) => addressLines(address, (c) => countryName(c, language));

  const runReorder = () =>
    reorder.mutate(
      { orderNumber: order.orderNumber, changeId: crypto.randomUUID() },
      {
        onSuccess: (answer) => {
          setSummary(summarizeReorder(answer));
          // The answer is read out from the status region; focus goes there so keyboard users find its links.
          requestAnimationFrame(() => notice.current?.focus());
        },
        onError: (error) => showError({ error }),
      },
    );

  return (
    <Stack gap="lg">
      <Group gap="sm" className="portal-actions">
        <Button leftSection={<IconRepeat size={16} aria-hidden />} onClick={runReorder} loading={reorder.isPending}>
          {t('orders.reorder.button')}
        </Button>
        <OrderConfirmationPdfButton orderNumber={order.orderNumber} />
        {order.cancellable && !cancelled && (
          <Button
            variant="default"
            color="red.9"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => setCancel(true)}
            aria-haspopup="dialog"
          >
            {t('orders.action.cancel')}
          </Button>
        )}
        {order.complaintPossible && (
          <Button
            component={Link}
            to={complaintPath(order.orderNumber)}
            variant="default"
            leftSection={<IconMessageReport size={16} aria-hidden />}
          >
            {t('orders.action.complaint')}
          </Button>
        )}
      </Group>

      <div role="status" ref={notice} tabIndex={-1} style={{ outline: 'none' }}>
        {cancelled && <Text c="green.9">{t('orders.cancel.done', { number: order.orderNumber })}</Text>}
        {summary && <ReorderNotice summary={summary} money={money} language={language} />}
      </div>
      {order.approval && <ApprovalState approval={order.approval} />}

      {order.creditHold && <CreditHoldAlert reason={order.creditHold} />}

      <Section id="order-course-title" title={t('orders.page.course')}>
        <OrderCourse course={order.course} status={order.status} language={language} label={t('orders.page.course')} />
        {order.tracking && (
          <Text mt="sm">
            {t('orders.page.tracking')}{' '}
            {trackingUrl ? (
              <Anchor href={trackingUrl} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                {order.tracking.id ?? t('orders.track')}
                <IconExternalLink size={14} aria-hidden style={{ marginInlineStart: 4, verticalAlign: 'middle' }} />
                <VisuallyHidden>{t('orders.new-tab')}</VisuallyHidden>
              </Anchor>
            ) : (
              order.tracking.id
            )}
            {order.tracking.carrier ? ` (${order.tracking.carrier})` : ''}
          </Text>
        )}
      </Section>

      <Section id="order-facts-title" title={t('orders.page.details')}>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="md" m={0}>
          <Fact label={t('orders.column.date')}>{isoDateText(order.orderDate, language)}</Fact>
          <Fact label={t('orders.column.status')}>{statusKey ? t(statusKey) : String(order.status)}</Fact>
          <Fact label={t('checkout.confirmation.order-marking')}>{order.orderMark || t('checkout.confirmation.no-order-marking')}</Fact>
          {order.reference && <Fact label={t('orders.column.reference')}>{order.reference}</Fact>}
          <Fact label={t('orders.page.requested-date')}>{order.requestedDate ? isoDateText(order.requestedDate, language) : '–'}</Fact>
          <Fact label={t('orders.column.week')}>{week ? t('orders.week', { week: week.week, year: week.year }) : '–'}</Fact>
          <Fact label={t('checkout.confirmation.shipping-type')}>
            {order.deliveryType === DELIVERY_TYPES.coDelivery
              ? t('checkout.delivery-type-co-delivery')
              : t('checkout.delivery-type-standard')}
          </Fact>
          <Fact label={t('checkout.confirmation.payment-method')}>{t('checkout.confirmation.invoice')}</Fact>
        </SimpleGrid>
        {order.message && (
          <Text mt="md" style={{ whiteSpace: 'pre-line' }}>
            <Text component="span" fw={600}>
              {t('orders.detail.notes')}:
            </Text>{' '}
            {order.message}
          </Text>
        )}
        {order.cancelMessage && (
          <Text mt="md" style={{ whiteSpace: 'pre-line' }}>
            <Text component="span" fw={600}>
              {t('orders.page.cancel-message')}:
            </Text>{' '}
            {order.cancelMessage}
          </Text>
        )}
      </Section>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Section id="order-delivery-address-title" title={t('checkout.confirmation.delivery-address')}>
          <AddressBlock lines={lines(order.deliveryAddress)} />
        </Section>
        <Section id="order-billing-address-title" title={t('checkout.confirmation.billing-address')}>
          <AddressBlock lines={lines(order.billingAddress)} />
        </Section>
      </SimpleGrid>

      <Section id="order-lines-title" title={t('orders.detail.lines')} landmark={false}>
        <Stack gap="md">
          <OrderLinesTable
            lines={order.lines}
            configurations={order.configurations}
            money={money}
            language={language}
            caption={t('orders.detail.lines')}
          />
          {/* Right under the amounts from sm up; no plain m={0}: an inline margin would beat the breakpoint's ml auto. */}
          <Stack component="dl" gap="xs" my={0} maw={{ sm: 360 }} ml={{ base: 0, sm: 'auto' }} w="100%">
            <Total label={t('checkout.confirmation.item-sum')} amount={money(order.itemSum)} />
            <Total label={t('checkout.confirmation.shipping')} amount={money(order.freight)} />
            <div aria-hidden style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }} />
            <Total label={t('checkout.confirmation.total')} amount={money(order.total)} strong />
          </Stack>
        </Stack>
      </Section>

      {order.shipments.length > 0 && (
        <Section id="order-shipments-title" title={t('orders.page.shipments')}>
          <OrderShipments shipments={order.shipments} language={language} />
        </Section>
      )}

      {order.changes.length > 0 && (
        <Section id="order-changes-title" title={t('orders.page.history')}>
          <OrderChanges changes={order.changes} language={language} />
        </Section>
      )}

      {order.invoices && (
        <Section id="order-invoices-title" title={t('orders.page.invoices')}>
          <OrderInvoices invoices={order.invoices} language={language} />
        </Section>
      )}

      <CancelOrderDialog
        order={{ number: order.orderNumber, status: order.status }}
        opened={cancel}
        onClose={() => setCancel(false)}
        onCancelled={() => setCancelled(true)}
      />
    </Stack>
  );
}

function Total({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text component="dt" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Text>
    </Group>
  );
}

/** Where an order that needed an approver of the dealer stands (ADR 0079). */
function ApprovalState({ approval }: { approval: NonNullable<OrderPageResponse['approval']> }) {
  const { t } = useTranslation();
  const name = approval.decidedBy ?? '';
  if (approval.state === 'waiting') return <Alert color="orange">{t('orders.approval.waiting')}</Alert>;
  return (
    <Alert color={approval.state === 'approved' ? 'green' : 'red'}>
      {t(approval.state === 'approved' ? 'orders.approval.approved' : 'orders.approval.rejected', { name })}
      {approval.reason && <Text mt="xs">{t('orders.approval.reason', { reason: approval.reason })}</Text>}
    </Alert>
  );
}
