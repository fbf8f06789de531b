import { useTranslation } from 'react-i18next';
import { ErrorNotice, Page } from '@portal/ui';
import { AdminsOnly } from '../../../components/admins-only';
import { usePortalUser } from '../../../lib/use-portal-user';
import { useInvoices } from '../api/get-invoices';
import { InvoicesTable } from '../components/invoices-table';

/** /invoices: routed for Portal Admins only (spec 001 §2, §5); anyone else reads whom the page is for. */
export function InvoicesPage() {
  const user = usePortalUser();
  if (!user?.isPortalAdmin) return <AdminsOnly />;
  return <Invoices />;
}

function Invoices() {
  const { t } = useTranslation();
  const invoices = useInvoices();
  const title = t('menu.invoices');
  return (
    <Page title={title}>
      {invoices.isError && <ErrorNotice titleKey="invoices.error" onRetry={() => void invoices.refetch()} error={invoices.error} />}
      {/* A failed background refresh keeps the rows already shown. */}
      {!(invoices.isError && !invoices.data) && (
        <InvoicesTable label={title} invoices={invoices.data?.Invoices} loading={invoices.isPending} />
      )}
    </Page>
  );
}
