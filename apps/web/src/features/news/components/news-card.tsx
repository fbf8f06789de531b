import { Box, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { NewsArticleSummary } from '@portal/contracts/content';
import { Link } from 'react-router';
import { formatDate } from '@portal/ui/format';
import { useLanguage } from '@portal/ui';
import { contentDay, isoDay } from '../news-logic';
import classes from './news-card.module.css';
import { NewsPicture, type PictureLoading } from './news-picture';

const DATE_HEIGHT = 18;

export const articlePath = (id: string) => `/news/${encodeURIComponent(id)}`;

/** A news card: picture, date, title and abstract; the title is the link to the article. */
export function NewsCard({
  article,
  headingLevel = 3,
  loading = 'lazy',
  onPictureShown,
}: {
  article: NewsArticleSummary;
  headingLevel?: 2 | 3;
  loading?: PictureLoading;
  /** See NewsPicture's onShown. */
  onPictureShown?: (picture?: HTMLImageElement) => void;
}) {
  const language = useLanguage();
  const day = contentDay(article.date);
  return (
    <Card withBorder padding="md" radius="md" className={classes.card} component="article">
      <Card.Section>
        <NewsPicture src={article.image} loading={loading} onShown={onPictureShown} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        {day ? (
          <Text size="xs" c="dimmed" component="time" dateTime={isoDay(article.date)} h={DATE_HEIGHT} lh={`${DATE_HEIGHT}px`}>
            {formatDate(day, language)}
          </Text>
        ) : (
          <Box h={DATE_HEIGHT} />
        )}
        <Title order={headingLevel} fz="md" lh={1.35} lineClamp={2} className={classes.title}>
          <Link to={articlePath(article.id)} className={classes.link}>
            {article.title}
          </Link>
        </Title>
        <Text size="sm" lh={1.55} lineClamp={3} className={classes.abstract}>
          {article.abstract}
        </Text>
      </Stack>
    </Card>
  );
}

/** A card's placeholder, exactly as tall as a loaded card. */
export function NewsCardSkeleton() {
  return (
    <Card withBorder padding="md" radius="md" className={classes.card}>
      <Card.Section>
        <Skeleton radius={0} style={{ aspectRatio: '16 / 9' }} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Box h={DATE_HEIGHT} py={4}>
          <Skeleton h={DATE_HEIGHT - 8} w="30%" />
        </Box>
        <Skeleton className={classes.title} />
        <Skeleton className={classes.abstract} />
      </Stack>
    </Card>
  );
}
