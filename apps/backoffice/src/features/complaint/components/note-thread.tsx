import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLanguage } from '@portal/ui';
import { LOCALE_TAG } from '@portal/ui/languages';

type Note = { id: string; text: string; author: string | null; createdon: string };

type Props<N extends Note> = {
  notes: readonly N[];
  /** Said while there is none. */
  empty: string;
  background: (note: N) => string;
  /** What follows the author and time, such as the mark of a reply the dealer got. */
  mark?: (note: N) => ReactNode;
  /** The form that adds a note. */
  children: ReactNode;
};

/** A complaint's notes (the dealer's and the replies, or the internal ones), each by its author and time, then the form that adds one. */
export function NoteThread<N extends Note>({ notes, empty, background, mark, children }: Props<N>) {
  const language = useLanguage();
  const time = new Intl.DateTimeFormat(LOCALE_TAG[language], { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack gap="sm">
      {notes.length === 0 && <Text c="dimmed">{empty}</Text>}
      {notes.map((n) => (
        <Paper key={n.id} p="sm" bg={background(n)}>
          <Text size="sm" fw={600}>
            {n.author ?? '–'} · {time.format(new Date(n.createdon))}
            {mark?.(n)}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{n.text}</Text>
        </Paper>
      ))}
      {children}
    </Stack>
  );
}
