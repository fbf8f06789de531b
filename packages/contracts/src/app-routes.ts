/**
 * The addresses of the two browser apps' screens, defined once: the routers take their paths from here, and the API
 * answers these addresses with the app's page and any other address of an app with the page and 404 (the app shows its
 * not-found screen there). Written as React Router writes them: `:name` is one segment, `:name?` an optional one.
 * Free of zod and React, so that the web app's entry and the API can import it.
 */

/** The web app's screens, shown by its router. */
export const WEB_ROUTES = {
  landing: '/',
  download: '/download',
  signinCallback: '/signin-callback',
  configurator: '/cpq',
  home: '/home',
  account: '/account',
  campaigns: '/campaigns',
  checkout: '/checkout',
  orderAdd: '/order-add',
  quickOrder: '/quick-order',
  orderLists: '/order-lists',
  offers: '/offers',
  offer: '/offers/:id',
  offerBranding: '/offer-branding',
  orderList: '/order-lists/:id',
  shop: '/shop',
  search: '/search',
  category: '/shop/category/:categoryId',
  product: '/shop/product/:productId',
  openOrders: '/orders',
  order: '/orders/:orderNumber',
  orderHistory: '/order-history',
  approvals: '/approvals',
  approvalLimits: '/approvals/limits',
  openComplaints: '/complaints',
  complaintHistory: '/complaints-history',
  complaint: '/complaint/:incidentId?',
  newComplaint: '/complaint-new/:searchId?',
  quotes: '/quotes',
  quote: '/quotes/:id',
  quoteRequest: '/quote-request',
  contact: '/contact',
  finance: '/finance',
  invoices: '/invoices',
  userAdmin: '/user-admin',
  productsInShowroom: '/my-pages/products-in-showroom',
  addProducts: '/my-pages/add-products',
  news: '/news',
  newsArticle: '/news/:id',
  media: '/media',
  mediaCampaign: '/media-campaign',
  mediaDop: '/media-dop',
  mediaHighResolution: '/media-high-resolution',
  mediaManuals: '/media-manuals',
  mediaSigns: '/media-signs',
  mediaVideo: '/media-video',
} as const;

/** The web app's pages a link opens (in a mail, or the provider's redirect): its entry shows them without the router or a session. */
export const WEB_LINK_PAGES = {
  signIn: '/idp/interaction/:uid',
  invitation: '/invitation/:token',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
  emailChange: '/email-change/:token',
  // A staff member's view of the portal as a dealer's user: the code comes after `#`, so no server sees it.
  viewAs: '/view-as',
} as const;

/** Where the back office lives: its router's basename, and the API's prefix for its files and page. */
export const BACKOFFICE_BASE = '/backoffice';

/** The back office's screens, under BACKOFFICE_BASE. */
export const BACKOFFICE_ROUTES = {
  start: '/',
  signinCallback: '/signin-callback',
  complaints: '/complaints',
  complaint: '/complaints/:incidentId',
  orders: '/orders',
  order: '/orders/:orderNumber',
  creditHolds: '/credit-holds',
  invoices: '/invoices',
  quotes: '/quotes',
  quote: '/quotes/:id',
  dealers: '/dealers',
  newDealer: '/dealers/new',
  dealer: '/dealers/:customerNumber',
  personalData: '/dealers/:customerNumber/users/:contactId/personal-data',
  news: '/news',
  newArticle: '/news/new',
  article: '/news/:id',
  campaign: '/campaign',
  cpqCampaigns: '/cpq-campaigns',
  contactTexts: '/contact-texts',
  media: '/media',
  mail: '/mail',
  message: '/mail/:id',
  auditLog: '/audit-log',
  staff: '/staff',
  products: '/products',
  product: '/products/:itemNumber',
  imports: '/imports',
  maintenance: '/maintenance',
  insightSales: '/insight/sales',
  insightDelivery: '/insight/delivery',
  insightQuality: '/insight/quality',
  insightUse: '/insight/use',
  integrations: '/integrations',
  webhooks: '/integrations/webhooks',
} as const;

/** A segment as the routers read it: decoded, but a slash kept within it. */
const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment).replace(/\//g, '%2F');
  } catch {
    return segment;
  }
};

const compiled = new Map<string, RegExp>();
/** A pattern as React Router compiles it: any letter case, trailing slashes allowed. */
function patternRegExp(pattern: string): RegExp {
  let regexp = compiled.get(pattern);
  if (!regexp) {
    const source = pattern
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:[\w-]+(\?)?/g, (_match, optional?: string) => (optional ? '(?:/[^/]*)?' : '/[^/]+'))
      .replace(/^\/$/, '');
    regexp = new RegExp(`^${source}/*$`, 'i');
    compiled.set(pattern, regexp);
  }
  return regexp;
}

/** Whether a path (without its query) is an address of the pattern, as the routers match it: each segment decoded. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  return patternRegExp(pattern).test(pathname.split('/').map(decoded).join('/'));
}

/** The name of the first of these routes whose pattern the path matches, if any. */
export function routeOf<R extends Record<string, string>>(routes: R, pathname: string): keyof R | undefined {
  return Object.keys(routes).find((name) => matchesRoute(routes[name]!, pathname)) as keyof R | undefined;
}

/** The path within the back office of an address under BACKOFFICE_BASE (its router's basename, in any letter case), else null. */
export function backofficePathOf(pathname: string): string | null {
  const base = BACKOFFICE_BASE.length;
  if (pathname.slice(0, base).toLowerCase() !== BACKOFFICE_BASE || !/^(\/|$)/.test(pathname.slice(base))) return null;
  return pathname.slice(base) || '/';
}
