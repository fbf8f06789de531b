import { Alert, Button, FileInput, Group, Image, Progress, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@portal/contracts/content';
import { MARKETS, type Market } from '@portal/contracts/languages';
import { CONTENT_FILE_KINDS, ContentFileFields, type ContentFileKind, type StaffContentFile } from '@portal/contracts/staff-content';
import { ApiError } from '@portal/ui/auth';
import { schemaProblems } from '@portal/ui/form';
import { maxLengthOf } from '@portal/contracts/field-limits';
import { useStaffContentFiles } from '../api/content-desk';

type Values = {
  kind: ContentFileKind;
  name: string;
  folder: string;
  market: Market | 'all';
  language: ContentLanguage | 'all';
  thumbnailId: string | null;
  file: File | null;
};

export const fieldsOf = (v: Values): ContentFileFields => ({
  kind: v.kind,
  name: v.name,
  folder: v.folder.trim() || null,
  market: v.market === 'all' ? null : v.market,
  language: v.language === 'all' ? null : v.language,
  thumbnailId: v.kind === 'video' ? v.thumbnailId : null,
});

type Props = {
  /** The file to change; without it the form uploads a new one. */
  file?: StaffContentFile;
  onSave: (fields: ContentFileFields, file: File | null, onProgress: (fraction: number) => void) => Promise<unknown>;
  onCancel: () => void;
};

/** A file's kind, name, folder, market and language, and for a new one the file itself. */
export function FileForm({ file, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const form = useForm<Values>({
    initialValues: {
      kind: file?.kind ?? 'doc',
      name: file?.name ?? '',
      folder: file?.folder ?? '',
      market: file?.market ?? 'all',
      language: file?.language ?? 'all',
      thumbnailId: file?.thumbnailId ?? null,
      file: null,
    },
    validate: (values) => ({
      ...Object.fromEntries(
        Object.entries(schemaProblems(ContentFileFields, fieldsOf(values))).map(([field, p]) => [
          field,
          p.message.startsWith('content-desk.') ? t(p.message) : t(`form.${p.kind}`, { max: p.max }),
        ]),
      ),
      ...(file || values.file ? {} : { file: t('content-desk.validation.file') }),
    }),
  });

  const submit = form.onSubmit((values) => {
    setFailed(false);
    if (values.file) setProgress(0);
    onSave(fieldsOf(values), values.file, setProgress)
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 400 && error.field)
          form.setFieldError(error.field, error.key ? t(error.key) : t('form.other'));
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
              if (chosen && !form.getValues().name) form.setFieldValue('name', chosen.name.replace(/\.[^.]+$/, '').slice(0, 200));
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
