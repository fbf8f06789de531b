import { createBrowserRouter } from 'react-router';
import { NotFound } from '@portal/ui';
import { SigninCallback } from '@portal/ui/auth';
import { AppLayout } from './layout/app-layout';

export const router = createBrowserRouter(
  [
    { path: '/signin-callback', element: <SigninCallback home="/" /> },
    {
      element: <AppLayout />,
      children: [
        { index: true, lazy: () => import('../features/start/routes/start-page').then((m) => ({ Component: m.StartPage })) },
        {
          path: 'complaints',
          lazy: () => import('../features/complaint/routes/complaints-page').then((m) => ({ Component: m.ComplaintsPage })),
        },
        {
          path: 'complaints/:incidentId',
          lazy: () => import('../features/complaint/routes/complaint-page').then((m) => ({ Component: m.ComplaintPage })),
        },
        { path: 'orders', lazy: () => import('../features/order/routes/orders-page').then((m) => ({ Component: m.OrdersPage })) },
        {
          path: 'orders/:orderNumber',
          lazy: () => import('../features/order/routes/order-page').then((m) => ({ Component: m.OrderPage })),
        },
        {
          path: 'invoices',
          lazy: () => import('../features/invoice/routes/invoices-page').then((m) => ({ Component: m.InvoicesPage })),
        },
        { path: 'dealers', lazy: () => import('../features/dealer/routes/dealers-page').then((m) => ({ Component: m.DealersPage })) },
        {
          path: 'dealers/new',
          lazy: () => import('../features/dealer/routes/new-dealer-page').then((m) => ({ Component: m.NewDealerPage })),
        },
        {
          path: 'dealers/:customerNumber',
          lazy: () => import('../features/dealer/routes/dealer-page').then((m) => ({ Component: m.DealerPage })),
        },
        { path: 'news', lazy: () => import('../features/content/routes/articles-page').then((m) => ({ Component: m.ArticlesPage })) },
        {
          path: 'news/new',
          lazy: () => import('../features/content/routes/article-page').then((m) => ({ Component: m.ArticlePage })),
        },
        {
          path: 'news/:id',
          lazy: () => import('../features/content/routes/article-page').then((m) => ({ Component: m.ArticlePage })),
        },
        {
          path: 'campaign',
          lazy: () => import('../features/campaign/routes/campaign-page').then((m) => ({ Component: m.CampaignPage })),
        },
        {
          path: 'cpq-campaigns',
          lazy: () => import('../features/configurator/routes/cpq-campaigns-page').then((m) => ({ Component: m.CpqCampaignsPage })),
        },
        {
          path: 'contact-texts',
          lazy: () => import('../features/content/routes/contact-texts-page').then((m) => ({ Component: m.ContactTextsPage })),
        },
        { path: 'media', lazy: () => import('../features/content/routes/files-page').then((m) => ({ Component: m.FilesPage })) },
        { path: 'mail', lazy: () => import('../features/mail/routes/mail-page').then((m) => ({ Component: m.MailPage })) },
        { path: 'mail/:id', lazy: () => import('../features/mail/routes/message-page').then((m) => ({ Component: m.MessagePage })) },
        {
          path: 'audit-log',
          lazy: () => import('../features/staff/routes/audit-log-page').then((m) => ({ Component: m.AuditLogPage })),
        },
        { path: 'staff', lazy: () => import('../features/staff/routes/staff-page').then((m) => ({ Component: m.StaffPage })) },
        { path: 'products', lazy: () => import('../features/catalogue/routes/products-page').then((m) => ({ Component: m.ProductsPage })) },
        {
          path: 'products/:itemNumber',
          lazy: () => import('../features/catalogue/routes/product-page').then((m) => ({ Component: m.ProductPage })),
        },
        {
          path: 'imports',
          lazy: () => import('../features/catalogue-import/routes/import-page').then((m) => ({ Component: m.ImportPage })),
        },
        {
          path: 'maintenance',
          lazy: () => import('../features/maintenance/routes/maintenance-page').then((m) => ({ Component: m.MaintenancePage })),
        },
        { path: '*', element: <NotFound homePath="/" /> },
      ],
    },
  ],
  { basename: '/backoffice' },
);
