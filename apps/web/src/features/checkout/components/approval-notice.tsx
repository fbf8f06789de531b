import { Alert, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GetDeliveryDateResponse } from '@portal/contracts/order';
import { formatMoney } from '@portal/ui/format';
import { useLanguage } from '@portal/ui';

export const APPROVAL_NOTICE_ID = 'checkout-approval-note';

/** Before sending: this order will wait for an approver of the dealer, by the rule placing it applies (ADR 0086). */
export function ApprovalNotice({ approval }: { approval: NonNullable<GetDeliveryDateResponse['approval']> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (amount: number) => formatMoney(amount, language, approval.currency);
  return (
    <Alert id={APPROVAL_NOTICE_ID} color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} title={t('checkout.approval.title')}>
      <Text size="sm">
        {approval.limit === null
          ? t('checkout.approval.always')
          : t('checkout.approval.limit', { value: money(approval.orderValue), limit: money(approval.limit) })}
      </Text>
      <Text size="sm" mt={4}>
        {t('checkout.approval.then')}
      </Text>
    </Alert>
  );
}
