import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_STAFF_NOTE_LENGTH } from '@portal/contracts/staff-complaint';
import { translated, useSay } from '../../../lib/form-messages';
import { noteProblems } from '../complaint-logic';

type Props = { label: string; submitLabel: string; description?: string; onSubmit: (text: string) => Promise<unknown>; busy: boolean };

/** A reply or an internal note: a text with its counter, sent with one button, kept when sending fails. */
export function NoteForm({ label, submitLabel, description, onSubmit, busy }: Props) {
  const { t } = useTranslation();
  const say = useSay();
  const counterId = useId();
  // The contract's messages are the back office's translation keys.
  const form = useForm({
    initialValues: { text: '' },
    validate: (values) => translated(noteProblems(values), say),
  });

  const send = async ({ text }: { text: string }) => {
    try {
      await onSubmit(text.trim());
      form.reset();
    } catch {
      form.setFieldError('text', t('error.text.generic'));
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void send(values))}>
      <Stack gap={4}>
        <Textarea
          label={label}
          description={description}
          maxLength={MAX_STAFF_NOTE_LENGTH}
          autosize
          minRows={3}
          aria-describedby={counterId}
          {...form.getInputProps('text')}
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed" id={counterId}>
            {t('complaints-desk.counter', { count: form.values.text.length, max: MAX_STAFF_NOTE_LENGTH })}
          </Text>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
