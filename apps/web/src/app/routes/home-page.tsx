import { Text } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@portal/ui';
import { usePortalUser } from '../../lib/use-portal-user';
import { firstScreenShown, useAfterFirstPaint } from '../../lib/after-paint';
import { withLaterScreens } from '../../lib/later-screens';
import { FlaggedNewsOverlay } from '../../features/news/components/flagged-news-overlay';
import { LatestNews } from '../../features/news/components/latest-news';

const HomeBlocks = lazy(withLaterScreens(() => import('./home-blocks').then((m) => ({ default: m.HomeBlocks }))));

/**
 * Home (spec 001 §2): the welcome, the three latest news, the sales figures for admins, the open
 * orders next to be dispatched, the three most recent orders and, for market se, the delivery
 * lists; the flagged-news overlay on entry.
 * Each block loads and fails on its own, with its own notice (§8).
 */
export function HomePage() {
  const { t } = useTranslation();
  const user = usePortalUser();
  const name = user?.givenName ?? user?.name ?? '';
  // The blocks below the news are asked for once home has painted, so that their code does not hold up that paint.
  const painted = useAfterFirstPaint();
  // Entering here, the moment waits for the news and its first picture (app-layout), or for the user to leave.
  useEffect(() => firstScreenShown, []);
  return (
    <Page title={t('home.welcome', { name })}>
      <Text>{t('home.intro')}</Text>
      <LatestNews onShown={firstScreenShown} />
      {painted && (
        <Suspense fallback={null}>
          <HomeBlocks />
        </Suspense>
      )}
      {/* On entry, as soon as home shows (its moment does not wait for the blocks below). */}
      <FlaggedNewsOverlay />
    </Page>
  );
}
