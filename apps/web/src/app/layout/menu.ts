/** The main menu of spec 001 §2; entries marked adminOnly show for Portal Admins only. */
export type MenuLink = { labelKey: string; to: string; adminOnly?: boolean };
export type MenuGroup = { labelKey: string; adminOnly?: boolean; dealerOnly?: boolean; children: MenuLink[] };
export type MenuEntry = MenuLink | MenuGroup;

export const isGroup = (entry: MenuEntry): entry is MenuGroup => 'children' in entry;

export const MENU: MenuEntry[] = [
  { labelKey: 'menu.home', to: '/home' },
  { labelKey: 'menu.add-order', to: '/order-add' },
  {
    labelKey: 'menu.orders',
    children: [
      { labelKey: 'menu.orders-open', to: '/orders' },
      { labelKey: 'menu.orders-closed', to: '/order-history' },
      { labelKey: 'menu.quotes', to: '/quotes' },
    ],
  },
  {
    labelKey: 'menu.offers',
    // A staff member's view of the portal shows no offers: they hold the dealer's customers' personal data.
    dealerOnly: true,
    children: [
      { labelKey: 'menu.offers-list', to: '/offers' },
      { labelKey: 'menu.offers-new', to: '/offers/new' },
      { labelKey: 'menu.offer-branding', to: '/offer-branding', adminOnly: true },
    ],
  },
  {
    labelKey: 'menu.my-pages',
    children: [
      { labelKey: 'menu.campaigns', to: '/campaigns' },
      { labelKey: 'menu.products-in-showroom', to: '/my-pages/products-in-showroom' },
      { labelKey: 'menu.add-products', to: '/my-pages/add-products' },
    ],
  },
  {
    labelKey: 'menu.finance',
    adminOnly: true,
    children: [
      { labelKey: 'menu.finance-dashboard', to: '/finance' },
      { labelKey: 'menu.invoices', to: '/invoices' },
    ],
  },
  {
    labelKey: 'menu.complaints',
    children: [
      { labelKey: 'menu.complaints-new', to: '/complaint-new' },
      { labelKey: 'menu.complaints-open', to: '/complaints' },
      { labelKey: 'menu.complaints-closed', to: '/complaints-history' },
    ],
  },
  {
    labelKey: 'menu.download',
    children: [
      { labelKey: 'menu.documents', to: '/media' },
      { labelKey: 'menu.signs', to: '/media-signs' },
      { labelKey: 'menu.dop', to: '/media-dop' },
      { labelKey: 'menu.manuals', to: '/media-manuals' },
      { labelKey: 'menu.images', to: '/media-high-resolution' },
      { labelKey: 'menu.video', to: '/media-video' },
      { labelKey: 'menu.campaign-material', to: '/media-campaign' },
    ],
  },
  { labelKey: 'menu.news', to: '/news' },
  { labelKey: 'menu.contact', to: '/contact' },
];

/** The menu a user sees: admin entries only for Portal Admins, the dealer's own ones not in a staff member's view. */
export function menuFor(isPortalAdmin: boolean, viewAs = false): MenuEntry[] {
  return MENU.filter((e) => (isPortalAdmin || !e.adminOnly) && !(viewAs && isGroup(e) && e.dealerOnly)).map((e) =>
    isGroup(e) ? { ...e, children: e.children.filter((c) => isPortalAdmin || !c.adminOnly) } : e,
  );
}
