import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmEmailChange, EMAIL_CHANGE_VALID_HOURS } from '@portal/contracts/messages';
import { apiRequest, createUserManager, hasErrorCode } from '@portal/ui/auth';
import type { PortalConfig } from '@portal/ui/config';
import { EntranceCard } from '../components/entrance-card';
import { isLinkToken, linkFailureOf, linkTokenOf } from '../one-time-link';

type State =
  { kind: 'ready'; failed: boolean } | { kind: 'done'; email: string } | { kind: 'refused'; reason: 'invalid' | 'expired' | 'in-use' };

/**
 * /email-change/:token: the link sent to a new e-mail address. Following it and confirming makes
 * that address the one the user signs in with; a link works once and for 24 hours.
 */
export function EmailChangePage({ config }: { config: PortalConfig }) {
  const { t } = useTranslation();
  const token = linkTokenOf(window.location.pathname);
  const [state, setState] = useState<State>(() =>
    isLinkToken(token) ? { kind: 'ready', failed: false } : { kind: 'refused', reason: 'invalid' },
  );
  const [busy, setBusy] = useState(false);
  const outcome = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.title = `${t('email-change.title')} – ${t('app.name')}`;
    createUserManager(config);
  }, [config, t]);

  // The button gives way to the outcome; the focus goes with it.
  useEffect(() => {
    if (state.kind !== 'ready') outcome.current?.focus();
  }, [state.kind]);

  const confirm = async () => {
    setBusy(true);
    try {
      const { email } = await apiRequest(confirmEmailChange, { params: { token } });
      setState({ kind: 'done', email });
    } catch (error) {
      const reason = hasErrorCode(error, 'EMAIL_IN_USE') ? 'in-use' : linkFailureOf(error);
      setState(reason === 'error' ? { kind: 'ready', failed: true } : { kind: 'refused', reason });
    } finally {
      setBusy(false);
    }
  };

  return (
    <EntranceCard title={t('email-change.title')}>
      {state.kind === 'ready' && (
        <Stack gap="md">
          <Text>{t('email-change.intro')}</Text>
          {state.failed && (
            <Alert color="red" role="alert">
              {t('email-change.failed')}
            </Alert>
          )}
          <Button size="md" loading={busy} onClick={() => void confirm()}>
            {t('email-change.confirm')}
          </Button>
        </Stack>
      )}
      {state.kind === 'refused' && (
        <>
          <Alert ref={outcome} tabIndex={-1} color="red" role="alert">
            {state.reason === 'expired'
              ? t('email-change.expired', { hours: EMAIL_CHANGE_VALID_HOURS })
              : t(state.reason === 'in-use' ? 'email-change.in-use' : 'email-change.invalid')}
          </Alert>
          {/* Signed out, the portal asks to sign in first and then opens the account screen. */}
          <Anchor href="/account">{t('email-change.to-account')}</Anchor>
        </>
      )}
      {state.kind === 'done' && (
        <>
          <Alert ref={outcome} tabIndex={-1} color="green" role="status" style={{ overflowWrap: 'anywhere' }}>
            {t('email-change.done', { email: state.email })}
          </Alert>
          <Button component="a" href="/" size="md">
            {t('email-change.sign-in')}
          </Button>
        </>
      )}
    </EntranceCard>
  );
}
