import { Alert, Text } from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CreditHoldReason } from '@portal/contracts/finance';

/** An order waiting on credit hold, and why in words (ADR 0078): on its page and in place of the checkout once sent. */
export function CreditHoldAlert({ reason }: { reason: CreditHoldReason }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light" icon={<IconClockPause aria-hidden />} title={t('orders.credit-hold.title')}>
      <Text size="sm">{t(`orders.credit-hold.reason.${reason}`)}</Text>
      <Text size="sm" mt={4}>
        {t('orders.credit-hold.next')}
      </Text>
    </Alert>
  );
}
