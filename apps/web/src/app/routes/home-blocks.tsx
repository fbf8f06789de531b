import { Box } from '@mantine/core';
import { usePortalUser } from '../../lib/use-portal-user';
import { CreditPosition } from '../../features/finance/components/credit-position';
import { SalesFigures } from '../../features/finance/components/sales-figures';
import { OpenOrdersNext, RecentOrders } from '../../features/order/components/recent-orders';
import { DeliveryListsBlock } from '../../features/home/components/delivery-lists-block';
import { DELIVERY_LISTS_MARKET } from '../../features/home/delivery-lists';

/** An orders block with its three rows, in px. */
const ORDERS_BLOCK_HEIGHT = 240;

/**
 * Home's blocks below the news: the sales figures for admins, the open orders next to be dispatched
 * (every market), the three most recent orders, for market se the delivery lists, and overdue
 * invoices for admins. Their tables, charts and dialogs load after the news has painted;
 * nothing stands below them, so nothing moves when they come.
 */
export function HomeBlocks() {
  const user = usePortalUser();
  const deliveryLists = user?.market === DELIVERY_LISTS_MARKET;
  return (
    <>
      <SalesFigures />

      {/* Each held at its loaded height while it loads, so that the blocks below do not move. */}
      <Box mih={ORDERS_BLOCK_HEIGHT}>
        <OpenOrdersNext />
      </Box>
      <Box mih={ORDERS_BLOCK_HEIGHT}>
        <RecentOrders />
      </Box>
      {deliveryLists && <DeliveryListsBlock />}
      {/* Overdue invoices, for admins; last, since it shows only when there are any and nothing may move below it. */}
      <CreditPosition variant="home" />
    </>
  );
}
