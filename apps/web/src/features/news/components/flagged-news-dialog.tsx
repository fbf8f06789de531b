import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@portal/ui/format';
import { useLanguage } from '@portal/ui';
import { contentDay, isoDay } from '../news-logic';
import type { NewsArticleSummary } from '@portal/contracts/content';
import { articlePath } from './news-card';
import { NewsPicture } from './news-picture';

/** The flagged-news overlay's dialog with its article, open until closed. */
export function FlaggedNewsDialog({ article }: { article: NewsArticleSummary }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Read at once: the dialog opens as soon as it mounts.
  const fullScreen = useMediaQuery('(max-width: 36em)', undefined, { getInitialValueInEffect: false });
  const [dismissed, setDismissed] = useState(false);
  const close = () => setDismissed(true);
  const day = contentDay(article.date);

  return (
    <Modal
      opened={!dismissed}
      onClose={close}
      title={t('news.overlay.label')}
      size="lg"
      fullScreen={fullScreen ?? false}
      // One way to close by button (below) and Escape; a second "close" would read the same.
      withCloseButton={false}
    >
      <Stack gap="sm">
        <NewsPicture src={article.image} loading="first" radius="var(--mantine-radius-md)" />
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
    </Modal>
  );
}
