import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NotFound, Page } from '@portal/ui';
import { usePortalUser } from '../../../lib/use-portal-user';
import { SalesFigures } from '../components/sales-figures';

/** /finance: the sales dashboard. Routed for Portal Admins only; anyone else gets the not-found screen. */
export function FinancePage() {
  const { t } = useTranslation();
  const user = usePortalUser();
  if (!user?.isPortalAdmin) return <NotFound />;
  return (
    <Page title={t('finance.title')}>
      <Text>{t('finance.intro')}</Text>
      <SalesFigures variant="dashboard" />
    </Page>
  );
}
