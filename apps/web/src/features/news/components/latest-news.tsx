import { Anchor, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorNotice } from '@portal/ui';
import { usePortalUser } from '../../../lib/use-portal-user';
import { useArticles } from '../api/get-articles';
import { HOME_NEWS_COUNT } from '../news-logic';
import { contentMarket } from '../../../lib/content-client';
import { NewsCard, NewsCardSkeleton } from './news-card';

/**
 * The home page's three latest news cards (spec 001 §2); a failure shows error.title.news (§8). `onShown` is called
 * once the news shows with the first card's picture (given), or shows that there is none or that it failed.
 */
export function LatestNews({ onShown }: { onShown?: (picture?: HTMLImageElement) => void } = {}) {
  const { t } = useTranslation();
  const headingId = useId();
  const market = contentMarket(usePortalUser()?.market);
  const news = useArticles(market, HOME_NEWS_COUNT);
  const articles = news.data?.articles.slice(0, HOME_NEWS_COUNT);
  const showsNoCards = (news.isError && !articles) || articles?.length === 0;
  useEffect(() => {
    if (showsNoCards) onShown?.();
  }, [showsNoCards, onShown]);

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Title order={2} size="h3" id={headingId}>
          {t('home.news.title')}
        </Title>
        <Anchor component={Link} to="/news">
          {t('home.news.all')}
          <IconArrowRight size={14} aria-hidden style={{ marginInlineStart: 4, verticalAlign: 'middle' }} />
        </Anchor>
      </Group>
      {news.isError && !articles ? (
        <ErrorNotice titleKey="error.title.news" onRetry={() => void news.refetch()} error={news.error} />
      ) : articles && articles.length === 0 ? (
        <Text c="dimmed">{t('home.news.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-busy={!articles}>
          {articles
            ? articles.map((article, i) => (
                <li key={article.id}>
                  <NewsCard article={article} loading={i === 0 ? 'first' : 'eager'} {...(i === 0 ? { onPictureShown: onShown } : {})} />
                </li>
              ))
            : Array.from({ length: HOME_NEWS_COUNT }, (_, i) => (
                <li key={i}>
                  {i === 0 && <VisuallyHidden role="status">{t('home.news.loading')}</VisuallyHidden>}
                  <NewsCardSkeleton />
                </li>
              ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
