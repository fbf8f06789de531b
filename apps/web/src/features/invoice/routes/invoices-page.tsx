import { useTranslation } from 'react-i18next';
import { ErrorNotice, NotFound, Page } from '@portal/ui';
import { usePortalUser } from '../../../lib/use-portal-user';
import { useInvoices } from '../api/get-invoices';
import { InvoicesTable } from '../components/invoices-table';

/** /invoices: routed for Portal Admins only (spec 001 §2, §5); anyone else gets the not-found screen. */
export function InvoicesPage() {
  const user = usePortalUser();
  if (!user?.isPortalAdmin) return <NotFound />;
  return <Invoices />;
}

function Invoices() {
  const { t } = useTranslation();
  const invoices = useInvoices();
  const title = t('menu.invoices');
  return (
    <Page title={title}>
      {invoices.isError && <ErrorNotice titleKey="invoices.error" onRetry={() => void invoices.refetch()} />}
      {/* A failed background refresh keeps the rows already shown. */}
      {!(invoices.isError && !invoices.data) && (
        <InvoicesTable label={title} invoices={invoices.data?.Invoices} loading={invoices.isPending} />
      )}
    </Page>
  );
}
