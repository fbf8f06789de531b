import { Anchor, Badge, Group } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTENT_LANGUAGES } from '@portal/contracts/content';
import { ARTICLE_STATUSES, type StaffArticleRow } from '@portal/contracts/staff-content';
import { useLanguage } from '@portal/ui';
import { formatDate } from '@portal/ui/format';
import { ListAction, QueuePage, UrlTextFilter } from '../../../components/list-page';
import { type PagedColumn } from '../../../components/paged-table';
import { choices, joinPresent } from '../../../lib/labels';
import { useListPage } from '../../../lib/list-page';
import { useStaffArticles } from '../api/content-desk';
import { UrlFilterSelect, UrlMarketSelect } from '../../../components/url-filter-select';
import { ARTICLE_FILTERS, ARTICLE_STATUS_COLOR } from '../content-logic';

/** Every news article of every market and language, drafts and archived ones included. */
export function ArticlesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = useListPage({ filters: ARTICLE_FILTERS });
  const list = useStaffArticles(page.query);

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
        <Badge variant="light" color={ARTICLE_STATUS_COLOR[r.status]}>
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
      cell: (r) => joinPresent([formatDate(new Date(r.updatedAt), language), r.updatedBy], ' · '),
    },
  ];

  return (
    <QueuePage
      views="articles"
      title={t('content-desk.title')}
      page={page}
      list={list}
      all={t('content-desk.all')}
      action={<ListAction to="/news/new">{t('content-desk.new')}</ListAction>}
      toolbar={
        <>
          <UrlTextFilter label={t('content-desk.search')} width={260} />
          <UrlMarketSelect label={t('content-desk.column.market')} width={160} />
          <UrlFilterSelect
            name="language"
            label={t('content-desk.column.language')}
            data={choices(CONTENT_LANGUAGES, (l) => t(`content-desk.language.${l}`))}
            width={150}
          />
          <UrlFilterSelect
            name="status"
            label={t('content-desk.column.status')}
            data={choices(ARTICLE_STATUSES, (s) => t(`content-desk.status.${s}`))}
            width={160}
          />
        </>
      }
      columns={columns}
      rowKey={(r) => r.id}
      empty={t('content-desk.empty')}
      errorKey="content-desk.error"
    />
  );
}
