import { Alert, Box, Button, Divider, Group, Image, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClockPause, IconFileText, IconPrinter } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCustomerMoney } from '../../../lib/use-customer-money';
import { OrderConfirmationPdfButton } from '../../../components/order-confirmation-pdf-button';
import { DELIVERY_TYPES, type OrderConfirmationData } from '../checkout-logic';
import { AddressBlock } from '../../../components/address-block';
import { CreditHoldAlert } from '../../../components/credit-hold-alert';
import classes from './order-confirmation.module.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Box component="dd" m={0} fw={500}>
        {children}
      </Box>
    </Box>
  );
}

function TotalRow({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  const money = useCustomerMoney();
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text component="dt" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={strong ? 700 : 500}>
        {money(amount)}
      </Text>
    </Group>
  );
}

/** The order's own page (the orders area's /orders/{orderNumber}). */
const orderPagePath = (orderNumber: string) => `/orders/${encodeURIComponent(orderNumber)}`;

/**
 * What was ordered (spec 000 §2), shown in place of the form once the order is placed, under the
 * page's "thank you" heading; it prints as a document and downloads as the PDF.
 */
export function OrderConfirmation({ data, onNewOrder }: { data: OrderConfirmationData; onNewOrder: () => void }) {
  const { t } = useTranslation();
  const money = useCustomerMoney();
  useEffect(() => {
    // The print stylesheet applies while the confirmation is on screen.
    document.body.setAttribute('data-print-confirmation', '');
    return () => document.body.removeAttribute('data-print-confirmation');
  }, []);

  const shippingType =
    data.deliveryType === DELIVERY_TYPES.coDelivery ? t('checkout.delivery-type-co-delivery') : t('checkout.delivery-type-standard');

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="checkout-confirmation-title"
      className={classes.sheet}
    >
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap" align="center">
          <IconCircleCheck size={32} color="var(--mantine-color-green-7)" aria-hidden />
          <Title order={2} id="checkout-confirmation-title">
            {t('checkout.confirmation.summary')}
          </Title>
        </Group>

        {data.waitingForApproval && (
          <Alert color="orange" variant="light" icon={<IconClockPause aria-hidden />} title={t('orders.status.5')}>
            <Text size="sm">{t('orders.approval.waiting')}</Text>
          </Alert>
        )}
        {data.creditHold && <CreditHoldAlert reason={data.creditHold} />}

        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md" m={0}>
          <Fact label={t('checkout.confirmation.order-number')}>{data.orderNumber}</Fact>
          <Fact label={t('checkout.confirmation.status')}>
            {data.waitingForApproval
              ? t('orders.status.5')
              : data.creditHold
                ? t('orders.credit-hold.status')
                : t('checkout.confirmation.pending')}
          </Fact>
          <Fact label={t('checkout.confirmation.order-marking')}>{data.goodsMark || t('checkout.confirmation.no-order-marking')}</Fact>
          <Fact label={t('checkout.confirmation.payment-method')}>{t('checkout.confirmation.invoice')}</Fact>
          <Fact label={t('checkout.confirmation.shipping-type')}>{shippingType}</Fact>
          <Fact label={t('checkout.confirmation.billing-address')}>
            <AddressBlock lines={data.billingAddress} />
          </Fact>
          <Fact label={t('checkout.confirmation.delivery-address')}>
            <AddressBlock lines={data.deliveryAddress} />
          </Fact>
        </SimpleGrid>

        <Divider />

        {/* With less than 280 px of room (a 320 px phone) the table scrolls sideways; the region takes the keyboard for it. */}
        <Table.ScrollContainer minWidth={280} type="native" tabIndex={0} role="region" aria-label={t('checkout.confirmation.lines')}>
          <Table verticalSpacing="xs">
            <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{t('checkout.confirmation.lines')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('checkout.confirmation.product')}</Table.Th>
                <Table.Th ta="right">{t('checkout.confirmation.quantity')}</Table.Th>
                <Table.Th ta="right">{t('checkout.confirmation.line-total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Image src={line.image} alt="" w={40} h={40} fit="contain" radius="sm" bg="gray.0" />
                      <Text size="sm" style={{ overflowWrap: 'break-word', minWidth: 0 }}>
                        {line.title}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{line.quantity}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(line.lineTotal)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>

        {/* Right under the amounts from sm up; no plain m={0}: an inline margin would beat the breakpoint's ml auto. */}
        <Stack component="dl" gap="xs" my={0} maw={{ sm: 360 }} ml={{ base: 0, sm: 'auto' }} w="100%">
          <TotalRow label={t('checkout.confirmation.item-sum')} amount={data.itemSum} />
          <TotalRow label={t('checkout.confirmation.shipping')} amount={data.shipping} />
          <div aria-hidden style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }} />
          <TotalRow label={t('checkout.confirmation.total')} amount={data.total} strong />
        </Stack>

        <Group className={`${classes.actions} portal-actions`}>
          <Button component={Link} to="/order-add" onClick={onNewOrder} size="md">
            {t('checkout.confirmation.new-order')}
          </Button>
          <Button
            component={Link}
            to={orderPagePath(data.orderNumber)}
            variant="default"
            size="md"
            leftSection={<IconFileText size={16} aria-hidden />}
          >
            {t('checkout.confirmation.order-page')}
          </Button>
          <Button variant="default" size="md" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
            {t('checkout.confirmation.print')}
          </Button>
          <OrderConfirmationPdfButton orderNumber={data.orderNumber} size="md" />
        </Group>
      </Stack>
    </Paper>
  );
}
