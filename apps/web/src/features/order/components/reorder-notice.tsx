import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Language } from '@portal/ui/languages';
import { configurationKindKey, skipReasonKey, type ReorderSummary } from '../order-page-logic';

type Props = { summary: ReorderSummary; money: (amount: number) => string; language: Language };

/** What a reorder put into the cart at today's prices, what it left out and why, and the configured products to make anew. */
export function ReorderNotice({ summary, money }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { added, skipped, toReopen, unavailable } = summary;
  return (
    <Stack gap="sm">
      {added.length > 0 && (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          title={t('orders.reorder.added', { count: added.length })}
        >
          <List size="sm" spacing={2}>
            {added.map((line) => (
              <List.Item key={line.itemNumber}>
                {t('orders.reorder.added-line', {
                  quantity: line.quantity,
                  description: line.description,
                  item: line.itemNumber,
                  price: money(line.unitPrice ?? 0),
                })}
              </List.Item>
            ))}
          </List>
          <Anchor component={Link} to="/checkout" mt="xs" display="inline-block">
            {t('orders.reorder.to-checkout')}
          </Anchor>
        </Alert>
      )}
      {(skipped.length > 0 || unavailable.length > 0) && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('orders.reorder.skipped-title')}>
          <List size="sm" spacing={2}>
            {skipped.map((line) => (
              <List.Item key={line.itemNumber}>
                {t('orders.reorder.skipped-line', {
                  description: line.description,
                  item: line.itemNumber,
                  reason: t(skipReasonKey(line.reason)),
                })}
              </List.Item>
            ))}
            {unavailable.map((c) => (
              <List.Item key={c.headerId}>
                {t('orders.reorder.skipped-configuration', {
                  kind: t(configurationKindKey(c.ruleset)),
                  title: c.title ?? '',
                  reason: t(skipReasonKey(c.reason ?? 'configuration-unavailable')),
                })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {toReopen.length > 0 && (
        <Alert color="blue" variant="light" icon={<IconSettings aria-hidden />} title={t('orders.reorder.configure-title')}>
          <Text size="sm">{t('orders.reorder.configure-text')}</Text>
          <Group gap="sm" mt="xs">
            {toReopen.map((c) => (
              <Button
                key={c.headerId}
                size="sm"
                variant="default"
                onClick={() => void navigate('/cpq', { state: { ruleset: c.ruleset, headerId: c.headerId } })}
              >
                {t('orders.reorder.configure', { kind: t(configurationKindKey(c.ruleset)), title: c.title ?? '' }).trim()}
              </Button>
            ))}
          </Group>
        </Alert>
      )}
      {added.length === 0 && skipped.length === 0 && toReopen.length === 0 && unavailable.length === 0 && (
        <Alert color="gray" variant="light">
          {t('orders.reorder.nothing')}
        </Alert>
      )}
    </Stack>
  );
}
