import { createBrowserRouter } from 'react-router';
import { NotFound } from '@portal/ui';
import { SigninCallback } from '@portal/ui/auth';
import { BACKOFFICE_BASE, BACKOFFICE_ROUTES } from '@portal/contracts/app-routes';
import { AppLayout } from './layout/app-layout';

// The screens' paths are the contracts' (BACKOFFICE_ROUTES), which the API knows too: a screen added here is added there.
export const router = createBrowserRouter(
  [
    { path: BACKOFFICE_ROUTES.signinCallback, element: <SigninCallback home="/" /> },
    {
      element: <AppLayout />,
      children: [
        {
          path: BACKOFFICE_ROUTES.start,
          lazy: () => import('../features/start/routes/start-page').then((m) => ({ Component: m.StartPage })),
        },
        {
          path: BACKOFFICE_ROUTES.complaints,
          lazy: () => import('../features/complaint/routes/complaints-page').then((m) => ({ Component: m.ComplaintsPage })),
        },
        {
          path: BACKOFFICE_ROUTES.complaint,
          lazy: () => import('../features/complaint/routes/complaint-page').then((m) => ({ Component: m.ComplaintPage })),
        },
        {
          path: BACKOFFICE_ROUTES.quotes,
          lazy: () => import('../features/quotes/routes/quotes-page').then((m) => ({ Component: m.QuotesPage })),
        },
        {
          path: BACKOFFICE_ROUTES.quote,
          lazy: () => import('../features/quotes/routes/quote-page').then((m) => ({ Component: m.QuotePage })),
        },
        {
          path: BACKOFFICE_ROUTES.orders,
          lazy: () => import('../features/order/routes/orders-page').then((m) => ({ Component: m.OrdersPage })),
        },
        {
          path: BACKOFFICE_ROUTES.order,
          lazy: () => import('../features/order/routes/order-page').then((m) => ({ Component: m.OrderPage })),
        },
        {
          path: BACKOFFICE_ROUTES.creditHolds,
          lazy: () => import('../features/order/routes/credit-holds-page').then((m) => ({ Component: m.CreditHoldsPage })),
        },
        {
          path: BACKOFFICE_ROUTES.insightSales,
          lazy: () => import('../features/insight/routes/sales-page').then((m) => ({ Component: m.SalesPage })),
        },
        {
          path: BACKOFFICE_ROUTES.insightDelivery,
          lazy: () => import('../features/insight/routes/delivery-page').then((m) => ({ Component: m.DeliveryPage })),
        },
        {
          path: BACKOFFICE_ROUTES.insightQuality,
          lazy: () => import('../features/insight/routes/quality-page').then((m) => ({ Component: m.QualityPage })),
        },
        {
          path: BACKOFFICE_ROUTES.insightUse,
          lazy: () => import('../features/insight/routes/use-page').then((m) => ({ Component: m.UsePage })),
        },
        {
          path: BACKOFFICE_ROUTES.invoices,
          lazy: () => import('../features/invoice/routes/invoices-page').then((m) => ({ Component: m.InvoicesPage })),
        },
        {
          path: BACKOFFICE_ROUTES.dealers,
          lazy: () => import('../features/dealer/routes/dealers-page').then((m) => ({ Component: m.DealersPage })),
        },
        {
          path: BACKOFFICE_ROUTES.newDealer,
          lazy: () => import('../features/dealer/routes/new-dealer-page').then((m) => ({ Component: m.NewDealerPage })),
        },
        {
          path: BACKOFFICE_ROUTES.dealer,
          lazy: () => import('../features/dealer/routes/dealer-page').then((m) => ({ Component: m.DealerPage })),
        },
        {
          path: BACKOFFICE_ROUTES.personalData,
          lazy: () => import('../features/people/routes/personal-data-page').then((m) => ({ Component: m.PersonalDataPage })),
        },
        {
          path: BACKOFFICE_ROUTES.news,
          lazy: () => import('../features/content/routes/articles-page').then((m) => ({ Component: m.ArticlesPage })),
        },
        {
          path: BACKOFFICE_ROUTES.newArticle,
          lazy: () => import('../features/content/routes/article-page').then((m) => ({ Component: m.ArticlePage })),
        },
        {
          path: BACKOFFICE_ROUTES.article,
          lazy: () => import('../features/content/routes/article-page').then((m) => ({ Component: m.ArticlePage })),
        },
        {
          path: BACKOFFICE_ROUTES.campaign,
          lazy: () => import('../features/campaign/routes/campaign-page').then((m) => ({ Component: m.CampaignPage })),
        },
        {
          path: BACKOFFICE_ROUTES.cpqCampaigns,
          lazy: () => import('../features/configurator/routes/cpq-campaigns-page').then((m) => ({ Component: m.CpqCampaignsPage })),
        },
        {
          path: BACKOFFICE_ROUTES.contactTexts,
          lazy: () => import('../features/content/routes/contact-texts-page').then((m) => ({ Component: m.ContactTextsPage })),
        },
        {
          path: BACKOFFICE_ROUTES.media,
          lazy: () => import('../features/content/routes/files-page').then((m) => ({ Component: m.FilesPage })),
        },
        { path: BACKOFFICE_ROUTES.mail, lazy: () => import('../features/mail/routes/mail-page').then((m) => ({ Component: m.MailPage })) },
        {
          path: BACKOFFICE_ROUTES.message,
          lazy: () => import('../features/mail/routes/message-page').then((m) => ({ Component: m.MessagePage })),
        },
        {
          path: BACKOFFICE_ROUTES.auditLog,
          lazy: () => import('../features/staff/routes/audit-log-page').then((m) => ({ Component: m.AuditLogPage })),
        },
        {
          path: BACKOFFICE_ROUTES.staff,
          lazy: () => import('../features/staff/routes/staff-page').then((m) => ({ Component: m.StaffPage })),
        },
        {
          path: BACKOFFICE_ROUTES.products,
          lazy: () => import('../features/catalogue/routes/products-page').then((m) => ({ Component: m.ProductsPage })),
        },
        {
          path: BACKOFFICE_ROUTES.product,
          lazy: () => import('../features/catalogue/routes/product-page').then((m) => ({ Component: m.ProductPage })),
        },
        {
          path: BACKOFFICE_ROUTES.imports,
          lazy: () => import('../features/catalogue-import/routes/import-page').then((m) => ({ Component: m.ImportPage })),
        },
        {
          path: BACKOFFICE_ROUTES.maintenance,
          lazy: () => import('../features/maintenance/routes/maintenance-page').then((m) => ({ Component: m.MaintenancePage })),
        },
        {
          path: BACKOFFICE_ROUTES.integrations,
          lazy: () => import('../features/integration/routes/integrations-page').then((m) => ({ Component: m.IntegrationsPage })),
        },
        {
          path: BACKOFFICE_ROUTES.webhooks,
          lazy: () => import('../features/integration/routes/webhooks-page').then((m) => ({ Component: m.WebhooksPage })),
        },
        // Any other address; the API answers these with 404.
        { path: '*', element: <NotFound homePath="/" /> },
      ],
    },
  ],
  { basename: BACKOFFICE_BASE },
);
