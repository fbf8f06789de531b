import { Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VatRule } from '@portal/contracts/vat';
import { useCustomerMoney } from '../lib/use-customer-money';
import type { CartItem } from '../lib/cart/cart-store';
import { priceSummary, type SummaryFreight } from '../lib/cart/price-summary';

function SummaryRow({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text component="dt" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={strong ? 700 : 500} ta="right" style={{ whiteSpace: 'nowrap' }}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * The cart's figures under its lines, in the cart drawer and beside the checkout: list price and
 * the dealer's discount (when there is one), subtotal, freight, the total excluding VAT, VAT as the
 * invoice will carry it, and the total including VAT. No total while the freight is not known.
 */
export function PriceSummary({
  items,
  vat,
  freight,
  freightLoading = false,
}: {
  items: readonly CartItem[];
  vat: VatRule | undefined;
  freight: SummaryFreight;
  /** The first estimate is on its way: freight and what depends on it show a loading mark. */
  freightLoading?: boolean;
}) {
  const { t } = useTranslation();
  const money = useCustomerMoney();
  const s = priceSummary(items, freight, vat);
  const pending = (
    <Group component="span" gap={6} wrap="nowrap" justify="flex-end">
      <Loader size="xs" aria-hidden />
      <Text component="span" size="sm">
        {t('checkout.shipping-loading')}
      </Text>
    </Group>
  );
  const amount = (value: number | null) => (freightLoading ? pending : value === null ? null : money(value));
  const vatLabel =
    s.vat?.treatment === 'intra-community'
      ? t('cart.summary.vat-intra-community')
      : s.vat?.treatment === 'export'
        ? t('cart.summary.vat-export')
        : t(s.totalInclVat === null ? 'cart.summary.vat-on-goods' : 'cart.summary.vat', { percent: s.vat?.vatPercent ?? 0 });

  return (
    <Stack component="dl" gap="xs" m={0}>
      {s.discount > 0 && (
        <>
          <SummaryRow label={t('cart.summary.list-price')}>{money(s.listSum)}</SummaryRow>
          <SummaryRow label={t('cart.summary.discount')}>{money(-s.discount)}</SummaryRow>
        </>
      )}
      <SummaryRow label={t('checkout.subtotal')}>{money(s.itemSum)}</SummaryRow>
      <SummaryRow label={t('checkout.shipping')}>
        {freightLoading ? pending : s.freight === null ? t('cart.summary.freight-unknown') : money(s.freight)}
      </SummaryRow>
      {(freightLoading || s.totalExclVat !== null) && (
        <SummaryRow label={t('cart.summary.total-excl-vat')}>{amount(s.totalExclVat)}</SummaryRow>
      )}
      {s.vat && <SummaryRow label={vatLabel}>{amount(s.vat.amount)}</SummaryRow>}
      <div aria-hidden style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }} />
      {freightLoading || s.totalInclVat !== null ? (
        <SummaryRow label={t('checkout.grand-total')} strong>
          {amount(s.totalInclVat)}
        </SummaryRow>
      ) : (
        s.goodsInclVat !== null && <SummaryRow label={t('cart.summary.goods-incl-vat')}>{money(s.goodsInclVat)}</SummaryRow>
      )}
    </Stack>
  );
}
