import { Alert, Button, FileButton, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentFileChanges } from '../api/content-desk';
import { pictureFields, pictureRefusalKey, type Picture } from '../content-logic';

/** An article's picture: uploaded here with its progress shown, or taken away again. */
export function PicturePicker({ value, onChange, label }: { value: Picture; onChange: (picture: Picture) => void; label: string }) {
  const { t } = useTranslation();
  const { upload } = useContentFileChanges();
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const choose = (file: File | null) => {
    if (!file) return;
    setFailed(null);
    setProgress(0);
    upload.mutate(
      {
        file,
        fields: pictureFields(file.name),
        onProgress: setProgress,
      },
      {
        onSuccess: (picture) => onChange({ id: picture.id, url: picture.url }),
        onError: (error) => setFailed(t(pictureRefusalKey(error))),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {value ? (
        <Image src={value.url} alt={t('content-desk.picture.alt')} maw={360} radius="sm" />
      ) : (
        <Text size="sm" c="dimmed">
          {t('content-desk.picture.none')}
        </Text>
      )}
      {progress !== null && <Progress value={progress * 100} aria-label={t('content-desk.picture.uploading')} animated />}
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {failed}
        </Alert>
      )}
      <Group gap="xs">
        <FileButton onChange={choose} accept="image/jpeg,image/png,image/webp,image/gif">
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconPhotoUp size={16} aria-hidden />} loading={upload.isPending}>
              {t(value ? 'content-desk.picture.change' : 'content-desk.picture.upload')}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button variant="default" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onChange(null)}>
            {t('content-desk.picture.remove')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
