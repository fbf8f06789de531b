import { useTranslation } from 'react-i18next';
import type { WebhookSecretResponse } from '@portal/contracts/integration-webhooks';
import { SecretOnce } from './secret-once';

/** An endpoint's signing secret as the server answered it once. */
export function WebhookSecret({ secret, url, onDone }: { secret: WebhookSecretResponse; url: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <SecretOnce
      texts="webhooks.secret"
      title={t('webhooks.secret.title', { url })}
      secret={secret.secret}
      previousValidUntil={secret.previousSecretValidUntil}
      onDone={onDone}
    />
  );
}
