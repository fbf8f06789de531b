import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SecretOnce } from './secret-once';

type Secret = { clientId: string; clientSecret: string | null; previousSecretValidUntil?: string };

/** A client's id and secret as the server answered them once. */
export function ClientSecret({ secret, name, onDone }: { secret: Secret; name: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <SecretOnce
      texts="integration.secret"
      title={t('integration.secret.title', { name })}
      secret={secret.clientSecret}
      previousValidUntil={secret.previousSecretValidUntil}
      before={
        <TextInput
          label={t('integration.client-id')}
          value={secret.clientId}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          ff="monospace"
        />
      }
      onDone={onDone}
    />
  );
}
