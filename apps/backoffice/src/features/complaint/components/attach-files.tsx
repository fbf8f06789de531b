import { Alert, Button, FileButton, Progress, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_FILES } from '@portal/contracts/complaint';
import { attachComplaintFiles } from '@portal/contracts/staff-complaint';
import { sendMultipart } from '@portal/ui/auth';
import { useSay } from '../../../lib/form-messages';
import { staffComplaintQuery } from '../api/complaints-desk';
import { ATTACH_ACCEPT, attachProblem, attachRefusal, MAX_FILE_MB } from '../complaint-logic';

/** Staff attach photos or PDFs to a complaint, under the dealer side's rules; the server checks them again. */
export function AttachFiles({ incidentId }: { incidentId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);

  const say = useSay();

  const attach = (files: File[]) => {
    setProblem(null);
    setDone(null);
    if (files.length === 0) return;
    const problem = attachProblem(files);
    if (problem) return setProblem(say(problem));
    const body = new FormData();
    for (const file of files) body.append('files', file);
    setProgress(0);
    sendMultipart(attachComplaintFiles, body, { params: { incidentId }, onProgress: setProgress })
      .then((detail) => {
        client.setQueryData(staffComplaintQuery(incidentId).queryKey, detail);
        setDone(files.length);
      })
      .catch((error: unknown) => setProblem(say(attachRefusal(error))))
      .finally(() => setProgress(null));
  };

  return (
    <Stack gap="xs" mt="sm">
      <FileButton onChange={attach} multiple accept={ATTACH_ACCEPT}>
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
        {t('complaints-desk.attach.hint', { count: MAX_FILES, max: MAX_FILE_MB })}
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
