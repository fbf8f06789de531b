import { Anchor, Button, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ErrorNotice, Page, useLanguage } from '@portal/ui';
import { ApiError } from '@portal/ui/auth';
import { formatDate } from '@portal/ui/format';
import { usePortalUser } from '../../../lib/use-portal-user';
import { useArticle } from '../api/get-article';
import { useArticles } from '../api/get-articles';
import { ArticleBody } from '../components/article-body';
import { NewsPicture } from '../components/news-picture';
import { VideoEmbed } from '../components/video-embed';
import { ARCHIVE_NEWS_COUNT, contentDay, isoDay } from '../news-logic';
import { contentMarket } from '../../../lib/content-client';

/** One article: title, picture, abstract, HTML content, an optional video and a back button (spec 001 §2). */
export function NewsArticlePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const { id = '' } = useParams();
  const market = contentMarket(usePortalUser()?.market);
  const article = useArticle(market, id);
  // The date is in the list the reader most likely came from; no second call when it is not.
  const listed = useArticles(market, ARCHIVE_NEWS_COUNT).data?.articles.find((a) => a.id === id);
  const day = listed ? contentDay(listed.date) : null;

  // Back to where the reader came from inside the portal, else to the archive.
  const back = () => (location.key !== 'default' ? void navigate(-1) : void navigate('/news'));
  const backButton = (
    <Button
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={back}
      px={0}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('news.article.back')}
    </Button>
  );

  if (article.error instanceof ApiError && article.error.status === 404) {
    return (
      <Page title={t('page.news-article')}>
        {backButton}
        <Text>{t('news.article.not-found')}</Text>
        <Anchor component={Link} to="/news">
          {t('news.article.to-archive')}
        </Anchor>
      </Page>
    );
  }

  const a = article.data;
  return (
    <Page title={a?.Title ?? t('page.news-article')}>
      {backButton}
      {article.isError && !a ? (
        <ErrorNotice titleKey="error.title.news" onRetry={() => void article.refetch()} error={article.error} />
      ) : !a ? (
        <Stack gap="md" maw={820} aria-busy>
          <VisuallyHidden role="status">{t('news.article.loading')}</VisuallyHidden>
          <Skeleton style={{ aspectRatio: '16 / 9' }} radius="md" />
          <Skeleton h={20} w="80%" />
          <Skeleton h={14} />
          <Skeleton h={14} />
          <Skeleton h={14} w="60%" />
        </Stack>
      ) : (
        <Stack component="article" gap="md" maw={820}>
          {day && listed && (
            <Text size="sm" c="dimmed" component="time" dateTime={isoDay(listed.date)}>
              {t('news.published', { date: formatDate(day, language) })}
            </Text>
          )}
          {a.ImageUrl && <NewsPicture src={a.ImageUrl} loading="first" radius="var(--mantine-radius-md)" />}
          <Text size="lg" fw={500}>
            {a.Abstract}
          </Text>
          <ArticleBody html={a.Content} />
          {a.Youtube && (
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t('news.article.video', { title: a.Title })}
              </Title>
              <VideoEmbed href={a.Youtube.href} title={t('news.article.video', { title: a.Title })} />
            </Stack>
          )}
        </Stack>
      )}
    </Page>
  );
}
