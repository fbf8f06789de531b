import { Button, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice, SectionCard } from '@portal/ui';
import { ApiError } from '@portal/ui/auth';
import { useAddComplaintMessage } from '../api/add-complaint-message';
import { useComplaintMessages } from '../api/get-complaint-messages';
import { MAX_NOTE_LENGTH, asLanguage, canSubmitNote, formatTimestamp, validateNote } from '../complaint-logic';
import type { FieldError } from '../file-rules';

const NOTE_FIELD_ID = 'complaint-note';

/** The notes history, oldest first, and the form that adds one (spec 000 §2, §5). */
export function ComplaintNotes({ incidentId }: { incidentId: string }) {
  const { t } = useTranslation();
  return (
    <SectionCard headingId="complaint-notes-title" title={t('complaints.detail.notes')}>
      <NotesHistory incidentId={incidentId} />
      <AddNoteForm incidentId={incidentId} />
    </SectionCard>
  );
}

function NotesHistory({ incidentId }: { incidentId: string }) {
  const { t, i18n } = useTranslation();
  const messages = useComplaintMessages(incidentId);
  const language = asLanguage(i18n.language);

  if (messages.isError && !messages.data)
    return <ErrorNotice titleKey="complaints.error.notes" onRetry={() => void messages.refetch()} error={messages.error} />;
  if (!messages.data) return <Skeleton h={80} radius="sm" />;
  const notes = messages.data.value;
  if (notes.length === 0) return <Text c="dimmed">{t('complaints.detail.notes-empty')}</Text>;

  return (
    <Stack component="ol" gap="sm" m={0} p={0} aria-label={t('complaints.detail.notes-history')} style={{ listStyle: 'none' }}>
      {notes.map((note, i) => (
        <Paper component="li" key={`${note.createdon}-${i}`} bg="var(--mantine-color-default-hover)" radius="sm" p="sm">
          <Text size="sm" c="dimmed">
            {t('complaints.detail.note-by', {
              name: note.name?.trim() || t('complaints.detail.note-unknown-author'),
              time: formatTimestamp(note.createdon, language, true),
            })}
          </Text>
          {note.subject && <Text fw={600}>{note.subject}</Text>}
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.description}</Text>
        </Paper>
      ))}
    </Stack>
  );
}

function AddNoteForm({ incidentId }: { incidentId: string }) {
  const { t, i18n } = useTranslation();
  const add = useAddComplaintMessage(incidentId);
  const [note, setNote] = useState('');
  const [error, setError] = useState<FieldError | null>(null);
  const [added, setAdded] = useState(false);
  // Long text shows its error at once, next to the counter, instead of waiting for a send.
  const shown = error ?? (note.length > MAX_NOTE_LENGTH ? validateNote(note) : null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    const invalid = validateNote(note);
    setError(invalid);
    setAdded(false);
    if (invalid) {
      document.getElementById(NOTE_FIELD_ID)?.focus();
      return;
    }
    try {
      await add.mutateAsync(note.trim());
      setNote('');
      setAdded(true);
    } catch (failure) {
      // The text stays, so nothing typed is lost.
      setError(
        failure instanceof ApiError && failure.status === 400 && failure.key && i18n.exists(failure.key)
          ? { key: failure.key }
          : { key: 'complaints.detail.note-failed' },
      );
      document.getElementById(NOTE_FIELD_ID)?.focus();
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="complaint-add-note-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="complaint-add-note-title">
          {t('complaints.detail.add-note-title')}
        </Title>
        <Textarea
          id={NOTE_FIELD_ID}
          label={t('complaints.detail.note-label')}
          description={t('complaints.form.counter', { length: note.length, max: MAX_NOTE_LENGTH })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          autosize
          minRows={3}
          maxRows={10}
          value={note}
          onChange={(e) => {
            setNote(e.currentTarget.value);
            setError(null);
            setAdded(false);
          }}
          error={shown ? t(shown.key, shown.values ?? {}) : undefined}
        />
        <Group>
          <Button type="submit" loading={add.isPending} disabled={!canSubmitNote(note)}>
            {t('complaints.detail.add-note')}
          </Button>
        </Group>
        <Text role="status" size="sm" c="#1e6b2e">
          {added ? t('complaints.detail.note-added') : ''}
        </Text>
      </Stack>
    </form>
  );
}
