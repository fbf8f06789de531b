import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconExternalLink, IconFileTypePdf, IconPhoto, IconUpload } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice, SectionCard } from '@portal/ui';
import { ApiError } from '@portal/ui/auth';
import { useComplaintImages } from '../api/get-complaint-images';
import { openComplaintFile } from '../api/open-complaint-file';
import { useUploadComplaintFiles } from '../api/upload-complaint-files';
import { fileKind, validateFileCount } from '../file-rules';
import { serverFieldError, type FieldError } from '../new-complaint-logic';
import { FilePicker } from './file-picker';
import { UploadProgress } from './upload-progress';
import { useFileSelection } from './use-file-selection';

const PICKER_ID = 'complaint-upload-files';

/** The attachments, each opening in a new window, and the upload of more images or PDFs. */
export function ComplaintFiles({ incidentId }: { incidentId: string }) {
  const { t } = useTranslation();
  return (
    <SectionCard headingId="complaint-files-title" title={t('complaints.detail.files')}>
      <AttachmentList incidentId={incidentId} />
      <UploadForm incidentId={incidentId} />
    </SectionCard>
  );
}

function AttachmentList({ incidentId }: { incidentId: string }) {
  const { t } = useTranslation();
  const images = useComplaintImages(incidentId);
  const [opening, setOpening] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<{ name: string; url: string } | null>(null);

  if (images.isError && !images.data)
    return <ErrorNotice titleKey="complaints.error.files" onRetry={() => void images.refetch()} error={images.error} />;
  if (!images.data) return <Skeleton h={60} radius="sm" />;
  const list = images.data.value;

  const open = async (itemId: string, name: string) => {
    setOpening(itemId);
    setFailed(null);
    setBlocked(null);
    try {
      const result = await openComplaintFile(incidentId, itemId);
      if (result !== 'opened') setBlocked({ name, url: result.blocked });
    } catch {
      setFailed(name);
    } finally {
      setOpening(null);
    }
  };

  return (
    <Stack gap="xs">
      {list.length === 0 ? (
        <Text c="dimmed">{t('complaints.detail.files-empty')}</Text>
      ) : (
        <Group component="ul" gap="sm" m={0} p={0} aria-label={t('complaints.detail.files-list')} style={{ listStyle: 'none' }}>
          {list.map((file) => (
            <li key={file.id}>
              <Button
                variant="default"
                leftSection={
                  fileKind({ name: file.name, type: '' }) === 'pdf' ? (
                    <IconFileTypePdf size={18} aria-hidden />
                  ) : (
                    <IconPhoto size={18} aria-hidden />
                  )
                }
                rightSection={<IconExternalLink size={14} aria-hidden />}
                loading={opening === file.id}
                onClick={() => void open(file.id, file.name)}
                aria-label={t('complaints.detail.open-file', { name: file.name })}
              >
                {file.name}
              </Button>
            </li>
          ))}
        </Group>
      )}
      <div role="status">
        {failed && (
          <Text c="red.8" size="sm">
            {t('complaints.detail.file-error', { name: failed })}
          </Text>
        )}
        {blocked && (
          <Text size="sm">
            {t('complaints.detail.popup-blocked')}{' '}
            <Anchor href={blocked.url} target="_blank" rel="noopener noreferrer">
              {t('complaints.detail.open-file', { name: blocked.name })}
            </Anchor>
          </Text>
        )}
      </div>
    </Stack>
  );
}

function UploadForm({ incidentId }: { incidentId: string }) {
  const { t, i18n } = useTranslation();
  const selection = useFileSelection('existing-complaint');
  const upload = useUploadComplaintFiles(incidentId);
  const [progress, setProgress] = useState(0);
  // The count rule shows from the first try on; a failure only while the same files are chosen.
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<{ error: FieldError; files: unknown } | null>(null);
  const [done, setDone] = useState(false);
  const busy = upload.isPending;
  const error =
    (failure?.files === selection.files ? failure.error : null) ??
    (attempted ? validateFileCount(selection.files.length, 'existing-complaint') : null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || selection.preparing.length > 0) return;
    setDone(false);
    setAttempted(true);
    setFailure(null);
    if (validateFileCount(selection.files.length, 'existing-complaint')) {
      document.getElementById(PICKER_ID)?.focus();
      return;
    }
    setProgress(0);
    try {
      await upload.mutateAsync({ files: selection.files.map((f) => f.file), onProgress: setProgress });
      selection.clear();
      setAttempted(false);
      setDone(true);
    } catch (caught) {
      // The chosen files stay, so the user can try again or change them.
      const reason =
        caught instanceof ApiError && caught.status === 400
          ? serverFieldError(caught.key, caught.message, (key) => i18n.exists(key))
          : { key: 'complaints.detail.upload-failed' };
      setFailure({ error: reason, files: selection.files });
      document.getElementById(PICKER_ID)?.focus();
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="complaint-upload-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="complaint-upload-title">
          {t('complaints.detail.upload-title')}
        </Title>
        <FilePicker
          selection={selection}
          id={PICKER_ID}
          label={t('complaints.detail.upload-files')}
          description={t('complaints.detail.upload-description')}
          buttonLabel={t('complaints.files.add-files')}
          error={error ? t(error.key, error.values ?? {}) : undefined}
          disabled={busy}
        />
        {busy && <UploadProgress label={t('complaints.detail.uploading')} fraction={progress} />}
        <Group>
          <Button type="submit" loading={busy} disabled={selection.preparing.length > 0} leftSection={<IconUpload size={16} aria-hidden />}>
            {t('complaints.detail.upload')}
          </Button>
        </Group>
        <div role="status">
          {done && (
            <Alert color="green" variant="light" role="presentation" icon={<IconCircleCheck aria-hidden />}>
              {t('complaints.detail.uploaded')}
            </Alert>
          )}
        </div>
      </Stack>
    </form>
  );
}
