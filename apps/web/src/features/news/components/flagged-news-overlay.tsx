import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@portal/ui/format';
import { useLanguage } from '@portal/ui';
import { usePortalUser } from '../../../lib/use-portal-user';
import { useFlaggedNews } from '../api/get-flagged-news';
import { contentDay, isoDay } from '../news-logic';
import { contentMarket } from '../../../lib/content-client';
import { articlePath } from './news-card';
import { NewsPicture } from './news-picture';

/**
 * The flagged-news overlay on entering home (spec 001 §2): the latest flagged article, unless
 * it was viewed within the last 7 days (§5, §9). A failure to load it only means no overlay.
 */
export function FlaggedNewsOverlay() {
  const { t } = useTranslation();
  const language = useLanguage();
  const fullScreen = useMediaQuery('(max-width: 36em)');
  const market = contentMarket(usePortalUser()?.market);
  const { data: article } = useFlaggedNews(market);
  const [dismissed, setDismissed] = useState(false);
  const close = () => setDismissed(true);
  const day = article ? contentDay(article.date) : null;

  return (
    <Modal
      opened={Boolean(article) && !dismissed}
      onClose={close}
      title={t('news.overlay.label')}
      size="lg"
      fullScreen={fullScreen ?? false}
      // One way to close by button (below) and Escape; a second "close" would read the same.
      withCloseButton={false}
    >
      {article && (
        <Stack gap="sm">
          <NewsPicture src={article.image} eager radius="var(--mantine-radius-md)" />
          {day && (
            <Text size="sm" c="dimmed" component="time" dateTime={isoDay(article.date)}>
              {formatDate(day, language)}
            </Text>
          )}
          <Title order={3} size="h3">
            {article.title}
          </Title>
          <Text>{article.abstract}</Text>
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close}>
              {t('news.overlay.close')}
            </Button>
            <Button component={Link} to={articlePath(article.id)} onClick={close}>
              {t('news.overlay.read')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
