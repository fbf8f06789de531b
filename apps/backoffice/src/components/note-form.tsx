import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_STAFF_NOTE_LENGTH } from '@portal/contracts/staff-complaint';
import { translated, useSay, type Message } from '../lib/form-messages';

type Props = {
  label: string;
  submitLabel: string;
  description?: string;
  /** What is wrong with the text, by the call's contract. */
  problems: (values: { text: string }) => Record<string, Message>;
  onSubmit: (text: string) => Promise<unknown>;
  busy: boolean;
};

/** A staff member's text (a reply, an internal note, a note about a dealer): its counter, one button, kept when sending fails. */
export function NoteForm({ label, submitLabel, description, problems, onSubmit, busy }: Props) {
  const { t } = useTranslation();
  const say = useSay();
  const counterId = useId();
  // The contract's messages are the back office's translation keys.
  const form = useForm({
    initialValues: { text: '' },
    validate: (values) => translated(problems(values), say),
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
            {t('form.counter', { count: form.values.text.length, max: MAX_STAFF_NOTE_LENGTH })}
          </Text>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
