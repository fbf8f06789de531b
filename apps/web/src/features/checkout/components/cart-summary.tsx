import { Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerMoney } from '../../../lib/use-customer-money';
import type { CartItem } from '../../../lib/cart/cart-store';
import { orderTotals } from '../checkout-logic';

type Props = {
  items: readonly CartItem[];
  /** The server's freight; null or undefined means the default. */
  freight: number | null | undefined;
  /** The first estimate is still on its way, so freight and total are not known yet. */
  freightLoading: boolean;
};

function SummaryRow({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text component="dt" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={strong ? 700 : 500} ta="right">
        {children}
      </Text>
    </Group>
  );
}

/** The cart beside the form: lines, subtotal, shipping and grand total, always in SEK (spec 000 §1). */
export function CartSummary({ items, freight, freightLoading }: Props) {
  const { t } = useTranslation();
  const money = useCustomerMoney();
  const totals = orderTotals(items, freight);
  const pending = (
    <Group component="span" gap={6} wrap="nowrap" justify="flex-end">
      <Loader size="xs" aria-hidden />
      <Text component="span" size="sm">
        {t('checkout.shipping-loading')}
      </Text>
    </Group>
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="checkout-summary-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="checkout-summary-title">
          {t('checkout.summary-title')}
        </Title>
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <Group
              component="li"
              key={item.id}
              wrap="nowrap"
              align="flex-start"
              gap="sm"
              py="xs"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Image src={item.image} alt="" w={56} h={56} fit="contain" radius="sm" bg="gray.0" />
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {item.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('cart.pieces', { count: item.quantity })}
                </Text>
              </Stack>
              <Text fw={500} ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(item.price * item.quantity)}
              </Text>
            </Group>
          ))}
        </Stack>
        <Stack component="dl" gap="xs" m={0}>
          <SummaryRow label={t('checkout.subtotal')}>{money(totals.itemSum)}</SummaryRow>
          <SummaryRow label={t('checkout.shipping')}>{freightLoading ? pending : money(totals.shipping)}</SummaryRow>
          <div aria-hidden style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }} />
          <SummaryRow label={t('checkout.grand-total')} strong>
            {freightLoading ? pending : money(totals.total)}
          </SummaryRow>
        </Stack>
        {/* After the list: a definition list holds terms and their values only. */}
        <Text size="sm" c="dimmed" ta="right">
          {t('cart.excl-vat')}
        </Text>
      </Stack>
    </Paper>
  );
}
