import { Anchor, Badge, Button, Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTENT_LANGUAGES } from '@portal/contracts/content';
import { isMarket, MARKETS } from '@portal/contracts/languages';
import { ARTICLE_STATUSES, type ArticleStatus, type StaffArticleRow } from '@portal/contracts/staff-content';
import { Page, useLanguage } from '@portal/ui';
import { formatDate } from '@portal/ui/format';
import { type PagedColumn } from '../../../components/paged-table';
import { QueueTable } from '../../../components/queue-table';
import { useUrlFilters } from '../../../lib/url-filters';
import { useStaffArticles } from '../api/content-desk';
import { UrlFilterSelect } from '../../../components/url-filter-select';

export const STATUS_COLOR: Record<ArticleStatus, string> = { draft: 'gray', published: 'green', archived: 'orange' };
const isStatus = (value: string | null): value is ArticleStatus => (ARTICLE_STATUSES as readonly (string | null)[]).includes(value);
const isLanguage = (value: string | null): value is (typeof CONTENT_LANGUAGES)[number] =>
  (CONTENT_LANGUAGES as readonly (string | null)[]).includes(value);

/** Every news article of every market and language, drafts and archived ones included. */
export function ArticlesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const filters = useUrlFilters();
  const market = filters.get('market');
  const contentLanguage = filters.get('language');
  const status = filters.get('status');
  const search = filters.get('search') ?? '';
  const [debouncedSearch] = useDebouncedValue(search, 300);

  const list = useStaffArticles({
    ...(isMarket(market) ? { market } : {}),
    ...(isLanguage(contentLanguage) ? { language: contentLanguage } : {}),
    ...(isStatus(status) ? { status } : {}),
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    page: filters.page,
    pageSize: filters.pageSize,
  });

  const columns: PagedColumn<StaffArticleRow>[] = [
    {
      key: 'title',
      card: 'title',
      header: t('content-desk.column.title'),
      cell: (r) => (
        <Group gap={6} wrap="nowrap">
          {r.flagged && <IconStarFilled size={14} aria-label={t('content-desk.flagged')} role="img" />}
          <Anchor component={Link} to={`/news/${r.id}`}>
            {r.title}
          </Anchor>
        </Group>
      ),
    },
    {
      key: 'market',
      card: 'detail',
      header: t('content-desk.column.market'),
      cell: (r) => (r.market ? t(`markets.${r.market}`) : t('content-desk.every-market')),
    },
    {
      key: 'language',
      card: 'detail',
      secondary: true,
      header: t('content-desk.column.language'),
      nowrap: true,
      cell: (r) => t(`content-desk.language.${r.language}`),
    },
    {
      key: 'status',
      card: 'status',
      header: t('content-desk.column.status'),
      nowrap: true,
      cell: (r) => (
        <Badge variant="light" color={STATUS_COLOR[r.status]}>
          {t(`content-desk.status.${r.status}`)}
        </Badge>
      ),
    },
    {
      key: 'published',
      card: 'meta',
      header: t('content-desk.column.published'),
      nowrap: true,
      cell: (r) => formatDate(new Date(r.publishedAt), language),
    },
    {
      key: 'updated',
      card: 'detail',
      secondary: true,
      header: t('content-desk.column.updated'),
      cell: (r) => [formatDate(new Date(r.updatedAt), language), r.updatedBy].filter(Boolean).join(' · '),
    },
  ];

  return (
    <Page title={t('content-desk.title')}>
      <Group justify="space-between" align="end" wrap="wrap" gap="sm">
        <Group align="end" wrap="wrap" gap="sm">
          <TextInput
            label={t('content-desk.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => filters.update({ search: e.currentTarget.value })}
            w={{ base: '100%', sm: 260 }}
          />
          <UrlFilterSelect
            filters={filters}
            name="market"
            label={t('content-desk.column.market')}
            all={t('content-desk.all')}
            data={MARKETS.map((m) => ({ value: m, label: t(`markets.${m}`) }))}
            width={160}
          />
          <UrlFilterSelect
            filters={filters}
            name="language"
            label={t('content-desk.column.language')}
            all={t('content-desk.all')}
            data={CONTENT_LANGUAGES.map((l) => ({ value: l, label: t(`content-desk.language.${l}`) }))}
            width={150}
          />
          <UrlFilterSelect
            filters={filters}
            name="status"
            label={t('content-desk.column.status')}
            all={t('content-desk.all')}
            data={ARTICLE_STATUSES.map((s) => ({ value: s, label: t(`content-desk.status.${s}`) }))}
            width={160}
          />
        </Group>
        <Button component={Link} to="/news/new" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('content-desk.new')}
        </Button>
      </Group>
      <QueueTable
        query={list}
        filters={filters}
        label={t('content-desk.title')}
        columns={columns}
        rowKey={(r) => r.id}
        empty={t('content-desk.empty')}
        errorKey="content-desk.error"
      />
    </Page>
  );
}
