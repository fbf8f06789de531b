import { Alert, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { User } from 'oidc-client-ts';
import { WEB_ROUTES } from '@portal/contracts/app-routes';
import { exchangeViewAs } from '@portal/contracts/view-as';
import { apiRequest, createUserManager } from '@portal/ui/auth';
import type { PortalConfig } from '@portal/ui/config';
import { EntranceCard } from '../components/entrance-card';
import { viewAsCodeOf, viewAsUserSettings } from './view-as-logic';

type State = 'opening' | 'invalid' | 'ended';

/**
 * /view-as#<code>: a staff member's view of the portal as a dealer's user (from the back office). The code is
 * exchanged once for a session of its own, kept in this tab only; without a code the page says the view ended.
 */
export function ViewAsPage({ config }: { config: PortalConfig }) {
  const { t } = useTranslation();
  const [code] = useState(() => viewAsCodeOf(window.location.hash));
  const [state, setState] = useState<State>(code ? 'opening' : 'ended');

  useEffect(() => {
    document.title = t('auth.view-as.title');
  }, [t]);

  useEffect(() => {
    if (!code) return;
    // The code is used once: it leaves the address (and the history) at once.
    window.history.replaceState(null, '', window.location.pathname);
    const manager = createUserManager(config, '', { endsAt: '/view-as' });
    apiRequest(exchangeViewAs, { body: { code } }).then(
      async (session) => {
        await manager.storeUser(new User(viewAsUserSettings(session) as unknown as ConstructorParameters<typeof User>[0]));
        window.location.replace(WEB_ROUTES.home);
      },
      () => setState('invalid'),
    );
  }, [code, config]);

  return (
    <EntranceCard title={t('auth.view-as.title')}>
      {state === 'opening' && <Loader aria-label={t('auth.view-as.opening')} />}
      {state === 'invalid' && (
        <Alert color="red" role="alert">
          {t('auth.view-as.invalid')}
        </Alert>
      )}
      {state === 'ended' && <Text role="status">{t('auth.view-as.ended')}</Text>}
    </EntranceCard>
  );
}
