import { useTranslation } from 'react-i18next';
import { ErrorNotice, Page } from '@portal/ui';
import { useHistoryOrders } from '../api/get-history-orders';
import { OrdersTable } from '../components/orders-table';

/** /order-history: delivered and cancelled orders, with tracking and complaints (spec 001 §2). */
export function OrderHistoryPage() {
  const { t } = useTranslation();
  const orders = useHistoryOrders();
  const title = t('menu.orders-closed');
  return (
    <Page title={title}>
      {orders.isError && <ErrorNotice titleKey="error.title.orders" onRetry={() => void orders.refetch()} error={orders.error} />}
      {/* A failed background refresh keeps the rows already shown. */}
      {!(orders.isError && !orders.data) && (
        <OrdersTable list="history" label={title} orders={orders.data?.Orders} loading={orders.isPending} />
      )}
    </Page>
  );
}
