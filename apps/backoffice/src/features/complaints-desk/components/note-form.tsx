import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_NOTE_LENGTH } from '@portal/contracts/complaint';

type Props = { label: string; submitLabel: string; description?: string; onSubmit: (text: string) => Promise<unknown>; busy: boolean };

/** A reply or an internal note: a text with its counter, sent with one button, kept when sending fails. */
export function NoteForm({ label, submitLabel, description, onSubmit, busy }: Props) {
  const { t } = useTranslation();
  const counterId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    if (text.trim() === '') {
      setError(t('complaints-desk.validation.required'));
      return;
    }
    setError(null);
    try {
      await onSubmit(text.trim());
      setText('');
    } catch {
      setError(t('error.text.generic'));
    }
  };

  return (
    <Stack gap={4}>
      <Textarea
        label={label}
        description={description}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maxLength={MAX_NOTE_LENGTH}
        autosize
        minRows={3}
        error={error}
        aria-describedby={counterId}
      />
      <Group justify="space-between">
        <Text size="xs" c="dimmed" id={counterId}>
          {t('complaints-desk.counter', { count: text.length, max: MAX_NOTE_LENGTH })}
        </Text>
        <Button onClick={() => void send()} loading={busy}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
