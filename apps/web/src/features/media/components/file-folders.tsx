import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf, IconFile, IconPhoto, IconMovie } from '@tabler/icons-react';
import type { MediaFolder } from '@portal/contracts/content';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { contentUrl } from '../../../lib/content-client';
import { fileKind, type FileKind } from '../media-logic';

const ICONS: Record<FileKind, typeof IconFile> = {
  pdf: IconFileTypePdf,
  jpg: IconPhoto,
  jpeg: IconPhoto,
  png: IconPhoto,
  svg: IconPhoto,
  webm: IconMovie,
  mp4: IconMovie,
  other: IconFile,
};

/** Downloadable files grouped by category: one section per folder, each file a download link. */
export function FileFolders({ folders }: { folders: MediaFolder[] }) {
  return (
    <Stack gap="lg">
      {folders.map((folder, i) => (
        <FolderSection key={`${folder.name}-${i}`} folder={folder} />
      ))}
    </Stack>
  );
}

function FolderSection({ folder }: { folder: MediaFolder }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={2} size="h4" id={headingId}>
        {folder.name}
      </Title>
      <Paper withBorder radius="md" p={0}>
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {folder.items.map((item, i) => {
            const url = contentUrl(item.url);
            const kind = fileKind(item.url);
            const Icon = ICONS[kind];
            return (
              <Group
                component="li"
                key={`${item.url}-${i}`}
                gap="sm"
                wrap="nowrap"
                px="md"
                py="sm"
                style={i > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
              >
                <Icon size={22} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-ember-7)' }} />
                {url ? (
                  <Anchor href={url} download style={{ flex: 1 }}>
                    {item.name}
                  </Anchor>
                ) : (
                  <span style={{ flex: 1 }}>{item.name}</span>
                )}
                <Text size="xs" fw={600} c="dimmed" tt="uppercase" style={{ flexShrink: 0 }}>
                  {t(`media.kind.${kind}`)}
                </Text>
              </Group>
            );
          })}
        </Stack>
      </Paper>
    </Stack>
  );
}
