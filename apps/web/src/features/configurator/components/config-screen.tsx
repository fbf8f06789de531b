import { Stack, Text, Title } from '@mantine/core';
import type { ConfigScreen } from '@portal/contracts/configurator';
import { useId } from 'react';
import { visibleOptions } from '../configurator-logic';
import { OptionField } from './option-field';

type Props = {
  screen: ConfigScreen;
  /** Values chosen but not yet confirmed by the engine, by option ID. */
  pendingValues: Readonly<Record<string, string>>;
  /** The rules the answers break, by option ID. */
  fieldErrors: Readonly<Record<string, string>>;
  onChange: (id: string, value: string) => void;
};

/** A screen of a page: its caption and description when the engine asks for them, then its options. */
export function ConfigScreenSection({ screen, pendingValues, fieldErrors, onChange }: Props) {
  const headingId = useId();
  const options = visibleOptions(screen);
  const caption = screen.ShowCaption ? screen.Caption.trim() : '';
  const description = screen.ShowDescription ? (screen.Description?.trim() ?? '') : '';
  if (options.length === 0 && !caption && !description) return null;
  return (
    <Stack component="section" gap="md" aria-labelledby={caption ? headingId : undefined}>
      {(caption || description) && (
        <Stack gap={4}>
          {caption && (
            <Title order={3} size="h4" id={headingId}>
              {caption}
            </Title>
          )}
          {description && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {description}
            </Text>
          )}
        </Stack>
      )}
      {options.map((option) => (
        <OptionField
          key={option.ID}
          option={option}
          value={pendingValues[option.ID] ?? option.Value}
          error={fieldErrors[option.ID]}
          onChange={onChange}
        />
      ))}
    </Stack>
  );
}
