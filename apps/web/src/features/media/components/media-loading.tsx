import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder sections while a media list loads. */
export function MediaLoading({ sections = 2, rowHeight = 44 }: { sections?: number; rowHeight?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" aria-busy>
      <VisuallyHidden role="status">{t('media.loading')}</VisuallyHidden>
      {Array.from({ length: sections }, (_, i) => (
        <Stack key={i} gap="xs">
          <Skeleton h={22} w={220} />
          <Skeleton h={rowHeight * 3} radius="md" />
        </Stack>
      ))}
    </Stack>
  );
}
