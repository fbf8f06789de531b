import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RequestReference } from './request-reference';
import { explainedErrorKey } from './auth/api-client';

/**
 * An inline notice for a block whose data could not be loaded, titled with the spec's key (e.g. error.title.news);
 * `error`, when it is the API's answer, adds the request's id for the dealer to quote.
 */
export function ErrorNotice({ titleKey, onRetry, error }: { titleKey: string; onRetry?: () => void; error?: unknown }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />} title={t(titleKey)}>
      {t(explainedErrorKey(error) ?? 'error.text.generic')}{' '}
      {onRetry && (
        <Anchor component="button" type="button" onClick={onRetry} c="red.9" td="underline">
          {t('error.retry')}
        </Anchor>
      )}
      <RequestReference error={error} />
    </Alert>
  );
}
