import { Group, Loader, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  CATALOGUE_SEARCH_MAX_LENGTH,
  CATALOGUE_SEARCH_MAX_PAGE,
  CATALOGUE_SEARCH_MAX_WORDS,
  CATALOGUE_SEARCH_PAGE_SIZE,
} from '@portal/contracts/product';
import { ErrorNotice, Page } from '@portal/ui';
import { OrderableProductList } from '../../../components/orderable-product-list';
import { useSearchCatalogue } from '../api/search-catalogue';
import { checkSearchText } from '../search-text';

/** A page number from the address: anything else than a whole number in range is the first page. */
const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= CATALOGUE_SEARCH_MAX_PAGE ? page : 1;
};

/** All results of a header search, page by page (/search?q=…&page=…). */
export function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const check = checkSearchText(params.get('q') ?? '');
  const q = check.ok ? check.q : null;
  const page = pageOf(params.get('page'));
  const results = useSearchCatalogue(q === null ? null : { q, page, pageSize: CATALOGUE_SEARCH_PAGE_SIZE });
  // The page shown stays while the next one loads.
  const data = results.data;
  const pages = data ? Math.min(CATALOGUE_SEARCH_MAX_PAGE, Math.ceil(data.Total / CATALOGUE_SEARCH_PAGE_SIZE)) : 0;
  const first = (page - 1) * CATALOGUE_SEARCH_PAGE_SIZE + 1;

  const goTo = (next: number) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('page', String(next));
      return updated;
    });
    window.scrollTo({ top: 0 });
  };

  return (
    <Page title={q === null ? t('search.page-title') : t('search.results', { query: q })}>
      {q === null ? (
        <Text>
          {check.ok || check.blank
            ? t('search.page-empty')
            : t('search.too-long', { words: CATALOGUE_SEARCH_MAX_WORDS, characters: CATALOGUE_SEARCH_MAX_LENGTH })}
        </Text>
      ) : results.isError ? (
        <ErrorNotice titleKey="search.load-error" onRetry={() => void results.refetch()} error={results.error} />
      ) : !data ? (
        <Stack gap="xs" aria-busy>
          <Loader size="sm" aria-label={t('app.loading')} />
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} h={72} radius="md" />
          ))}
        </Stack>
      ) : data.Total === 0 ? (
        <Title order={2} size="h4">
          {t('search.none', { query: q })}
        </Title>
      ) : (
        <Stack gap="md">
          <Text role="status" c="dimmed">
            {data.Products.length === 0
              ? t('search.count', { count: data.Total })
              : t('search.range', { from: first, to: first + data.Products.length - 1, total: data.Total })}
          </Text>
          <OrderableProductList products={data.Products} />
          {pages > 1 && (
            <Group component="nav" aria-label={t('search.pages')} justify="center">
              <Pagination
                total={pages}
                value={Math.min(page, pages)}
                onChange={goTo}
                size="sm"
                siblings={1}
                boundaries={1}
                getItemProps={(n) => ({
                  'aria-label': t('search.page', { page: n }),
                  'aria-current': n === page ? 'page' : undefined,
                })}
                getControlProps={(control) => ({
                  'aria-label': t(`search.pager.${control}`),
                })}
              />
            </Group>
          )}
        </Stack>
      )}
    </Page>
  );
}
