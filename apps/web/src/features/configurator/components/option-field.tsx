import { Box } from '@mantine/core';
import type { ConfigOption, DisplayType } from '@portal/contracts/configurator';
import type { ComponentType } from 'react';
import { safeInfoLink } from '../configurator-logic';
import { CheckboxField, RadioField } from './fields/choice-fields';
import { InfoLink, type FieldProps } from './fields/field-parts';
import { ImageChoiceField } from './fields/image-choice-field';
import { NumberField, TextField } from './fields/input-fields';
import { DropDownField, TypeableDropDownField } from './fields/select-fields';

const FIELDS: Record<DisplayType, ComponentType<FieldProps>> = {
  DropDown: DropDownField,
  TypeableDropDown: TypeableDropDownField,
  Radio: RadioField,
  ImageChoice: ImageChoiceField,
  CheckBox: CheckboxField,
  Number: NumberField,
  Text: TextField,
};

/** One option of a screen, drawn as its display type asks. */
export function OptionField({
  option,
  value,
  error,
  onChange,
}: {
  option: ConfigOption;
  value: string;
  /** A rule the answer breaks, shown under the control. */
  error: string | undefined;
  onChange: (id: string, value: string) => void;
}) {
  const Field = FIELDS[option.DisplayType];
  const link = safeInfoLink(option.InformationLink);
  return (
    <Box data-testid={`cpq-option-${option.ID}`} data-display-type={option.DisplayType}>
      <Field
        option={option}
        value={value}
        onChange={(next) => onChange(option.ID, next)}
        aside={link ? <InfoLink href={link} caption={option.Caption} /> : null}
        error={error}
      />
    </Box>
  );
}
