import { AppShell, Burger, Group, NavLink, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAddressBook,
  IconBuildingStore,
  IconFileInvoice,
  IconFileSpreadsheet,
  IconPackage,
  IconFiles,
  IconHistory,
  IconUsers,
  IconNews,
  IconSpeakerphone,
  IconRosetteDiscount,
  IconTool,
  IconHome,
  IconMail,
  IconMessageReport,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { STAFF_ROLES, type StaffRole } from '@portal/contracts/staff-roles';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ErrorDialogProvider, FullPageLoader, PortalLogo } from '@portal/ui';
import { RequireStaff } from '../../features/auth/require-staff';
import { queryClient } from '../../lib/query-client';
import { mayUse, useStaffMe } from '../../lib/staff';
import { StaffMenu } from './staff-menu';

/** The areas of the back office in the menu, each shown to the roles that may use it (the API checks again). */
const AREAS: { to: string; label: string; icon: typeof IconHome; roles: readonly StaffRole[] }[] = [
  { to: '/', label: 'menu.start', icon: IconHome, roles: STAFF_ROLES },
  { to: '/complaints', label: 'menu.complaints', icon: IconMessageReport, roles: ['customer-service'] },
  { to: '/orders', label: 'menu.orders', icon: IconTruckDelivery, roles: ['customer-service'] },
  { to: '/invoices', label: 'menu.invoices', icon: IconFileInvoice, roles: ['customer-service'] },
  { to: '/mail', label: 'menu.mail', icon: IconMail, roles: ['customer-service'] },
  { to: '/news', label: 'menu.news', icon: IconNews, roles: ['marketing'] },
  { to: '/media', label: 'menu.media', icon: IconFiles, roles: ['marketing'] },
  { to: '/contact-texts', label: 'menu.contact-texts', icon: IconAddressBook, roles: ['marketing'] },
  { to: '/campaign', label: 'menu.campaign', icon: IconSpeakerphone, roles: ['marketing'] },
  { to: '/cpq-campaigns', label: 'menu.cpq-campaigns', icon: IconRosetteDiscount, roles: ['marketing'] },
  { to: '/dealers', label: 'menu.dealers', icon: IconBuildingStore, roles: ['sales-admin'] },
  { to: '/products', label: 'menu.products', icon: IconPackage, roles: ['sales-admin'] },
  { to: '/imports', label: 'menu.imports', icon: IconFileSpreadsheet, roles: ['sales-admin'] },
  { to: '/maintenance', label: 'menu.maintenance', icon: IconTool, roles: ['sales-admin'] },
  { to: '/staff', label: 'menu.staff', icon: IconUsers, roles: ['back-office-admin'] },
  { to: '/audit-log', label: 'menu.audit-log', icon: IconHistory, roles: ['back-office-admin'] },
];

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
          {AREAS.filter((area) => mayUse(me?.roles, area.roles)).map((area) => {
            const active = area.to === '/' ? pathname === '/' : pathname.startsWith(area.to);
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
