import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuoteStatus } from '@portal/contracts/quotes';
import { STATUS_COLOR } from '../quotes-logic';

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {t(`quotes.status.${status}`)}
    </Badge>
  );
}
