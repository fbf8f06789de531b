import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@portal/ui';
import { cartActions, useCart } from '../../../lib/cart/cart-store';
import { isReloadOf, parseStoredConfirmation, type OrderConfirmationData } from '../checkout-logic';
import { CheckoutForm } from '../components/checkout-form';
import { OrderConfirmation } from '../components/order-confirmation';

// The confirmation outlives a reload of the page, but not the browser tab.
const CONFIRMATION_KEY = 'portal.checkout.confirmation';

function readConfirmation(): OrderConfirmationData | null {
  try {
    return parseStoredConfirmation(JSON.parse(sessionStorage.getItem(CONFIRMATION_KEY) ?? 'null'));
  } catch {
    return null;
  }
}

function storeConfirmation(data: OrderConfirmationData | null) {
  try {
    if (data) sessionStorage.setItem(CONFIRMATION_KEY, JSON.stringify(data));
    else sessionStorage.removeItem(CONFIRMATION_KEY);
  } catch {
    // Storage disabled: the confirmation stays until the page is left.
  }
}

/** Leaving the confirmation forgets it; a timer, so a remount at once (React's development check) keeps it. */
let forgetTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Checkout (spec 000 §2, §4): the form, or after a placed order its confirmation under a heading
 * of its own. Leaving the confirmation clears it, so /checkout never shows an old one again.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const cart = useCart();
  // As the page opens: a stored confirmation comes back on a reload of the checkout only; loaded at another address
  // first, the tab had left it without this page seeing it go, so it is forgotten (below).
  const [opening] = useState(() => {
    const kept =
      cart.checkedOut && isReloadOf('/checkout', performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined);
    return { confirmation: kept ? readConfirmation() : null, stale: cart.checkedOut && !kept };
  });
  const [confirmation, setConfirmation] = useState<OrderConfirmationData | null>(opening.confirmation);

  const placed = (data: OrderConfirmationData) => {
    storeConfirmation(data);
    setConfirmation(data);
    cartActions.checkout();
  };
  const startNewOrder = () => {
    storeConfirmation(null);
    cartActions.acknowledge();
  };

  useEffect(() => {
    if (opening.stale) startNewOrder();
  }, [opening]);

  const showsConfirmation = confirmation !== null;
  useEffect(() => {
    if (!showsConfirmation) return;
    clearTimeout(forgetTimer);
    return () => {
      forgetTimer = setTimeout(() => {
        storeConfirmation(null);
        cartActions.acknowledge();
      }, 0);
    };
  }, [showsConfirmation]);

  return (
    // A page of its own for the confirmation: its heading takes the focus and names the tab.
    <Page
      key={showsConfirmation ? 'confirmation' : 'checkout'}
      title={t(showsConfirmation ? 'checkout.confirmation.title' : 'page.checkout')}
    >
      {confirmation ? (
        <OrderConfirmation data={confirmation} onNewOrder={startNewOrder} />
      ) : cart.items.length === 0 ? (
        <Stack gap="md" align="flex-start">
          <Text>{t('cart.empty')}</Text>
          <Group>
            <Button component={Link} to="/order-add" onClick={cart.checkedOut ? startNewOrder : undefined}>
              {t('cart.start-shopping')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <CheckoutForm onPlaced={placed} />
      )}
    </Page>
  );
}
