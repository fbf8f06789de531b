import { Alert, Button, Center, Loader, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  acceptInvitation,
  AcceptInvitationRequest,
  getInvitation,
  PASSWORD_MIN_LENGTH,
  type InvitationDetails,
} from '@portal/contracts/invitations';
import { ApiError, apiRequest, createUserManager } from '@portal/ui/auth';
import type { PortalConfig } from '@portal/ui/config';
import { schemaProblems } from '@portal/ui/form';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; invitation: InvitationDetails }
  | { kind: 'done'; email: string }
  | { kind: 'failed'; reason: 'invalid' | 'expired' | 'error' };

const reasonOf = (error: unknown) =>
  error instanceof ApiError && error.code === 'LINK_EXPIRED'
    ? 'expired'
    : error instanceof ApiError && error.code === 'LINK_INVALID'
      ? 'invalid'
      : 'error';

/**
 * /invitation/:token: an invited user chooses a password, then signs in with it. The link is the
 * only proof, so the page needs no session; it works once and for seven days.
 */
export function InvitationPage({ config }: { config: PortalConfig }) {
  const { t } = useTranslation();
  const token = window.location.pathname.split('/').pop() ?? '';
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: (values) => {
      const errors: Record<string, string> = Object.fromEntries(
        Object.entries(schemaProblems(AcceptInvitationRequest, values)).map(([field, p]) => [
          field,
          t(p.message, { min: PASSWORD_MIN_LENGTH }),
        ]),
      );
      if (!errors['password'] && values.confirm !== values.password) errors['confirm'] = t('invitation.mismatch');
      return errors;
    },
  });

  useEffect(() => {
    document.title = t('invitation.title');
    createUserManager(config);
    apiRequest(getInvitation, { params: { token } }).then(
      (invitation) => setState({ kind: 'ready', invitation }),
      (error: unknown) => setState({ kind: 'failed', reason: reasonOf(error) }),
    );
  }, [config, token, t]);

  const submit = async ({ password }: { password: string }) => {
    setBusy(true);
    try {
      const { email } = await apiRequest(acceptInvitation, { params: { token }, body: { password } });
      setState({ kind: 'done', email });
    } catch (error) {
      const reason = reasonOf(error);
      if (reason === 'error') form.setFieldError('password', t('invitation.failed'));
      else setState({ kind: 'failed', reason });
    } finally {
      setBusy(false);
    }
  };

  const signIn = (email: string) => void createUserManager(config).signinRedirect({ login_hint: email, state: { returnTo: '/home' } });

  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper component="main" withBorder shadow="sm" p="xl" maw={480} w="100%">
        <Stack gap="md">
          <Title order={1}>{t('invitation.title')}</Title>
          {state.kind === 'loading' && <Loader aria-label={t('invitation.loading')} />}
          {state.kind === 'failed' && (
            <Alert color="red" role="alert">
              {t(`invitation.${state.reason}`)}
            </Alert>
          )}
          {state.kind === 'ready' && (
            <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
              <Stack gap="md">
                <Text>{t('invitation.intro', { name: state.invitation.firstName, email: state.invitation.email })}</Text>
                {/* The e-mail address as a username, so a password manager stores the pair. */}
                <input type="hidden" name="username" autoComplete="username" value={state.invitation.email} />
                <PasswordInput
                  label={t('invitation.password')}
                  description={t('invitation.password-rule', { min: PASSWORD_MIN_LENGTH })}
                  autoComplete="new-password"
                  required
                  visibilityToggleButtonProps={{ 'aria-label': t('auth.show-password') }}
                  {...form.getInputProps('password')}
                />
                <PasswordInput
                  label={t('invitation.confirm')}
                  autoComplete="new-password"
                  required
                  visibilityToggleButtonProps={{ 'aria-label': t('auth.show-password') }}
                  {...form.getInputProps('confirm')}
                />
                <Button type="submit" size="md" loading={busy}>
                  {t('invitation.submit')}
                </Button>
              </Stack>
            </form>
          )}
          {state.kind === 'done' && (
            <>
              <Alert color="green" role="status">
                {t('invitation.done')}
              </Alert>
              <Button size="md" onClick={() => signIn(state.email)}>
                {t('login.button')}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
