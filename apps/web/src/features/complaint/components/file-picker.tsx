import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { MAX_FILES } from '@portal/contracts/complaint';
import { useCallback, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { asLanguage, formatFileSize } from '../complaint-logic';
import { ACCEPT, fileKind } from '../file-rules';
import type { ChosenFile, FileSelection } from './use-file-selection';

type Props = {
  selection: FileSelection;
  /** The id of the choose button, which a form focuses when the files have an error. */
  id: string;
  label: string;
  description: string;
  buttonLabel: string;
  /** The translated error of the whole selection (count, required, or the server's). */
  error?: string | undefined;
  disabled?: boolean;
};

/**
 * Chosen files with previews, each removable, and "clear all". The file input itself is
 * hidden; a visible button opens it, so it is reachable and named like any other button.
 */
export function FilePicker({ selection, id, label, description, buttonLabel, error, disabled = false }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { files, preparing, refused } = selection;
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const refusedId = `${id}-refused`;

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.currentTarget.files ?? [])];
    // Emptied, so choosing the same file again after removing it still counts as a change.
    event.currentTarget.value = '';
    if (chosen.length) selection.add(chosen);
  };
  // The removed row's button disappears; the focus goes back to the choose button.
  const remove = (fileId: string) => {
    selection.remove(fileId);
    button.current?.focus();
  };
  const clear = () => {
    selection.clear();
    button.current?.focus();
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fw={500} size="sm">
        {label}
      </Text>
      <Text id={descriptionId} size="sm" c="dimmed">
        {description}
      </Text>
      <input ref={input} type="file" multiple accept={ACCEPT[selection.context]} onChange={onChosen} hidden tabIndex={-1} aria-hidden />
      <Group gap="sm">
        <Button
          id={id}
          ref={button}
          variant="default"
          leftSection={<IconPhotoPlus size={18} aria-hidden />}
          onClick={() => input.current?.click()}
          disabled={disabled}
          aria-describedby={[descriptionId, error ? errorId : null, refused.length ? refusedId : null].filter(Boolean).join(' ')}
        >
          {buttonLabel}
        </Button>
        {files.length > 0 && (
          <Button variant="subtle" color="red" onClick={clear} disabled={disabled}>
            {t('complaints.files.clear')}
          </Button>
        )}
        <Text size="sm" c="dimmed">
          {t('complaints.files.count', { chosen: files.length, max: MAX_FILES })}
        </Text>
      </Group>
      {error && (
        <Text id={errorId} size="sm" c="red.8">
          {error}
        </Text>
      )}
      {/* Always present, so screen readers announce what appears in them. */}
      <div aria-live="polite">
        {preparing.map((p) => (
          <Group key={p.id} gap="xs">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t('complaints.files.preparing', { name: p.name })}</Text>
          </Group>
        ))}
      </div>
      <div id={refusedId} role="alert">
        {refused.map((r) => (
          <Text key={r.id} size="sm" c="red.8">
            {t('complaints.files.refused', { name: r.name, reason: t(r.error.key, r.error.values ?? {}) })}
          </Text>
        ))}
      </div>
      {files.length > 0 && (
        <Stack component="ul" gap="xs" m={0} p={0} aria-label={t('complaints.files.chosen')} style={{ listStyle: 'none' }}>
          {files.map((f) => (
            <ChosenFileRow key={f.id} chosen={f} onRemove={() => remove(f.id)} disabled={disabled} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ChosenFileRow({ chosen, onRemove, disabled }: { chosen: ChosenFile; onRemove: () => void; disabled: boolean }) {
  const { t, i18n } = useTranslation();
  const { file } = chosen;
  return (
    <Group component="li" gap="sm" wrap="nowrap">
      {fileKind(file) === 'pdf' ? <IconFileTypePdf size={48} aria-hidden /> : <Thumbnail file={file} />}
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" truncate="end">
          {file.name}
        </Text>
        <Text size="xs" c="dimmed">
          {formatFileSize(file.size, asLanguage(i18n.language))}
          {chosen.shrunkFrom && ` · ${t('complaints.files.shrunk')}`}
        </Text>
      </Stack>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        leftSection={<IconTrash size={14} aria-hidden />}
        onClick={onRemove}
        disabled={disabled}
        aria-label={t('complaints.files.remove', { name: file.name })}
      >
        {t('complaints.files.remove-short')}
      </Button>
    </Group>
  );
}

/** A preview through an object URL that lives exactly as long as the image element. */
function Thumbnail({ file }: { file: File }) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  // The name stands beside it, so the preview itself is decorative.
  return <img ref={attach} alt="" width={48} height={48} style={{ objectFit: 'cover', borderRadius: 4, flexShrink: 0 }} />;
}
