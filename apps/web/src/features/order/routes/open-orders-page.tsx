import { useTranslation } from 'react-i18next';
import { ErrorNotice, Page } from '@portal/ui';
import { useOpenOrders } from '../../../api/get-open-orders';
import { OrdersTable } from '../components/orders-table';

/** /orders: the orders still on their way, cancellable while received (spec 001 §2, §4). */
export function OpenOrdersPage() {
  const { t } = useTranslation();
  const orders = useOpenOrders();
  const title = t('menu.orders-open');
  return (
    <Page title={title}>
      {orders.isError && <ErrorNotice titleKey="error.title.orders" onRetry={() => void orders.refetch()} error={orders.error} />}
      {/* A failed background refresh keeps the rows already shown. */}
      {!(orders.isError && !orders.data) && (
        <OrdersTable list="open" label={title} orders={orders.data?.Orders} loading={orders.isPending} />
      )}
    </Page>
  );
}
