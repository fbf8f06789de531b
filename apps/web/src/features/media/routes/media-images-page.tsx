import { Anchor, AspectRatio, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { MediaFolder } from '@portal/contracts/content';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice, Page } from '@portal/ui';
import { contentMarket, contentUrl } from '../../../lib/content-client';
import { usePortalUser } from '../../../lib/use-portal-user';
import { useImages } from '../api/get-images';
import { MediaLoading } from '../components/media-loading';
import { fileKind } from '../media-logic';

/** High-resolution product images as folders: a preview and a download link per file (spec 001 §2). */
export function MediaImagesPage() {
  const { t } = useTranslation();
  const market = contentMarket(usePortalUser()?.market);
  const images = useImages(market);
  const folders = images.data?.folders;

  return (
    <Page title={t('menu.images')}>
      <Text>{t('media.intro.images')}</Text>
      {images.isError && !folders ? (
        <ErrorNotice titleKey="media.error" onRetry={() => void images.refetch()} error={images.error} />
      ) : !folders ? (
        <MediaLoading rowHeight={80} />
      ) : folders.length === 0 ? (
        <Text c="dimmed">{t('media.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
          {folders.map((folder, i) => (
            <ImageFolder key={`${folder.name}-${i}`} folder={folder} />
          ))}
        </SimpleGrid>
      )}
    </Page>
  );
}

function ImageFolder({ folder }: { folder: MediaFolder }) {
  const headingId = useId();
  const preview = contentUrl(folder.items.find((item) => fileKind(item.url) !== 'other')?.url);
  return (
    <Card component="section" aria-labelledby={headingId} withBorder padding="sm" radius="md" h="100%">
      <Card.Section>
        <AspectRatio ratio={4 / 3} bg="#f2eee8">
          {preview && (
            <img src={preview} alt="" loading="lazy" decoding="async" style={{ objectFit: 'contain', width: '100%', height: '100%' }} />
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Title order={2} size="h5" id={headingId}>
          {folder.name}
        </Title>
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
          {folder.items.map((item, i) => {
            const url = contentUrl(item.url);
            return (
              <li key={`${item.url}-${i}`}>
                {url ? (
                  <Anchor href={url} download size="sm">
                    <IconDownload size={14} aria-hidden style={{ marginInlineEnd: 4, verticalAlign: 'middle' }} />
                    {item.name}
                  </Anchor>
                ) : (
                  <Text size="sm">{item.name}</Text>
                )}
              </li>
            );
          })}
        </Stack>
      </Stack>
    </Card>
  );
}
