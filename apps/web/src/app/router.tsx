import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { useAuth } from 'react-oidc-context';
import { ConnectedLoginScreen } from '../features/auth/components/connected-login-screen';
import { SigninCallback } from '@portal/ui/auth';
import { withLaterScreens } from '../lib/later-screens';
import { WEB_ROUTES } from '@portal/contracts/app-routes';

/** At / and /download a visitor sees the login screen; a signed-in user goes on. */
function Landing({ signedInTo }: { signedInTo: string }) {
  const auth = useAuth();
  if (auth.isAuthenticated) return <Navigate to={signedInTo} replace />;
  return <ConnectedLoginScreen />;
}

// Every screen behind sign-in loads on demand, so a visitor's login screen stays small.
const screens = () => import('./screens');
const notFound: Pick<RouteObject, 'lazy'> = { lazy: () => screens().then((m) => ({ Component: m.NotFound })) };

// The screens inside the portal layout (header, menu, footer), each loaded on demand. Their paths are the contracts'
// (WEB_ROUTES), which the API knows too: a screen added here is added there.
const portalScreens: RouteObject[] = [
  { path: WEB_ROUTES.home, lazy: () => import('./routes/home-page').then((m) => ({ Component: m.HomePage })) },
  { path: WEB_ROUTES.account, lazy: () => import('../features/account/routes/account-page').then((m) => ({ Component: m.AccountPage })) },
  {
    path: WEB_ROUTES.campaigns,
    lazy: () => import('../features/campaign/routes/campaigns-page').then((m) => ({ Component: m.CampaignsPage })),
  },
  {
    path: WEB_ROUTES.checkout,
    lazy: () => import('../features/checkout/routes/checkout-page').then((m) => ({ Component: m.CheckoutPage })),
  },
  {
    path: WEB_ROUTES.orderAdd,
    lazy: () => import('../features/order-add/routes/order-add-page').then((m) => ({ Component: m.OrderAddPage })),
  },
  {
    path: WEB_ROUTES.quickOrder,
    lazy: () => import('../features/order-add/routes/quick-order-page').then((m) => ({ Component: m.QuickOrderPage })),
  },
  {
    path: WEB_ROUTES.orderLists,
    lazy: () => import('../features/order-lists/routes/order-lists-page').then((m) => ({ Component: m.OrderListsPage })),
  },
  {
    path: WEB_ROUTES.orderList,
    lazy: () => import('../features/order-lists/routes/order-list-page').then((m) => ({ Component: m.OrderListPage })),
  },
  { path: WEB_ROUTES.offers, lazy: () => import('../features/offers/routes/offers-page').then((m) => ({ Component: m.OffersPage })) },
  { path: WEB_ROUTES.offer, lazy: () => import('../features/offers/routes/offer-page').then((m) => ({ Component: m.OfferPage })) },
  {
    path: WEB_ROUTES.offerBranding,
    lazy: () => import('../features/offers/routes/offer-branding-page').then((m) => ({ Component: m.OfferBrandingPage })),
  },
  { path: WEB_ROUTES.shop, lazy: () => import('../features/shop/routes/category-page').then((m) => ({ Component: m.CategoryPage })) },
  { path: WEB_ROUTES.search, lazy: () => import('../features/search/routes/search-page').then((m) => ({ Component: m.SearchPage })) },
  {
    path: WEB_ROUTES.category,
    lazy: () => import('../features/shop/routes/category-page').then((m) => ({ Component: m.CategoryPage })),
  },
  {
    path: WEB_ROUTES.product,
    lazy: () => import('../features/shop/routes/product-page').then((m) => ({ Component: m.ProductPage })),
  },
  {
    path: WEB_ROUTES.openOrders,
    lazy: () => import('../features/order/routes/open-orders-page').then((m) => ({ Component: m.OpenOrdersPage })),
  },
  {
    path: WEB_ROUTES.order,
    lazy: () => import('../features/order/routes/order-page').then((m) => ({ Component: m.OrderPage })),
  },
  {
    path: WEB_ROUTES.orderHistory,
    lazy: () => import('../features/order/routes/order-history-page').then((m) => ({ Component: m.OrderHistoryPage })),
  },
  { path: WEB_ROUTES.quotes, lazy: () => import('../features/quotes/routes/quotes-page').then((m) => ({ Component: m.QuotesPage })) },
  { path: WEB_ROUTES.quote, lazy: () => import('../features/quotes/routes/quote-page').then((m) => ({ Component: m.QuotePage })) },
  {
    path: WEB_ROUTES.quoteRequest,
    lazy: () => import('../features/quotes/routes/quote-request-page').then((m) => ({ Component: m.QuoteRequestPage })),
  },
  {
    path: WEB_ROUTES.approvals,
    lazy: () => import('../features/approvals/routes/approvals-page').then((m) => ({ Component: m.ApprovalsPage })),
  },
  {
    path: WEB_ROUTES.approvalLimits,
    lazy: () => import('../features/approvals/routes/order-limits-page').then((m) => ({ Component: m.OrderLimitsPage })),
  },
  {
    path: WEB_ROUTES.openComplaints,
    lazy: () => import('../features/complaint/routes/open-complaints-page').then((m) => ({ Component: m.OpenComplaintsPage })),
  },
  {
    path: WEB_ROUTES.complaintHistory,
    lazy: () => import('../features/complaint/routes/complaint-history-page').then((m) => ({ Component: m.ComplaintHistoryPage })),
  },
  {
    path: WEB_ROUTES.complaint,
    lazy: () => import('../features/complaint/routes/complaint-page').then((m) => ({ Component: m.ComplaintPage })),
  },
  {
    path: WEB_ROUTES.newComplaint,
    lazy: () => import('../features/complaint/routes/new-complaint-page').then((m) => ({ Component: m.NewComplaintPage })),
  },
  { path: WEB_ROUTES.contact, lazy: () => import('../features/contact/routes/contact-page').then((m) => ({ Component: m.ContactPage })) },
  { path: WEB_ROUTES.finance, lazy: () => import('../features/finance/routes/finance-page').then((m) => ({ Component: m.FinancePage })) },
  {
    path: WEB_ROUTES.invoices,
    lazy: () => import('../features/invoice/routes/invoices-page').then((m) => ({ Component: m.InvoicesPage })),
  },
  {
    path: WEB_ROUTES.userAdmin,
    lazy: () => import('../features/user/routes/user-admin-page').then((m) => ({ Component: m.UserAdminPage })),
  },
  {
    path: WEB_ROUTES.productsInShowroom,
    lazy: () => import('../features/showroom/routes/products-in-showroom-page').then((m) => ({ Component: m.ProductsInShowroomPage })),
  },
  {
    path: WEB_ROUTES.addProducts,
    lazy: () => import('../features/showroom/routes/add-products-page').then((m) => ({ Component: m.AddProductsPage })),
  },
  { path: WEB_ROUTES.news, lazy: () => import('../features/news/routes/news-page').then((m) => ({ Component: m.NewsPage })) },
  {
    path: WEB_ROUTES.newsArticle,
    lazy: () => import('../features/news/routes/news-article-page').then((m) => ({ Component: m.NewsArticlePage })),
  },
  {
    path: WEB_ROUTES.media,
    lazy: () => import('../features/media/routes/media-files-page').then((m) => ({ Component: m.MediaDocumentsPage })),
  },
  {
    path: WEB_ROUTES.mediaCampaign,
    lazy: () => import('../features/media/routes/media-files-page').then((m) => ({ Component: m.MediaCampaignPage })),
  },
  {
    path: WEB_ROUTES.mediaDop,
    lazy: () => import('../features/media/routes/media-files-page').then((m) => ({ Component: m.MediaDopPage })),
  },
  {
    path: WEB_ROUTES.mediaHighResolution,
    lazy: () => import('../features/media/routes/media-images-page').then((m) => ({ Component: m.MediaImagesPage })),
  },
  {
    path: WEB_ROUTES.mediaManuals,
    lazy: () => import('../features/media/routes/media-files-page').then((m) => ({ Component: m.MediaManualsPage })),
  },
  {
    path: WEB_ROUTES.mediaSigns,
    lazy: () => import('../features/media/routes/media-files-page').then((m) => ({ Component: m.MediaSignsPage })),
  },
  {
    path: WEB_ROUTES.mediaVideo,
    lazy: () => import('../features/media/routes/media-video-page').then((m) => ({ Component: m.MediaVideoPage })),
  },
  // Any other address, /NotFound of the old portal's links among them; the API answers these with 404.
  { path: '*', ...notFound },
];

/**
 * A screen that shows components beyond the first screens' (see lib/later-screens) loads with their styles and texts; home
 * shows them only in its blocks below the news, which wait for them themselves.
 */
function withLaterParts(route: RouteObject): RouteObject {
  const { lazy } = route;
  return typeof lazy === 'function' && route.path !== WEB_ROUTES.home ? { ...route, lazy: withLaterScreens(lazy) } : route;
}
const portalRoutes = portalScreens.map(withLaterParts);

export const routes: RouteObject[] = [
  { path: WEB_ROUTES.landing, element: <Landing signedInTo="/home" /> },
  { path: WEB_ROUTES.download, element: <Landing signedInTo="/media" /> },
  { path: WEB_ROUTES.signinCallback, element: <SigninCallback home="/home" /> },
  // The configurator is full screen: signed in, but without the portal's header and menu.
  withLaterParts({
    path: WEB_ROUTES.configurator,
    lazy: () => import('./routes/configurator-route').then((m) => ({ Component: m.ConfiguratorRoute })),
  }),
  {
    lazy: () => import('./layout/app-layout').then((m) => ({ Component: m.AppLayout })),
    children: portalRoutes,
  },
];

export const router = createBrowserRouter(routes);
