import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '@portal/ui';
import { AdminsOnly } from '../../../components/admins-only';
import { usePortalUser } from '../../../lib/use-portal-user';
import { CreditPosition } from '../components/credit-position';
import { SalesFigures } from '../components/sales-figures';

/** /finance: the dealer's credit and the sales dashboard. Routed for Portal Admins only; anyone else reads whom the page is for. */
export function FinancePage() {
  const { t } = useTranslation();
  const user = usePortalUser();
  if (!user?.isPortalAdmin) return <AdminsOnly />;
  return (
    <Page title={t('finance.title')}>
      <Text>{t('finance.intro')}</Text>
      <CreditPosition variant="dashboard" />
      <SalesFigures variant="dashboard" />
    </Page>
  );
}
