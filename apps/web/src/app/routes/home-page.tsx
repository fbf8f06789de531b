import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '@portal/ui';
import { usePortalUser } from '../../lib/use-portal-user';
import { SalesFigures } from '../../features/finance/components/sales-figures';
import { FlaggedNewsOverlay } from '../../features/news/components/flagged-news-overlay';
import { LatestNews } from '../../features/news/components/latest-news';
import { RecentOrders } from '../../features/orders/components/recent-orders';
import { DeliveryListsBlock } from '../../features/home/components/delivery-lists-block';
import { DELIVERY_LISTS_MARKET } from '../../features/home/delivery-lists';

/** The recent-orders block with its three rows, in px. */
const RECENT_ORDERS_HEIGHT = 240;

/**
 * Home (spec 001 §2): the welcome, the three latest news, the sales figures for admins, the three
 * most recent orders and, for market se, the delivery lists; the flagged-news overlay on entry.
 * Each block loads and fails on its own, with its own notice (§8).
 */
export function HomePage() {
  const { t } = useTranslation();
  const user = usePortalUser();
  const name = user?.givenName ?? user?.name ?? '';
  const deliveryLists = user?.market === DELIVERY_LISTS_MARKET;
  return (
    <Page title={t('home.welcome', { name })}>
      <Text>{t('home.intro')}</Text>
      <LatestNews />

      <SalesFigures />

      {/* Held at its loaded height while it loads, so that the blocks below do not move. */}
      <Box mih={RECENT_ORDERS_HEIGHT}>
        <RecentOrders />
      </Box>
      {deliveryLists && <DeliveryListsBlock />}
      <FlaggedNewsOverlay />
    </Page>
  );
}
