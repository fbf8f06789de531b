import { Alert, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GetDeliveryDateResponse } from '@portal/contracts/order';
import { formatMoney } from '@portal/ui/format';
import { useLanguage } from '@portal/ui';

export const CREDIT_HOLD_NOTICE_ID = 'checkout-credit-hold-note';

/** Before sending: this order would wait on credit hold, and why; it can still be sent (ADR 0078). */
export function CreditHoldNotice({ hold }: { hold: NonNullable<GetDeliveryDateResponse['creditHold']> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (amount: number) => formatMoney(amount, language, hold.currency);
  return (
    <Alert
      id={CREDIT_HOLD_NOTICE_ID}
      color="orange"
      variant="light"
      icon={<IconInfoCircle aria-hidden />}
      title={t('checkout.credit-hold.title')}
    >
      <Text size="sm">
        {hold.reason === 'overdue'
          ? t('checkout.credit-hold.overdue')
          : t('checkout.credit-hold.limit', { total: money(hold.orderTotal), available: money(hold.available ?? 0) })}
      </Text>
      <Text size="sm" mt={4}>
        {t('checkout.credit-hold.still-send')}
      </Text>
    </Alert>
  );
}
