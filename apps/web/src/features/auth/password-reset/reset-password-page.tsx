import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getPasswordReset,
  PASSWORD_RESET_VALID_MINUTES,
  RESET_PASSWORD_MIN_LENGTH,
  resetPassword,
  ResetPasswordRequest,
} from '@portal/contracts/messages';
import { ApiError, apiRequest, createUserManager } from '@portal/ui/auth';
import type { PortalConfig } from '@portal/ui/config';
import { EntranceCard } from '../components/entrance-card';
import { NewPasswordFields, useNewPasswordForm } from '../components/new-password-fields';
import { isLinkToken, linkFailureOf, linkTokenOf, type LinkFailure } from '../one-time-link';
import { passwordRefusalKey } from './password-refusal';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; email: string }
  | { kind: 'done'; email: string; staff: boolean }
  | { kind: 'failed'; reason: LinkFailure };

/**
 * /reset-password/:token: the link of a password reset e-mail. Whoever holds it chooses a new
 * password for the account it names, once and within 30 minutes; then they sign in as usual.
 */
export function ResetPasswordPage({ config }: { config: PortalConfig }) {
  const { t } = useTranslation();
  const token = linkTokenOf(window.location.pathname);
  const [state, setState] = useState<State>(() => (isLinkToken(token) ? { kind: 'loading' } : { kind: 'failed', reason: 'invalid' }));
  const [busy, setBusy] = useState(false);
  const outcome = useRef<HTMLDivElement>(null);
  const form = useNewPasswordForm({ schema: ResetPasswordRequest, min: RESET_PASSWORD_MIN_LENGTH, mismatchKey: 'password-reset.mismatch' });

  useEffect(() => {
    document.title = `${t('password-reset.reset-title')} – ${t('app.name')}`;
  }, [t]);

  useEffect(() => {
    if (!isLinkToken(token)) return;
    createUserManager(config);
    let current = true;
    apiRequest(getPasswordReset, { params: { token } }).then(
      (details) => current && setState({ kind: 'ready', email: details.email }),
      (error: unknown) => current && setState({ kind: 'failed', reason: linkFailureOf(error) }),
    );
    return () => void (current = false);
  }, [config, token]);

  // The form gives way to the outcome; the focus goes with it.
  useEffect(() => {
    if (state.kind === 'done' || state.kind === 'failed') outcome.current?.focus();
  }, [state.kind]);

  const submit = async ({ password }: { password: string }) => {
    setBusy(true);
    try {
      const { email, staff } = await apiRequest(resetPassword, { params: { token }, body: { password } });
      setState({ kind: 'done', email, staff });
    } catch (error) {
      const reason = linkFailureOf(error);
      if (reason !== 'error') return setState({ kind: 'failed', reason });
      const refusal = error instanceof ApiError ? passwordRefusalKey(error) : null;
      form.setFieldError('password', t(refusal ?? 'password-reset.failed', { min: RESET_PASSWORD_MIN_LENGTH }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <EntranceCard title={t('password-reset.reset-title')}>
      {state.kind === 'loading' && <Loader aria-label={t('password-reset.loading')} />}
      {state.kind === 'failed' && (
        <>
          <Alert ref={outcome} tabIndex={-1} color="red" role="alert">
            {state.reason === 'expired'
              ? t('password-reset.expired', { minutes: PASSWORD_RESET_VALID_MINUTES })
              : t(state.reason === 'invalid' ? 'password-reset.invalid' : 'password-reset.load-failed')}
          </Alert>
          <Anchor href="/forgot-password">{t('password-reset.new-link')}</Anchor>
        </>
      )}
      {state.kind === 'ready' && (
        <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
          <Stack gap="md">
            <Text style={{ overflowWrap: 'anywhere' }}>{t('password-reset.reset-intro', { email: state.email })}</Text>
            <NewPasswordFields
              form={form}
              email={state.email}
              labels={{
                password: t('password-reset.password'),
                rule: t('password-reset.password-rule', { min: RESET_PASSWORD_MIN_LENGTH }),
                confirm: t('password-reset.confirm'),
              }}
            />
            <Button type="submit" size="md" loading={busy}>
              {t('password-reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
      {state.kind === 'done' && (
        <>
          <Alert ref={outcome} tabIndex={-1} color="green" role="status" style={{ overflowWrap: 'anywhere' }}>
            {t('password-reset.done', { email: state.email })}
          </Alert>
          {/* The visitor's login screen, which starts the ordinary sign-in; staff sign in to the back office. */}
          <Button component="a" href={state.staff ? '/backoffice/' : '/'} size="md">
            {t('password-reset.sign-in')}
          </Button>
        </>
      )}
    </EntranceCard>
  );
}
