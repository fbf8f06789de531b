import { AppShell, Burger, Group, NavLink, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHome } from '@tabler/icons-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ErrorDialogProvider, FullPageLoader } from '@portal/ui';
import { RequireStaff } from '../../features/auth/require-staff';
import { queryClient } from '../../lib/query-client';
import { StaffMenu } from './staff-menu';

/** Header, menu and the screen of the signed-in back office. */
export function AppLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <RequireStaff>
        <ErrorDialogProvider>
          <Shell />
        </ErrorDialogProvider>
      </RequireStaff>
    </QueryClientProvider>
  );
}

function Shell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [navOpened, nav] = useDisclosure(false);

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } }} padding="md">
      <a className="skip-link" href="#main">
        {t('app.skip-to-content')}
      </a>
      <AppShell.Header>
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
            <UnstyledButton component={Link} to="/">
              <Group gap={8} wrap="nowrap">
                <img src="/favicon.svg" alt="" width={28} height={28} />
                <Text fw={700} size="lg">
                  {t('app.name')}
                </Text>
              </Group>
            </UnstyledButton>
          </Group>
          <StaffMenu />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id="main-navbar" p="xs" aria-label={t('menu.label')}>
        <ScrollArea>
          <NavLink
            component={Link}
            to="/"
            label={t('menu.start')}
            leftSection={<IconHome size={18} aria-hidden />}
            active={pathname === '/backoffice/' || pathname === '/backoffice'}
            aria-current={pathname === '/backoffice/' || pathname === '/backoffice' ? 'page' : undefined}
            onClick={nav.close}
          />
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="main">
        <Suspense fallback={<FullPageLoader label={t('app.loading')} />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
