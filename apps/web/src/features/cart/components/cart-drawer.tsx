import { Button, Drawer, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCart } from '../../../lib/cart/cart-store';
import { FREIGHT_NOT_KNOWN } from '../../../lib/cart/price-summary';
import { PriceSummary } from '../../../components/price-summary';
import { CartLine } from './cart-line';

export function CartDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
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
          {/* Freight comes with the requested date, at the checkout. */}
          <PriceSummary items={cart.items} vat={cart.vat} freight={FREIGHT_NOT_KNOWN} />
          <Text size="sm" c="dimmed" ta="right" mt={-12}>
            {t('cart.excl-vat')}
          </Text>
          <Button component={Link} to="/checkout" onClick={onClose} size="md">
            {t('cart.to-checkout')}
          </Button>
          <Button component={Link} to="/offers/new?from=cart" variant="light" onClick={onClose}>
            {t('cart.make-offer')}
          </Button>
          <Button component={Link} to="/order-lists" variant="subtle" onClick={onClose}>
            {t('order-lists.save-or-load')}
          </Button>
          <Button component={Link} to="/quote-request" variant="subtle" onClick={onClose}>
            {t('quotes.request.from-cart')}
          </Button>
        </Stack>
      )}
    </Drawer>
  );
}
