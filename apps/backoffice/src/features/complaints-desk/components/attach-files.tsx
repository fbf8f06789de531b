import { Alert, Button, FileButton, Progress, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_ERROR_KEYS, MAX_FILE_BYTES, MAX_FILES } from '@portal/contracts/complaint';
import { attachComplaintFiles } from '@portal/contracts/staff-complaints';
import { ApiError, sendMultipart } from '@portal/ui/auth';
import { staffComplaintQuery } from '../api/complaints-desk';

const MAX_MB = Math.floor(MAX_FILE_BYTES / 1_000_000);

/** Staff attach photos or PDFs to a complaint, under the dealer side's rules; the server checks them again. */
export function AttachFiles({ incidentId }: { incidentId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);

  const refusal = (error: unknown) => {
    const key = error instanceof ApiError ? error.key : undefined;
    if (key === COMPLAINT_ERROR_KEYS.fileSize) return t('complaints-desk.attach.too-large', { max: MAX_MB });
    if (key === COMPLAINT_ERROR_KEYS.tooManyFiles) return t('complaints-desk.attach.too-many', { max: MAX_FILES });
    if (error instanceof ApiError && error.status === 400) return t('complaints-desk.attach.wrong-type');
    return t('complaints-desk.attach.failed');
  };

  const attach = (files: File[]) => {
    setProblem(null);
    setDone(null);
    if (files.length === 0) return;
    if (files.length > MAX_FILES) return setProblem(t('complaints-desk.attach.too-many', { max: MAX_FILES }));
    if (files.some((f) => f.size >= MAX_FILE_BYTES)) return setProblem(t('complaints-desk.attach.too-large', { max: MAX_MB }));
    const body = new FormData();
    for (const file of files) body.append('files', file);
    setProgress(0);
    sendMultipart(attachComplaintFiles, body, { params: { incidentId }, onProgress: setProgress })
      .then((detail) => {
        client.setQueryData(staffComplaintQuery(incidentId).queryKey, detail);
        setDone(files.length);
      })
      .catch((error: unknown) => setProblem(refusal(error)))
      .finally(() => setProgress(null));
  };

  return (
    <Stack gap="xs" mt="sm">
      <FileButton onChange={attach} multiple accept="image/jpeg,image/png,image/gif,image/webp,image/heic,application/pdf">
        {(props) => (
          <Button
            {...props}
            variant="light"
            leftSection={<IconPaperclip size={16} aria-hidden />}
            loading={progress !== null}
            w="fit-content"
          >
            {t('complaints-desk.attach.button')}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        {t('complaints-desk.attach.hint', { count: MAX_FILES, max: MAX_MB })}
      </Text>
      {progress !== null && <Progress value={progress * 100} aria-label={t('complaints-desk.attach.uploading')} animated />}
      <div role="status">
        {done !== null && (
          <Alert color="green" variant="light">
            {t('complaints-desk.attach.done', { count: done })}
          </Alert>
        )}
      </div>
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
