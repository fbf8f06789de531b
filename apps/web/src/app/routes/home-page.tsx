import { Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@portal/ui';
import { usePortalUser } from '../../lib/use-portal-user';
import { LatestNews } from '../../features/news/components/latest-news';

// Asked for as soon as home's own code runs, so it loads while the news paints rather than after.
const homeBlocks = import('./home-blocks');
const HomeBlocks = lazy(() => homeBlocks.then((m) => ({ default: m.HomeBlocks })));

/**
 * Home (spec 001 §2): the welcome, the three latest news, the sales figures for admins, the three
 * most recent orders and, for market se, the delivery lists; the flagged-news overlay on entry.
 * Each block loads and fails on its own, with its own notice (§8).
 */
export function HomePage() {
  const { t } = useTranslation();
  const user = usePortalUser();
  const name = user?.givenName ?? user?.name ?? '';
  return (
    <Page title={t('home.welcome', { name })}>
      <Text>{t('home.intro')}</Text>
      <LatestNews />
      <Suspense fallback={null}>
        <HomeBlocks />
      </Suspense>
    </Page>
  );
}
