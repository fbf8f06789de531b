import { ActionIcon, AppShell, Box, Burger, Group, Indicator, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShoppingCart } from '@tabler/icons-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { ErrorDialogProvider, FullPageLoader, PortalLogo } from '@portal/ui';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { ViewAsBanner } from '../../features/auth/components/view-as-banner';
import { viewAsOf } from '../../features/auth/view-as/view-as-logic';
import { useAuth } from 'react-oidc-context';
import { usePortalUser } from '../../lib/use-portal-user';
import { afterFirstPaint, awaitFirstScreen } from '../../lib/after-paint';
import { loadLaterScreens, withLaterScreens } from '../../lib/later-screens';
import { cartActions, itemCount, startCart, useCart } from '../../lib/cart/cart-store';
import { HeaderSearch } from '../../features/search/components/header-search';
import { CompanyName } from './company-name';
import { MainNav } from './main-nav';
import { QuickOrderLink } from './quick-order-link';
import { UserMenu } from './user-menu';

// The cart's drawer loads when first wanted (pointer over, focus on or a press of the cart button).
const loadCartDrawer = withLaterScreens(() => import('../../features/cart/components/cart-drawer'));
const CartDrawer = lazy(() => loadCartDrawer().then((m) => ({ default: m.CartDrawer })));

const isHomePath = (pathname: string) => pathname === '/home' || pathname === '/';

/**
 * The header's cart button with its count. The cart is read here, not by the frame, so that a change of it (its
 * first read after sign-in, a line added) renders the button again rather than the whole frame.
 */
function CartButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const count = itemCount(useCart());
  return (
    <Indicator label={count} size={18} disabled={count === 0} offset={4} color="ember.8">
      <ActionIcon
        variant="subtle"
        size="lg"
        color="dark"
        onPointerEnter={() => void loadCartDrawer()}
        onFocus={() => void loadCartDrawer()}
        onClick={() => {
          // Opening the cart shows what the user's other devices put in meanwhile.
          cartActions.refresh();
          onOpen();
        }}
        aria-label={`${t('header.cart')}: ${t('header.cart-count', { count })}`}
      >
        <IconShoppingCart aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}

/** Header, menu and the screen of the signed-in portal. */
export function AppLayout() {
  return (
    <RequireAuth>
      <QueryClientProvider client={queryClient}>
        <ErrorDialogProvider>
          <Shell />
        </ErrorDialogProvider>
      </QueryClientProvider>
    </RequireAuth>
  );
}

function Shell() {
  const { t } = useTranslation();
  const user = usePortalUser();
  const viewAs = viewAsOf(useAuth().user?.profile) !== null;
  const [navOpened, nav] = useDisclosure(false);
  const [cartOpened, cartDrawer] = useDisclosure(false);
  const [cartWanted, setCartWanted] = useState(false);
  // Entering at home, what waits for the first paint (below) waits for its news and their first picture as well, the
  // largest paint of its first screen (home-page calls firstScreenShown). Once, before anything asks for the moment.
  useState(() => {
    if (isHomePath(window.location.pathname)) awaitFirstScreen();
    return null;
  });
  // The signed-in user's own cart. Entering at home (the first screen after sign-in), the server's is read once
  // home has painted its news, as only the header's count shows it there; the other screens may show its lines.
  const subject = user?.subject;
  useEffect(() => {
    if (subject) startCart(subject, isHomePath(window.location.pathname) ? afterFirstPaint() : undefined);
  }, [subject]);
  // The frame and its screen render in the background, in slices between which the browser stays
  // responsive, rather than as one long task as soon as the user is known (a phone's blocking time).
  const rendered = useDeferredValue(true, false);
  // The next screen's styles and texts are here before it is asked for.
  useEffect(() => {
    void afterFirstPaint()
      .then(loadLaterScreens)
      .catch(() => undefined);
  }, []);
  if (!user) return null;
  if (!rendered) return <FullPageLoader label={t('app.loading')} />;

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navOpened } }} padding="md">
      <a className="skip-link" href="#main">
        {t('app.skip-to-content')}
      </a>
      {/* Above the menu, so the search results that open under the header are never covered. */}
      <AppShell.Header zIndex={102}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={navOpened ? t('header.close-menu') : t('header.open-menu')}
              aria-expanded={navOpened}
              aria-controls="main-navbar"
            />
            {/* Named by the portal's name it shows (WCAG 2.5.3); on a phone the name is there for screen readers only. */}
            <UnstyledButton component={Link} to="/home">
              <Group gap={8} wrap="nowrap">
                <PortalLogo />
                <Text fw={700} size="lg" className="portal-hidden-below-xs">
                  {t('app.name')}
                </Text>
              </Group>
            </UnstyledButton>
            <CompanyName />
          </Group>
          <HeaderSearch />
          <Group gap="xs" wrap="nowrap">
            <QuickOrderLink />
            <CartButton
              onOpen={() => {
                setCartWanted(true);
                cartDrawer.open();
              }}
            />
            <UserMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" id="main-navbar" aria-label={t('menu.navigation')} data-opened={navOpened || undefined}>
        {/* The browser's own scrolling: no scroll bar component to load before the first paint. */}
        <Box h="100%" style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}>
          <MainNav isPortalAdmin={user.isPortalAdmin} viewAs={viewAs} onNavigate={nav.close} />
        </Box>
      </AppShell.Navbar>
      <AppShell.Main id="main">
        <ViewAsBanner />
        <Suspense fallback={<FullPageLoader label={t('app.loading')} />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      {cartWanted && (
        <Suspense fallback={null}>
          <CartDrawer opened={cartOpened} onClose={cartDrawer.close} />
        </Suspense>
      )}
    </AppShell>
  );
}
