import { Alert, Button, FileInput, Group, Image, Progress, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES } from '@portal/contracts/content';
import { MARKETS } from '@portal/contracts/languages';
import { CONTENT_FILE_KINDS, ContentFileFields, type StaffContentFile } from '@portal/contracts/staff-content';
import { maxLengthOf } from '@portal/contracts/field-limits';
import { translated, useSay } from '../../../lib/form-messages';
import { useStaffContentFiles } from '../api/content-desk';
import { fieldsOf, fileProblems, fileSaveError, fileValues, nameFromFile, type FileValues } from '../content-logic';

type Props = {
  /** The file to change; without it the form uploads a new one. */
  file?: StaffContentFile;
  onSave: (fields: ContentFileFields, file: File | null, onProgress: (fraction: number) => void) => Promise<unknown>;
  onCancel: () => void;
};

/** A file's kind, name, folder, market and language, and for a new one the file itself. */
export function FileForm({ file, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const say = useSay();
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const form = useForm<FileValues>({
    initialValues: fileValues(file),
    validate: (values) => translated(fileProblems(values, Boolean(file)), say),
  });

  const submit = form.onSubmit((values) => {
    setFailed(false);
    if (values.file) setProgress(0);
    onSave(fieldsOf(values), values.file, setProgress)
      .catch((error: unknown) => {
        const problem = fileSaveError(error);
        if (problem) form.setFieldError(problem.field, t(problem.key));
        else setFailed(true);
      })
      .finally(() => setProgress(null));
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        {!file && (
          <FileInput
            label={t('content-desk.files.file')}
            description={t('content-desk.files.file-hint')}
            required
            clearable
            clearButtonProps={{ 'aria-label': t('content-desk.files.clear') }}
            {...form.getInputProps('file')}
            onChange={(chosen) => {
              form.setFieldValue('file', chosen);
              if (chosen && !form.getValues().name) form.setFieldValue('name', nameFromFile(chosen.name));
            }}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('content-desk.files.kind')}
            allowDeselect={false}
            data={CONTENT_FILE_KINDS.map((k) => ({ value: k, label: t(`content-desk.kind.${k}`) }))}
            {...form.getInputProps('kind')}
          />
          <TextInput
            label={t('content-desk.files.name')}
            required
            maxLength={maxLengthOf(ContentFileFields.shape.name)}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('content-desk.files.folder')}
            description={t('content-desk.files.folder-hint')}
            maxLength={maxLengthOf(ContentFileFields.shape.folder)}
            {...form.getInputProps('folder')}
          />
          <Select
            label={t('content-desk.column.market')}
            allowDeselect={false}
            data={[
              { value: 'all', label: t('content-desk.every-market') },
              ...MARKETS.map((m) => ({ value: m, label: t(`markets.${m}`) })),
            ]}
            {...form.getInputProps('market')}
          />
          <Select
            label={t('content-desk.column.language')}
            allowDeselect={false}
            data={[
              { value: 'all', label: t('content-desk.every-language') },
              ...CONTENT_LANGUAGES.map((l) => ({ value: l, label: t(`content-desk.language.${l}`) })),
            ]}
            {...form.getInputProps('language')}
          />
        </SimpleGrid>
        {form.getValues().kind === 'video' && (
          <ThumbnailPicker
            value={form.getValues().thumbnailId}
            onChange={(id) => form.setFieldValue('thumbnailId', id)}
            error={form.errors['thumbnailId'] as string | undefined}
          />
        )}
        {progress !== null && <Progress value={progress * 100} aria-label={t('content-desk.files.uploading')} animated />}
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {t('content-desk.files.failed')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('content-desk.cancel')}
          </Button>
          <Button type="submit" loading={progress !== null}>
            {t(file ? 'content-desk.files.save' : 'content-desk.files.upload')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A video's thumbnail, chosen among the pictures (the newest hundred), with a look at the chosen one. */
function ThumbnailPicker({ value, onChange, error }: { value: string | null; onChange: (id: string | null) => void; error?: string }) {
  const { t } = useTranslation();
  const pictures = useStaffContentFiles({ kind: 'picture', pageSize: 100 });
  const chosen = pictures.data?.items.find((p) => p.id === value);
  return (
    <Group align="end" wrap="nowrap">
      <Select
        label={t('content-desk.files.thumbnail')}
        description={t('content-desk.files.thumbnail-hint')}
        placeholder={t('content-desk.files.no-thumbnail')}
        searchable
        clearable
        data={(pictures.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }))}
        value={value}
        onChange={onChange}
        error={error}
        style={{ flex: 1 }}
      />
      {chosen && <Image src={chosen.url} alt="" w={64} h={48} fit="cover" radius="sm" />}
    </Group>
  );
}
