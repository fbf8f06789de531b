import { Anchor, AspectRatio, Card, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconDownload, IconPlayerPlayFilled } from '@tabler/icons-react';
import type { Video } from '@portal/contracts/content';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice, Page } from '@portal/ui';
import { contentMarket, contentUrl } from '../../../lib/content-client';
import { usePortalUser } from '../../../lib/use-portal-user';
import { useVideos } from '../api/get-videos';
import { MediaLoading } from '../components/media-loading';

/** Videos with a preview player: choosing one shows it in the player (spec 001 §2). */
export function MediaVideoPage() {
  const { t } = useTranslation();
  const market = contentMarket(usePortalUser()?.market);
  const videos = useVideos(market);
  const list = videos.data?.videos;

  return (
    <Page title={t('menu.video')}>
      <Text>{t('media.intro.video')}</Text>
      {videos.isError && !list ? (
        <ErrorNotice titleKey="media.error" onRetry={() => void videos.refetch()} error={videos.error} />
      ) : !list ? (
        <MediaLoading sections={1} rowHeight={120} />
      ) : list.length === 0 ? (
        <Text c="dimmed">{t('media.video.empty')}</Text>
      ) : (
        <VideoGallery videos={list} />
      )}
    </Page>
  );
}

function VideoGallery({ videos }: { videos: Video[] }) {
  const { t } = useTranslation();
  const playerHeadingId = useId();
  const [selected, setSelected] = useState(0);
  const current = videos[Math.min(selected, videos.length - 1)]!;
  const src = contentUrl(current.url);
  const poster = contentUrl(current.thumbnail);

  return (
    <Stack gap="lg">
      <Paper component="section" aria-labelledby={playerHeadingId} withBorder radius="md" p="md" maw={820}>
        <Stack gap="sm">
          <Title order={2} size="h4" id={playerHeadingId}>
            {t('media.video.player')}
          </Title>
          <AspectRatio ratio={16 / 9} bg="dark.9" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
            {src && (
              // A new element per video, so the player starts over with the new source.
              <video key={src} controls preload="metadata" playsInline {...(poster ? { poster } : {})} aria-label={current.name}>
                <source src={src} type={current.mimeType} />
              </video>
            )}
          </AspectRatio>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={500} aria-live="polite">
              {t('media.video.now-playing', { name: current.name })}
            </Text>
            {src && (
              <Anchor href={src} download size="sm">
                <IconDownload size={14} aria-hidden style={{ marginInlineEnd: 4, verticalAlign: 'middle' }} />
                {t('media.video.download')}
              </Anchor>
            )}
          </Group>
        </Stack>
      </Paper>

      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {videos.map((video, i) => {
          const thumbnail = contentUrl(video.thumbnail);
          const active = i === selected;
          return (
            <li key={`${video.url}-${i}`}>
              <Card
                withBorder
                padding="sm"
                radius="md"
                h="100%"
                style={active ? { borderColor: 'var(--mantine-color-ember-7)', borderWidth: 2 } : undefined}
              >
                <UnstyledButton
                  onClick={() => setSelected(i)}
                  aria-pressed={active}
                  aria-label={t('media.video.choose', { name: video.name })}
                >
                  <Card.Section>
                    <AspectRatio ratio={16 / 9} bg="dark.9" pos="relative">
                      {thumbnail && (
                        <img src={thumbnail} alt="" loading="lazy" style={{ objectFit: 'cover', width: '100%', height: '100%' }} />
                      )}
                    </AspectRatio>
                  </Card.Section>
                  <Group gap="xs" mt="sm" wrap="nowrap">
                    <IconPlayerPlayFilled size={16} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-ember-7)' }} />
                    <Text fw={500} size="sm">
                      {video.name}
                    </Text>
                  </Group>
                </UnstyledButton>
              </Card>
            </li>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
