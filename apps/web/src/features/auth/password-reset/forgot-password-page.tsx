import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailAddress } from '@portal/contracts/common';
import { maxLengthOf } from '@portal/contracts/field-limits';
import { PASSWORD_RESET_VALID_MINUTES, PasswordResetRequest, requestPasswordReset } from '@portal/contracts/messages';
import { apiRequest, createUserManager, hasErrorCode } from '@portal/ui/auth';
import type { PortalConfig } from '@portal/ui/config';
import { schemaProblems } from '@portal/ui/form';
import { isLanguage } from '@portal/ui/languages';
import { EntranceCard } from '../components/entrance-card';

// The API takes any text, so its answer tells nothing; the form still asks for an address.
const EMAIL_MAX_LENGTH = maxLengthOf(PasswordResetRequest.shape.email);
const ForgotPasswordForm = PasswordResetRequest.extend({ email: emailAddress(EMAIL_MAX_LENGTH) });

type Failure = 'rate-limited' | 'error';

/**
 * /forgot-password: the visitor asks for a link to choose a new password. The answer is the same
 * whether or not the address belongs to anyone, so the page says the same afterwards.
 */
export function ForgotPasswordPage({ config }: { config: PortalConfig }) {
  const { t, i18n } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);
  const form = useForm({
    initialValues: { email: new URLSearchParams(window.location.search).get('email') ?? '' },
    validate: (values) =>
      Object.fromEntries(
        Object.entries(schemaProblems(ForgotPasswordForm, values)).map(([field, p]) => [
          field,
          t(`form.${p.kind === 'other' ? 'invalid-format' : p.kind}`, { max: p.max }),
        ]),
      ),
  });

  useEffect(() => {
    document.title = `${t('password-reset.forgot-title')} – ${t('app.name')}`;
    createUserManager(config);
  }, [config, t]);

  // The form gives way to the confirmation; the focus goes with it.
  useEffect(() => {
    if (sentTo) confirmation.current?.focus();
  }, [sentTo]);

  const submit = async ({ email }: { email: string }) => {
    setBusy(true);
    setFailure(null);
    try {
      const language = isLanguage(i18n.language) ? i18n.language : undefined;
      await apiRequest(requestPasswordReset, { body: { email: email.trim(), ...(language ? { language } : {}) } });
      setSentTo(email.trim());
    } catch (error) {
      setFailure(hasErrorCode(error, 'RATE_LIMITED') ? 'rate-limited' : 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <EntranceCard title={t('password-reset.forgot-title')}>
      {sentTo ? (
        <Alert ref={confirmation} tabIndex={-1} color="green" role="status">
          {t('password-reset.sent', { email: sentTo, minutes: PASSWORD_RESET_VALID_MINUTES })}
        </Alert>
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
          <Stack gap="md">
            <Text>{t('password-reset.forgot-intro', { minutes: PASSWORD_RESET_VALID_MINUTES })}</Text>
            {failure && (
              <Alert color="red" role="alert">
                {t(failure === 'rate-limited' ? 'password-reset.rate-limited' : 'password-reset.send-failed')}
              </Alert>
            )}
            <TextInput
              label={t('password-reset.email')}
              type="email"
              autoComplete="username"
              required
              maxLength={EMAIL_MAX_LENGTH}
              autoFocus
              {...form.getInputProps('email')}
            />
            <Button type="submit" size="md" loading={busy}>
              {t('password-reset.send')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor href="/">{t('password-reset.back')}</Anchor>
    </EntranceCard>
  );
}
