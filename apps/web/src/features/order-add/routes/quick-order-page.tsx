import { useTranslation } from 'react-i18next';
import { Page } from '@portal/ui';
import { QuickOrderPanel } from '../quick-order/quick-order-panel';

/** Quick order on a screen of its own, opened from the header. */
export function QuickOrderPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('quick-order.title')}>
      <QuickOrderPanel withTitle={false} />
    </Page>
  );
}
