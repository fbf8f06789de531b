import { Anchor, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCustomerMoney } from '../lib/use-customer-money';
import { AddToCartButton, type OrderableProduct } from './add-to-cart-button';

export const productPath = (itemNumber: string) => `/shop/product/${encodeURIComponent(itemNumber)}`;

/**
 * Products the dealer can order from a list (search results, a stove's spare parts): picture,
 * name linking to the product, item number, the customer's price and an add-to-cart button.
 */
export function OrderableProductList({ products, labelledBy }: { products: readonly OrderableProduct[]; labelledBy?: string }) {
  const { t } = useTranslation();
  const money = useCustomerMoney();
  const [added, setAdded] = useState<string | null>(null);
  return (
    <Stack gap="xs">
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={labelledBy}>
        {products.map((p) => (
          <Paper component="li" key={p.ItemNumber} withBorder p="sm" radius="md">
            <Group wrap="nowrap" gap="sm" align="center">
              <Image src={p.ImageUrl ?? undefined} alt="" w={56} h={56} fit="contain" style={{ flex: 'none' }} />
              <Stack gap={2} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                <Anchor component={Link} to={productPath(p.ItemNumber)} fw={500}>
                  {p.Description}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {p.ItemNumber}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end" style={{ flex: 'none' }}>
                <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {money(p.UnitPrice)}
                </Text>
                <AddToCartButton product={p} compact onAdded={(product) => setAdded(product.Description)} />
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Group role="status" gap={6} mih={22}>
        {added !== null && (
          <>
            <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />
            <Text size="sm">{t('catalogue.added', { name: added })}</Text>
          </>
        )}
      </Group>
    </Stack>
  );
}
