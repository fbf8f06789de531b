import { AppShell, Burger, Group, NavLink, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ErrorDialogProvider, FullPageLoader, PortalLogo } from '@portal/ui';
import { RequireStaff } from '../../features/auth/require-staff';
import { ShortcutsProvider } from '../../components/shortcuts';
import { queryClient } from '../../lib/query-client';
import { useStaffMe } from '../../lib/staff';
import { isCurrentArea, visibleAreas } from './menu-logic';
import { StaffMenu } from './staff-menu';

/** Header, menu and the screen of the signed-in back office. */
export function AppLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <RequireStaff>
        <ErrorDialogProvider>
          <ShortcutsProvider>
            <Shell />
          </ShortcutsProvider>
        </ErrorDialogProvider>
      </RequireStaff>
    </QueryClientProvider>
  );
}

function Shell() {
  const { t } = useTranslation();
  // Without the /backoffice basename, as the router gives it.
  const pathname = useLocation().pathname;
  const me = useStaffMe().data;
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
                <PortalLogo />
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
          {visibleAreas(me?.roles).map((area) => {
            const active = isCurrentArea(area.to, pathname);
            return (
              <NavLink
                key={area.to}
                component={Link}
                to={area.to}
                label={t(area.label)}
                leftSection={<area.icon size={18} aria-hidden />}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={nav.close}
              />
            );
          })}
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
