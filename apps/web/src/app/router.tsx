import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { useAuth } from 'react-oidc-context';
import { ConnectedLoginScreen } from '../features/auth/components/connected-login-screen';
import { SigninCallback } from '@portal/ui/auth';
import { withLaterScreens } from '../lib/later-screens';

/** At / and /download a visitor sees the login screen; a signed-in user goes on. */
function Landing({ signedInTo }: { signedInTo: string }) {
  const auth = useAuth();
  if (auth.isAuthenticated) return <Navigate to={signedInTo} replace />;
  return <ConnectedLoginScreen />;
}

// Every screen behind sign-in loads on demand, so a visitor's login screen stays small.
const screens = () => import('./screens');
const notFound: Pick<RouteObject, 'lazy'> = { lazy: () => screens().then((m) => ({ Component: m.NotFound })) };

// The screens inside the portal layout (header, menu, footer), each loaded on demand.
const portalScreens: RouteObject[] = [
  { path: '/home', lazy: () => import('./routes/home-page').then((m) => ({ Component: m.HomePage })) },
  { path: '/account', lazy: () => import('../features/account/routes/account-page').then((m) => ({ Component: m.AccountPage })) },
  { path: '/campaigns', lazy: () => import('../features/campaign/routes/campaigns-page').then((m) => ({ Component: m.CampaignsPage })) },
  { path: '/checkout', lazy: () => import('../features/checkout/routes/checkout-page').then((m) => ({ Component: m.CheckoutPage })) },
  { path: '/order-add', lazy: () => import('../features/order-add/routes/order-add-page').then((m) => ({ Component: m.OrderAddPage })) },
  {
    path: '/quick-order',
    lazy: () => import('../features/order-add/routes/quick-order-page').then((m) => ({ Component: m.QuickOrderPage })),
  },
  {
    path: '/order-lists',
    lazy: () => import('../features/order-lists/routes/order-lists-page').then((m) => ({ Component: m.OrderListsPage })),
  },
  {
    path: '/order-lists/:id',
    lazy: () => import('../features/order-lists/routes/order-list-page').then((m) => ({ Component: m.OrderListPage })),
  },
  { path: '/shop', lazy: () => import('../features/shop/routes/category-page').then((m) => ({ Component: m.CategoryPage })) },
  { path: '/search', lazy: () => import('../features/search/routes/search-page').then((m) => ({ Component: m.SearchPage })) },
  {
    path: '/shop/category/:categoryId',
    lazy: () => import('../features/shop/routes/category-page').then((m) => ({ Component: m.CategoryPage })),
  },
  {
    path: '/shop/product/:productId',
    lazy: () => import('../features/shop/routes/product-page').then((m) => ({ Component: m.ProductPage })),
  },
  { path: '/orders', lazy: () => import('../features/order/routes/open-orders-page').then((m) => ({ Component: m.OpenOrdersPage })) },
  {
    path: '/orders/:orderNumber',
    lazy: () => import('../features/order/routes/order-page').then((m) => ({ Component: m.OrderPage })),
  },
  {
    path: '/order-history',
    lazy: () => import('../features/order/routes/order-history-page').then((m) => ({ Component: m.OrderHistoryPage })),
  },
  {
    path: '/complaints',
    lazy: () => import('../features/complaint/routes/open-complaints-page').then((m) => ({ Component: m.OpenComplaintsPage })),
  },
  {
    path: '/complaints-history',
    lazy: () => import('../features/complaint/routes/complaint-history-page').then((m) => ({ Component: m.ComplaintHistoryPage })),
  },
  {
    path: '/complaint/:incidentId?',
    lazy: () => import('../features/complaint/routes/complaint-page').then((m) => ({ Component: m.ComplaintPage })),
  },
  {
    path: '/complaint-new/:searchId?',
    lazy: () => import('../features/complaint/routes/new-complaint-page').then((m) => ({ Component: m.NewComplaintPage })),
  },
  { path: '/contact', lazy: () => import('../features/contact/routes/contact-page').then((m) => ({ Component: m.ContactPage })) },
  { path: '/finance', lazy: () => import('../features/finance/routes/finance-page').then((m) => ({ Component: m.FinancePage })) },
  { path: '/invoices', lazy: () => import('../features/invoice/routes/invoices-page').then((m) => ({ Component: m.InvoicesPage })) },
  { path: '/user-admin', lazy: () => import('../features/user/routes/user-admin-page').then((m) => ({ Component: m.UserAdminPage })) },
  {
    path: '/my-pages/products-in-showroom',
    lazy: () => import('../features/showroom/routes/products-in-showroom-page').then((m) => ({ Component: m.ProductsInShowroomPage })),
  },
  {
    path: '/my-pages/add-products',
    lazy: () => import('../features/showroom/routes/add-products-page').then((m) => ({ Component: m.AddProductsPage })),
  },
  { path: '/news', lazy: () => import('../features/news/routes/news-page').then((m) => ({ Component: m.NewsPage })) },
  { path: '/news/:id', lazy: () => import('../features/news/routes/news-article-page').then((m) => ({ Component: m.NewsArticlePage })) },
  { path: '/media', lazy: () => import('../features/media/routes/media-files-page').then((m) => ({ Component: m.MediaDocumentsPage })) },
  {
    path: '/media-campaign',
    lazy: () => import('../features/media/routes/media-files-page').then((m) => ({ Component: m.MediaCampaignPage })),
  },
  { path: '/media-dop', lazy: () => import('../features/media/routes/media-files-page').then((m) => ({ Component: m.MediaDopPage })) },
  {
    path: '/media-high-resolution',
    lazy: () => import('../features/media/routes/media-images-page').then((m) => ({ Component: m.MediaImagesPage })),
  },
  {
    path: '/media-manuals',
    lazy: () => import('../features/media/routes/media-files-page').then((m) => ({ Component: m.MediaManualsPage })),
  },
  { path: '/media-signs', lazy: () => import('../features/media/routes/media-files-page').then((m) => ({ Component: m.MediaSignsPage })) },
  { path: '/media-video', lazy: () => import('../features/media/routes/media-video-page').then((m) => ({ Component: m.MediaVideoPage })) },
  { path: '/NotFound', ...notFound },
  { path: '*', ...notFound },
];

/**
 * A screen that shows components beyond the first screens' (see lib/later-screens) loads with their styles and texts; home
 * shows them only in its blocks below the news, which wait for them themselves.
 */
function withLaterParts(route: RouteObject): RouteObject {
  const { lazy } = route;
  return typeof lazy === 'function' && route.path !== '/home' ? { ...route, lazy: withLaterScreens(lazy) } : route;
}
const portalRoutes = portalScreens.map(withLaterParts);

export const routes: RouteObject[] = [
  { path: '/', element: <Landing signedInTo="/home" /> },
  { path: '/download', element: <Landing signedInTo="/media" /> },
  { path: '/signin-callback', element: <SigninCallback home="/home" /> },
  // The configurator is full screen: signed in, but without the portal's header and menu.
  withLaterParts({ path: '/cpq', lazy: () => import('./routes/configurator-route').then((m) => ({ Component: m.ConfiguratorRoute })) }),
  {
    lazy: () => import('./layout/app-layout').then((m) => ({ Component: m.AppLayout })),
    children: portalRoutes,
  },
];

export const router = createBrowserRouter(routes);
