import { Group, NativeSelect, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice, Page, useLanguage } from '@portal/ui';
import { usePortalUser } from '../../../lib/use-portal-user';
import { useArticles } from '../api/get-articles';
import { NewsCard, NewsCardSkeleton } from '../components/news-card';
import { ARCHIVE_NEWS_COUNT, archiveMonths, archiveYears, filterArchive, monthName, NO_FILTER, type ArchiveFilter } from '../news-logic';
import { contentMarket } from '../../../lib/content-client';

/** The latest 30 articles with a year and month archive filter (spec 001 §2). */
export function NewsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const resultsId = useId();
  const market = contentMarket(usePortalUser()?.market);
  const news = useArticles(market, ARCHIVE_NEWS_COUNT);
  const [filter, setFilter] = useState<ArchiveFilter>(NO_FILTER);

  const articles = news.data?.articles;
  const years = useMemo(() => archiveYears(articles ?? []), [articles]);
  const months = useMemo(() => archiveMonths(articles ?? [], filter.year), [articles, filter.year]);
  const shown = useMemo(() => filterArchive(articles ?? [], filter), [articles, filter]);

  return (
    <Page title={t('news.title')}>
      {news.isError && !articles ? (
        <ErrorNotice titleKey="error.title.news" onRetry={() => void news.refetch()} error={news.error} />
      ) : (
        <>
          <Group
            component="form"
            role="search"
            aria-label={t('news.archive.label')}
            gap="md"
            align="flex-end"
            onSubmit={(e) => e.preventDefault()}
          >
            <NativeSelect
              label={t('news.archive.year')}
              disabled={!articles}
              value={filter.year === null ? '' : String(filter.year)}
              onChange={(e) => setFilter({ year: e.currentTarget.value ? Number(e.currentTarget.value) : null, month: null })}
              data={[{ value: '', label: t('news.archive.all-years') }, ...years.map((y) => ({ value: String(y), label: String(y) }))]}
              aria-controls={resultsId}
              w={160}
            />
            <NativeSelect
              label={t('news.archive.month')}
              disabled={filter.year === null}
              value={filter.month === null ? '' : String(filter.month)}
              onChange={(e) => {
                const { value } = e.currentTarget;
                setFilter((f) => ({ ...f, month: value ? Number(value) : null }));
              }}
              data={[
                { value: '', label: t('news.archive.all-months') },
                ...months.map((m) => ({ value: String(m), label: monthName(m, language) })),
              ]}
              aria-controls={resultsId}
              w={180}
            />
            <Text size="sm" c="dimmed" role="status" pb={8}>
              {articles ? t('news.archive.count', { count: shown.length }) : ''}
            </Text>
          </Group>

          <Stack id={resultsId} gap="md">
            {!articles ? (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy>
                <VisuallyHidden role="status">{t('news.loading')}</VisuallyHidden>
                {Array.from({ length: 6 }, (_, i) => (
                  <NewsCardSkeleton key={i} />
                ))}
              </SimpleGrid>
            ) : shown.length === 0 ? (
              <Text c="dimmed">{articles.length === 0 ? t('news.empty') : t('news.archive.empty')}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {shown.map((article, i) => (
                  <li key={article.id}>
                    <NewsCard article={article} headingLevel={2} loading={i === 0 ? 'first' : i < 3 ? 'eager' : 'lazy'} />
                  </li>
                ))}
              </SimpleGrid>
            )}
          </Stack>
        </>
      )}
    </Page>
  );
}
