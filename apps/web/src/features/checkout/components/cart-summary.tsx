import { Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCustomerMoney } from '../../../lib/use-customer-money';
import type { CartItem } from '../../../lib/cart/cart-store';
import type { SummaryFreight } from '../../../lib/cart/price-summary';
import type { VatRule } from '@portal/contracts/vat';
import { PriceSummary } from '../../../components/price-summary';

type Props = {
  items: readonly CartItem[];
  vat: VatRule | undefined;
  /** The estimate's freight, or not known while the requested date is not valid. */
  freight: SummaryFreight;
  /** The first estimate is still on its way, so freight and total are not known yet. */
  freightLoading: boolean;
};

/** The cart beside the form: lines, then the figures with discount, freight and VAT (spec 000 §1, §3). */
export function CartSummary({ items, vat, freight, freightLoading }: Props) {
  const { t } = useTranslation();
  const money = useCustomerMoney();

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
        <PriceSummary items={items} vat={vat} freight={freight} freightLoading={freightLoading} />
        {/* After the list: a definition list holds terms and their values only. */}
        <Text size="sm" c="dimmed" ta="right">
          {t('cart.excl-vat')}
        </Text>
      </Stack>
    </Paper>
  );
}
