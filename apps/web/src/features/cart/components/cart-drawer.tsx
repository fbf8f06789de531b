import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCustomerMoney } from '../../../lib/use-customer-money';
import { cartTotal, useCart } from '../../../lib/cart/cart-store';
import { CartLine } from './cart-line';

export function CartDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useCustomerMoney();
  const cart = useCart();
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t('cart.title')} closeButtonProps={{ 'aria-label': t('cart.close') }}>
      {cart.items.length === 0 ? (
        <Stack>
          <Text>{t('cart.empty')}</Text>
          <Button component={Link} to="/order-add" variant="light" onClick={onClose}>
            {t('cart.start-shopping')}
          </Button>
          <Button component={Link} to="/order-lists" variant="subtle" onClick={onClose}>
            {t('order-lists.title')}
          </Button>
        </Stack>
      ) : (
        <Stack>
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('cart.title')}>
            {cart.items.map((item) => (
              <CartLine key={item.id} item={item} onNavigate={onClose} />
            ))}
          </Stack>
          <Group justify="space-between">
            <Text fw={600}>{t('cart.subtotal')}</Text>
            <Text fw={600}>{money(cartTotal(cart))}</Text>
          </Group>
          <Text size="sm" c="dimmed" ta="right" mt={-12}>
            {t('cart.excl-vat')}
          </Text>
          <Button component={Link} to="/checkout" onClick={onClose} size="md">
            {t('cart.to-checkout')}
          </Button>
          <Button component={Link} to="/order-lists" variant="subtle" onClick={onClose}>
            {t('order-lists.save-or-load')}
          </Button>
        </Stack>
      )}
    </Drawer>
  );
}
