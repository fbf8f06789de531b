import { NativeSelect, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showsSelectPlaceholder } from '../../configurator-logic';
import { FieldRow, type FieldProps } from './field-parts';

const choicesOf = (option: FieldProps['option']) =>
  option.SelectableValues.map((v) => ({ value: v.Value, label: v.Caption, disabled: !v.IsEnabled }));

/** DropDown: a native select, with Select as its empty first choice unless required and answered. */
export function DropDownField({ option, value, onChange, aside, error }: FieldProps) {
  const { t } = useTranslation();
  const choices = choicesOf(option);
  // A value the engine holds but no longer lists still shows as it is, rather than as another choice.
  const unlisted = value !== '' && !choices.some((c) => c.value === value) ? [{ value, label: value, disabled: true }] : [];
  const data = [...(showsSelectPlaceholder(option, value) ? [{ value: '', label: t('cpq.select') }] : []), ...unlisted, ...choices];
  return (
    <FieldRow aside={aside}>
      <NativeSelect
        label={option.Caption}
        data={data}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        disabled={!option.IsEnabled}
        required={option.IsRequired}
        aria-required={option.IsRequired || undefined}
      />
    </FieldRow>
  );
}

/** TypeableDropDown: type to filter, but only the listed values can be chosen. */
export function TypeableDropDownField({ option, value, onChange, aside, error }: FieldProps) {
  const { t } = useTranslation();
  const mayEmpty = showsSelectPlaceholder(option, value);
  return (
    <FieldRow aside={aside}>
      <Select
        label={option.Caption}
        data={choicesOf(option)}
        value={value === '' ? null : value}
        onChange={(next) => onChange(next ?? '')}
        searchable
        clearable={mayEmpty}
        allowDeselect={mayEmpty}
        clearButtonProps={{ 'aria-label': t('cpq.clear', { caption: option.Caption }) }}
        placeholder={t('cpq.select')}
        nothingFoundMessage={t('cpq.nothing-found')}
        error={error}
        disabled={!option.IsEnabled}
        required={option.IsRequired}
        aria-required={option.IsRequired || undefined}
      />
    </FieldRow>
  );
}
