import { TextInput } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@portal/ui/format';
import { useLanguage } from '@portal/ui';
import { commitNumber, displayNumber, numberBounds, numberStep, stepNumber, stripWhitespace } from '../../configurator-logic';
import { FieldRow, type FieldProps } from './field-parts';

/** What the user types, kept until Enter or leaving the field; a new value from the engine replaces it. */
function useDraft(value: string) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  return [draft, setDraft] as const;
}

/**
 * Number (spec 001 §5): whitespace is stripped, the placeholder shows the first range, the
 * arrow keys step by its increment, and Enter or Tab clamps the value into it and sends it.
 * The field, its hint and placeholder write numbers the language's way (4,5 in Swedish) and
 * read 4,5, 4.5 and 4 500 alike; the engine always gets a decimal point.
 */
export function NumberField({ option, value, onChange, aside, error }: FieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const shown = displayNumber(value, language);
  const [draft, setDraft] = useDraft(shown);
  const [invalid, setInvalid] = useState(false);
  const bounds = numberBounds(option.Ranges);
  const step = numberStep(option.Ranges);

  const commit = () => {
    const result = commitNumber(draft, option.Ranges, value, language);
    setInvalid(result.kind === 'invalid');
    if (result.kind === 'send') {
      setDraft(displayNumber(result.value, language));
      onChange(result.value);
    } else if (result.kind === 'unchanged') {
      setDraft(shown);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      setInvalid(false);
      setDraft(stepNumber(draft, option.Ranges, event.key === 'ArrowUp' ? 1 : -1, language));
    }
  };

  const written = bounds && { min: formatNumber(bounds.min, language), max: formatNumber(bounds.max, language) };
  const hint = written
    ? step
      ? t('cpq.number.hint-step', { ...written, step: formatNumber(step, language) })
      : t('cpq.number.hint', written)
    : undefined;

  return (
    <FieldRow aside={aside}>
      <TextInput
        label={option.Caption}
        description={hint}
        inputMode="decimal"
        autoComplete="off"
        placeholder={written ? t('cpq.number.placeholder', written) : undefined}
        value={draft}
        onChange={(event) => {
          setInvalid(false);
          setDraft(stripWhitespace(event.currentTarget.value));
        }}
        onKeyDown={onKeyDown}
        onBlur={commit}
        error={invalid ? t('cpq.number.invalid') : error}
        disabled={!option.IsEnabled}
        required={option.IsRequired}
        aria-required={option.IsRequired || undefined}
      />
    </FieldRow>
  );
}

/** Text: sent on Enter or when the field is left, if it changed. */
export function TextField({ option, value, onChange, aside, error }: FieldProps) {
  const [draft, setDraft] = useDraft(value);
  const commit = () => {
    const next = draft.trim();
    setDraft(next);
    if (next !== value.trim()) onChange(next);
  };
  return (
    <FieldRow aside={aside}>
      <TextInput
        label={option.Caption}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        onBlur={commit}
        error={error}
        disabled={!option.IsEnabled}
        required={option.IsRequired}
        aria-required={option.IsRequired || undefined}
      />
    </FieldRow>
  );
}
