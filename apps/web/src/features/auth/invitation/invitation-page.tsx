import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  acceptInvitation,
  AcceptInvitationRequest,
  getInvitation,
  PASSWORD_MIN_LENGTH,
  type InvitationDetails,
} from '@portal/contracts/invitations';
import { apiRequest, createUserManager } from '@portal/ui/auth';
import type { PortalConfig } from '@portal/ui/config';
import { EntranceCard } from '../components/entrance-card';
import { NewPasswordFields, useNewPasswordForm } from '../components/new-password-fields';
import { linkFailureOf, type LinkFailure } from '../one-time-link';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; invitation: InvitationDetails }
  | { kind: 'done'; email: string }
  | { kind: 'failed'; reason: LinkFailure };

/**
 * /invitation/:token: an invited user chooses a password, then signs in with it. The link is the
 * only proof, so the page needs no session; it works once and for seven days.
 */
export function InvitationPage({ config }: { config: PortalConfig }) {
  const { t } = useTranslation();
  const token = window.location.pathname.split('/').pop() ?? '';
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const form = useNewPasswordForm({ schema: AcceptInvitationRequest, min: PASSWORD_MIN_LENGTH, mismatchKey: 'invitation.mismatch' });

  useEffect(() => {
    document.title = t('invitation.title');
    createUserManager(config);
    apiRequest(getInvitation, { params: { token } }).then(
      (invitation) => setState({ kind: 'ready', invitation }),
      (error: unknown) => setState({ kind: 'failed', reason: linkFailureOf(error) }),
    );
  }, [config, token, t]);

  const submit = async ({ password }: { password: string }) => {
    setBusy(true);
    try {
      const { email } = await apiRequest(acceptInvitation, { params: { token }, body: { password } });
      setState({ kind: 'done', email });
    } catch (error) {
      const reason = linkFailureOf(error);
      if (reason === 'error') form.setFieldError('password', t('invitation.failed'));
      else setState({ kind: 'failed', reason });
    } finally {
      setBusy(false);
    }
  };

  const signIn = (email: string) => void createUserManager(config).signinRedirect({ login_hint: email, state: { returnTo: '/home' } });

  return (
    <EntranceCard title={t('invitation.title')}>
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
            <NewPasswordFields
              form={form}
              email={state.invitation.email}
              labels={{
                password: t('invitation.password'),
                rule: t('invitation.password-rule', { min: PASSWORD_MIN_LENGTH }),
                confirm: t('invitation.confirm'),
              }}
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
    </EntranceCard>
  );
}
