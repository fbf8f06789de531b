import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMail, IconSend, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '@portal/ui';
import { ApiError, hasErrorCode } from '@portal/ui/auth';
import { EMAIL_MAX_LENGTH, fieldErrorKey, serverFieldErrors, validateEmailChange, type FieldErrors } from '../account-validation';
import { useRequestEmailChange } from '../api/request-email-change';

type FocusTarget = 'open' | 'field' | null;

/**
 * A new sign-in address for the user: the portal sends a link to it, and the address changes
 * when the link is followed. The answer does not tell whether someone else uses the address.
 */
export function ChangeEmail({ current }: { current: string }) {
  const { t } = useTranslation();
  const { showError } = useErrorDialog();
  const id = useId();
  const mutation = useRequestEmailChange();
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [rateLimited, setRateLimited] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const focusNext = useRef<FocusTarget>(null);
  const label = t('account.email-change.new-email');
  const word = (errors: FieldErrors<'email'>) =>
    errors.email ? { email: t(fieldErrorKey(errors.email), { field: label, max: errors.email.max }) } : {};
  const form = useForm({ initialValues: { email: '' }, validate: ({ email }) => word(validateEmailChange(email, current)) });

  // Focus follows the form opening and closing, so keyboard users stay where they were.
  useEffect(() => {
    if (focusNext.current === 'open') openButton.current?.focus();
    if (focusNext.current === 'field') field.current?.focus();
    focusNext.current = null;
  });

  const start = () => {
    form.reset();
    setSentTo(null);
    setRateLimited(false);
    setOpen(true);
    focusNext.current = 'field';
  };

  const close = () => {
    setOpen(false);
    focusNext.current = 'open';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setRateLimited(false);
    if (form.validate().hasErrors) return field.current?.focus();
    const { email } = form.getValues();
    try {
      const { sentTo: address } = await mutation.mutateAsync({ email: email.trim() });
      setSentTo(address);
      close();
    } catch (error) {
      if (hasErrorCode(error, 'RATE_LIMITED')) return setRateLimited(true);
      const found = error instanceof ApiError ? serverFieldErrors(['email'], error, 'email') : null;
      if (found) {
        form.setErrors(word(found));
        field.current?.focus();
      } else showError({ error });
    }
  };

  return (
    <Stack gap="xs">
      {open ? (
        <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
          <Stack gap="sm">
            <Text id={`${id}-title`} fw={500}>
              {t('account.email-change.title')}
            </Text>
            <TextInput
              ref={field}
              label={label}
              description={t('account.email-change.description')}
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              required
              {...form.getInputProps('email')}
            />
            {rateLimited && (
              <Text role="alert" size="sm" c="var(--mantine-color-red-light-color)">
                {t('account.email-change.rate-limited')}
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" leftSection={<IconX size={16} aria-hidden />} onClick={close} disabled={mutation.isPending}>
                {t('account.cancel')}
              </Button>
              <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={mutation.isPending}>
                {t('account.email-change.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Group>
          <Button ref={openButton} variant="light" size="compact-sm" leftSection={<IconMail size={16} aria-hidden />} onClick={start}>
            {t('account.email-change.open')}
          </Button>
        </Group>
      )}
      <Text role="status" size="sm" style={{ overflowWrap: 'anywhere' }}>
        {sentTo ? t('account.email-change.sent', { email: sentTo }) : ''}
      </Text>
    </Stack>
  );
}
