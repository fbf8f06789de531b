import { Alert, List, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCustomerMoney } from '../../../lib/use-customer-money';
import type { PriceChange } from '../checkout-logic';

/** Lines whose price the server changed; the cart already holds the new prices and the user sends again. */
export function PriceChangesNotice({ changes }: { changes: readonly PriceChange[] }) {
  const { t } = useTranslation();
  const money = useCustomerMoney();
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} title={t('checkout.price-changes.title')}>
      <Text size="sm">{t('checkout.price-changes.text')}</Text>
      <List size="sm" mt="xs">
        {changes.map((c) => (
          <List.Item key={c.id}>
            {t('checkout.price-changes.line', { title: c.title, oldPrice: money(c.oldPrice), newPrice: money(c.newPrice) })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
