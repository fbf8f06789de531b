import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuoteDetail } from '@portal/contracts/quotes';
import { useLanguage } from '@portal/ui';
import { formatDate } from '@portal/ui/format';

/** The quote's thread, oldest first: requests, the prices sent, answers and orders, each with its revision. */
export function QuoteThread({ messages }: { messages: QuoteDetail['messages'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('quotes.thread')}>
      {messages.map((m) => (
        <Card key={m.id} component="li" withBorder padding="sm" bg={m.fromStaff ? 'var(--mantine-color-blue-light)' : undefined}>
          <Group justify="space-between" gap="xs">
            <Text fw={600}>
              {t(`quotes.message.${m.kind}`, { order: m.orderNumber ?? '' })}
              {' · '}
              {m.author ?? (m.fromStaff ? t('quotes.sales-administration') : '')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('quotes.revision', { revision: m.revision })} · {formatDate(new Date(m.at), language)}
            </Text>
          </Group>
          {m.text && <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.text}</Text>}
        </Card>
      ))}
    </Stack>
  );
}
