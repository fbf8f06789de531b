import { Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, parseYyyyMmDd } from '@portal/ui/format';
import { DEFAULT_LANGUAGE, isLanguage } from '@portal/ui/languages';

export type EstimateState =
  { kind: 'needs-date' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; promiseDate: string; refreshing: boolean };

/** The server's estimate; a live region, so a new estimate is read out when the cart, date or delivery type change. */
export function EstimatedDeliveryDate({ state }: { state: EstimateState }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const busy = state.kind === 'loading' || (state.kind === 'ready' && state.refreshing);
  const date = state.kind === 'ready' ? parseYyyyMmDd(state.promiseDate) : null;
  const dateText = state.kind === 'ready' ? (date ? formatDate(date, language) : state.promiseDate) : '';

  return (
    <Stack gap={4}>
      <Text fw={500} size="sm" id="checkout-estimate-label">
        {t('checkout.estimated-date')}
      </Text>
      <div role="status" aria-labelledby="checkout-estimate-label" aria-busy={busy}>
        {busy ? (
          <Group gap="xs" wrap="nowrap">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t('checkout.estimated-date-loading')}</Text>
          </Group>
        ) : state.kind === 'needs-date' ? (
          <Text size="sm" c="dimmed">
            {t('checkout.estimated-date-needs-date')}
          </Text>
        ) : state.kind === 'failed' ? (
          <Text size="sm" c="dimmed">
            {t('checkout.estimated-date-unavailable')}
          </Text>
        ) : (
          <Text fw={600}>{dateText}</Text>
        )}
      </div>
    </Stack>
  );
}
