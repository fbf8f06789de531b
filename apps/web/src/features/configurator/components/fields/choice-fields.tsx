import { Checkbox, Group, Input, Radio, Stack } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { checkboxValue, isChecked } from '../../configurator-logic';
import { FieldRow, RequiredMark, type FieldProps } from './field-parts';

/** A labelled radio group; the label is a div, so the information link can sit beside it. */
export function ChoiceGroup({ option, aside, error, children }: Pick<FieldProps, 'option' | 'aside' | 'error'> & { children: ReactNode }) {
  const labelId = useId();
  const errorId = useId();
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap">
        <Input.Label id={labelId} labelElement="div" required={option.IsRequired}>
          {option.Caption}
        </Input.Label>
        {aside}
      </Group>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        aria-required={option.IsRequired || undefined}
        aria-disabled={!option.IsEnabled || undefined}
      >
        {children}
      </div>
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
    </Stack>
  );
}

export function RadioField({ option, value, onChange, aside, error }: FieldProps) {
  const name = useId();
  return (
    <ChoiceGroup option={option} aside={aside} error={error}>
      <Stack gap="xs">
        {option.SelectableValues.map((choice) => (
          <Radio
            key={choice.Value}
            name={name}
            value={choice.Value}
            label={choice.Caption}
            checked={choice.Value === value}
            disabled={!option.IsEnabled || !choice.IsEnabled}
            onChange={(event) => {
              if (event.currentTarget.checked) onChange(choice.Value);
            }}
          />
        ))}
      </Stack>
    </ChoiceGroup>
  );
}

/** Sent as True or False (spec 001 §5). */
export function CheckboxField({ option, value, onChange, aside, error }: FieldProps) {
  return (
    <FieldRow aside={aside} align="center">
      <Checkbox
        label={
          <>
            {option.Caption}
            {option.IsRequired && <RequiredMark />}
          </>
        }
        checked={isChecked(value)}
        onChange={(event) => onChange(checkboxValue(event.currentTarget.checked))}
        error={error}
        disabled={!option.IsEnabled}
        aria-required={option.IsRequired || undefined}
      />
    </FieldRow>
  );
}
