import { Box } from '@mantine/core';
import { usePortalUser } from '../../lib/use-portal-user';
import { SalesFigures } from '../../features/finance/components/sales-figures';
import { RecentOrders } from '../../features/order/components/recent-orders';
import { DeliveryListsBlock } from '../../features/home/components/delivery-lists-block';
import { DELIVERY_LISTS_MARKET } from '../../features/home/delivery-lists';

/** The recent-orders block with its three rows, in px. */
const RECENT_ORDERS_HEIGHT = 240;

/**
 * Home's blocks below the news: the sales figures for admins, the three most recent orders and, for
 * market se, the delivery lists. Their tables, charts and dialogs load after the news has painted;
 * nothing stands below them, so nothing moves when they come.
 */
export function HomeBlocks() {
  const user = usePortalUser();
  const deliveryLists = user?.market === DELIVERY_LISTS_MARKET;
  return (
    <>
      <SalesFigures />

      {/* Held at its loaded height while it loads, so that the blocks below do not move. */}
      <Box mih={RECENT_ORDERS_HEIGHT}>
        <RecentOrders />
      </Box>
      {deliveryLists && <DeliveryListsBlock />}
    </>
  );
}
