import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { requestIdOf } from './auth/api-client';

/**
 * The id the API gave a failed request, under an error's text, so a dealer can quote it to customer
 * service and operations find its log lines and trace; nothing when the error names no request.
 */
export function RequestReference({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const id = requestIdOf(error);
  if (!id) return null;
  return (
    <Text size="sm" c="dimmed" mt="xs" data-request-id={id}>
      {t('error.request-id', { id })}
    </Text>
  );
}
