import { FileInput, Group, Image, Progress, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES } from '@portal/contracts/content';
import { CONTENT_FILE_KINDS, ContentFileFields, type StaffContentFile } from '@portal/contracts/staff-content';
import { maxLengthOf } from '@portal/contracts/field-limits';
import { ChoiceSelect, FailedNotice, FormActions, MarketSelect } from '../../../components/form-parts';
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
          <ChoiceSelect
            label={t('content-desk.files.kind')}
            values={CONTENT_FILE_KINDS}
            nameOf={(k) => t(`content-desk.kind.${k}`)}
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
          <MarketSelect label={t('content-desk.column.market')} every={t('content-desk.every-market')} {...form.getInputProps('market')} />
          <ChoiceSelect
            label={t('content-desk.column.language')}
            values={CONTENT_LANGUAGES}
            nameOf={(l) => t(`content-desk.language.${l}`)}
            every={t('content-desk.every-language')}
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
        <FailedNotice text={failed && t('content-desk.files.failed')} />
        <FormActions
          submit={t(file ? 'content-desk.files.save' : 'content-desk.files.upload')}
          busy={progress !== null}
          cancel={{ label: t('content-desk.cancel'), onClick: onCancel }}
        />
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
