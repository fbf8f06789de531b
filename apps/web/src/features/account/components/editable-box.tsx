import { Button, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '@portal/ui';
import { ApiError } from '@portal/ui/auth';
import {
  fieldErrorKey,
  firstErrorField,
  hasErrors,
  isUnchanged,
  serverFieldErrors,
  type FieldError,
  type FieldErrors,
} from '../account-validation';

export type FieldSpec<F extends string> = {
  name: F;
  labelKey: string;
  descriptionKey?: string;
  type: 'text' | 'email' | 'tel' | 'url';
  autoComplete: string;
  maxLength: number;
  /** Shown in the form but changed elsewhere (the e-mail address, through its confirmation link). */
  readOnly?: boolean;
};

type EditableBoxProps<F extends string> = {
  titleKey: string;
  fields: readonly FieldSpec<F>[];
  /** The values as loaded; Cancel returns to them. */
  values: Record<F, string>;
  validate: (values: Record<F, string>) => FieldErrors<F>;
  save: (values: Record<F, string>) => Promise<unknown>;
  /** The field a 409 EMAIL_IN_USE points at. */
  emailField: F;
  /** More for the box to offer below the values while it is not being edited. */
  extra?: ReactNode;
};

type FocusTarget = 'edit' | 'first-field' | null;

/**
 * One account box with its read-only and editing states (spec 000 §4): Edit opens the
 * form on the loaded values, Cancel reverts to them, Submit validates, saves and returns
 * to read-only. A failed save keeps the edit so nothing typed is lost.
 */
export function EditableBox<F extends string>({ titleKey, fields, values, validate, save, emailField, extra }: EditableBoxProps<F>) {
  const { t } = useTranslation();
  const { showError } = useErrorDialog();
  const id = useId();
  const titleId = `${id}-title`;
  const inputId = (field: F) => `${id}-${field}`;
  const names = fields.map((f) => f.name);
  const box = t(titleKey);

  const [editing, setEditing] = useState(false);
  const describe = (field: F, error: FieldError) =>
    t(fieldErrorKey(error), { field: t(fields.find((f) => f.name === field)?.labelKey ?? ''), max: error.max });
  const wordErrors = (found: FieldErrors<F>) =>
    Object.fromEntries(Object.entries(found).flatMap(([f, e]) => (e ? [[f, describe(f as F, e as FieldError)]] : [])));
  const form = useForm<Record<F, string>>({ initialValues: values, validate: (v) => wordErrors(validate(v)) });
  const draft = form.values;
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const focusNext = useRef<FocusTarget>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const formElement = useRef<HTMLFormElement>(null);

  // Focus follows the switch between states, so keyboard users stay where they were.
  useEffect(() => {
    if (focusNext.current === 'edit') editButton.current?.focus();
    if (focusNext.current === 'first-field') formElement.current?.querySelector('input')?.focus();
    focusNext.current = null;
  });

  const startEditing = () => {
    form.setValues(values);
    form.clearErrors();
    setSaved(false);
    setEditing(true);
    focusNext.current = 'first-field';
  };

  const stopEditing = () => {
    setEditing(false);
    form.clearErrors();
    focusNext.current = 'edit';
  };

  const showErrors = (found: FieldErrors<F>) => {
    form.setErrors(wordErrors(found));
    const first = firstErrorField(names, found);
    if (first) document.getElementById(inputId(first))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validate(draft);
    if (hasErrors(found)) return showErrors(found);
    if (isUnchanged(names, draft, values)) return stopEditing();
    setSaving(true);
    try {
      await save(draft);
      setSaved(true);
      stopEditing();
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? serverFieldErrors(names, error, emailField) : null;
      if (fieldErrors) showErrors(fieldErrors);
      else showError({ error });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="nowrap">
          <Title order={2} size="h4" id={titleId}>
            {box}
          </Title>
          {!editing && (
            <Button
              ref={editButton}
              variant="light"
              size="compact-sm"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={startEditing}
              aria-label={t('account.edit-label', { box })}
            >
              {t('account.edit')}
            </Button>
          )}
        </Group>

        {editing ? (
          <form ref={formElement} noValidate onSubmit={(e) => void submit(e)} aria-labelledby={titleId}>
            <Stack gap="sm">
              {fields.map((field) => (
                <TextInput
                  key={field.name}
                  id={inputId(field.name)}
                  label={t(field.labelKey)}
                  description={field.descriptionKey ? t(field.descriptionKey) : undefined}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  maxLength={field.maxLength}
                  required
                  readOnly={field.readOnly}
                  {...form.getInputProps(field.name)}
                />
              ))}
              <Group justify="flex-end" gap="sm" mt="xs">
                <Button
                  variant="default"
                  leftSection={<IconX size={16} aria-hidden />}
                  onClick={stopEditing}
                  disabled={saving}
                  aria-label={t('account.cancel-label', { box })}
                >
                  {t('account.cancel')}
                </Button>
                {/* Not disabled while saving, so the focus stays here for the answer (and the error dialog returns it here). */}
                <Button
                  type="submit"
                  leftSection={saving ? <Loader size={16} color="currentColor" aria-hidden /> : <IconCheck size={16} aria-hidden />}
                  aria-disabled={saving || undefined}
                  aria-busy={saving || undefined}
                  aria-label={t('account.submit-label', { box })}
                >
                  {t('account.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <SimpleGrid component="dl" cols={1} spacing="xs" m={0}>
            {fields.map((field) => (
              <div key={field.name}>
                <Text component="dt" size="sm" c="dimmed">
                  {t(field.labelKey)}
                </Text>
                <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                  {values[field.name] || t('account.not-given')}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        )}
        {!editing && extra}
        <Text role="status" size="sm" c="var(--mantine-color-green-light-color)">
          {saved ? t('account.saved') : ''}
        </Text>
      </Stack>
    </Paper>
  );
}
