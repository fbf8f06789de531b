/** The back office's menu as pure data and rules: which areas a staff member sees, and which one is open. */
import {
  IconAddressBook,
  IconChartBar,
  IconClockCheck,
  IconCreditCard,
  IconShieldCheck,
  IconDeviceAnalytics,
  IconBuildingStore,
  IconFileDollar,
  IconFileInvoice,
  IconFileSpreadsheet,
  IconFiles,
  IconHistory,
  IconHome,
  IconMail,
  IconMessageReport,
  IconNews,
  IconPlugConnected,
  IconPackage,
  IconRosetteDiscount,
  IconSpeakerphone,
  IconTool,
  IconTruckDelivery,
  IconUsers,
  IconWebhook,
} from '@tabler/icons-react';
import { STAFF_ROLES, type StaffRole } from '@portal/contracts/staff-roles';
import { INSIGHT_DESK_ROLES, INSIGHT_SALES_ROLES } from '@portal/contracts/insight';
import { getCreditHolds } from '@portal/contracts/staff-order';
import { mayUse } from '../../lib/staff';

export type MenuArea = { to: string; label: string; icon: typeof IconHome; roles: readonly StaffRole[] };

/** The areas of the back office in the menu, each shown to the roles that may use it (the API checks again). */
export const AREAS: MenuArea[] = [
  { to: '/', label: 'menu.start', icon: IconHome, roles: STAFF_ROLES },
  { to: '/complaints', label: 'menu.complaints', icon: IconMessageReport, roles: ['customer-service'] },
  { to: '/orders', label: 'menu.orders', icon: IconTruckDelivery, roles: ['customer-service'] },
  // Orders placed beyond a dealer's credit: customer service or sales administration releases or cancels them.
  { to: '/credit-holds', label: 'menu.credit-holds', icon: IconCreditCard, roles: getCreditHolds.staffRoles ?? [] },
  { to: '/invoices', label: 'menu.invoices', icon: IconFileInvoice, roles: ['customer-service'] },
  { to: '/mail', label: 'menu.mail', icon: IconMail, roles: ['customer-service'] },
  { to: '/news', label: 'menu.news', icon: IconNews, roles: ['marketing'] },
  { to: '/media', label: 'menu.media', icon: IconFiles, roles: ['marketing'] },
  { to: '/contact-texts', label: 'menu.contact-texts', icon: IconAddressBook, roles: ['marketing'] },
  { to: '/campaign', label: 'menu.campaign', icon: IconSpeakerphone, roles: ['marketing'] },
  { to: '/cpq-campaigns', label: 'menu.cpq-campaigns', icon: IconRosetteDiscount, roles: ['marketing'] },
  // Customer service reads the dealers (on the phone with one); only sales administration changes them.
  { to: '/dealers', label: 'menu.dealers', icon: IconBuildingStore, roles: ['sales-admin', 'customer-service'] },
  // Sales administration prices and sends quotes; customer service reads them.
  { to: '/quotes', label: 'menu.quotes', icon: IconFileDollar, roles: ['sales-admin', 'customer-service'] },
  { to: '/products', label: 'menu.products', icon: IconPackage, roles: ['sales-admin'] },
  { to: '/imports', label: 'menu.imports', icon: IconFileSpreadsheet, roles: ['sales-admin'] },
  { to: '/maintenance', label: 'menu.maintenance', icon: IconTool, roles: ['sales-admin'] },
  { to: '/insight/sales', label: 'menu.insight-sales', icon: IconChartBar, roles: INSIGHT_SALES_ROLES },
  { to: '/insight/delivery', label: 'menu.insight-delivery', icon: IconClockCheck, roles: INSIGHT_DESK_ROLES },
  { to: '/insight/quality', label: 'menu.insight-quality', icon: IconShieldCheck, roles: INSIGHT_DESK_ROLES },
  { to: '/insight/use', label: 'menu.insight-use', icon: IconDeviceAnalytics, roles: INSIGHT_DESK_ROLES },
  { to: '/staff', label: 'menu.staff', icon: IconUsers, roles: ['back-office-admin'] },
  { to: '/audit-log', label: 'menu.audit-log', icon: IconHistory, roles: ['back-office-admin'] },
  { to: '/integrations', label: 'menu.integrations', icon: IconPlugConnected, roles: ['back-office-admin'] },
  { to: '/integrations/webhooks', label: 'menu.webhooks', icon: IconWebhook, roles: ['back-office-admin'] },
];

/** The areas the roles may use, in the menu's order. */
export const visibleAreas = (roles: readonly StaffRole[] | undefined) => AREAS.filter((area) => mayUse(roles, area.roles));

/** Whether the address is within the area: the start page only itself, any other area with its screens. */
export const isCurrentArea = (to: string, pathname: string) =>
  to === '/'
    ? pathname === '/'
    : pathname.startsWith(to) && !AREAS.some((a) => a.to.length > to.length && a.to.startsWith(to) && pathname.startsWith(a.to));
