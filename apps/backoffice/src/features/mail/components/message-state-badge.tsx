import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OutboxState } from '@portal/contracts/messages';
import { STATE_COLOR } from '../mail-logic';

/** Where a message stands: waiting to go, sent, failed and to be tried again, or given up on. */
export function MessageStateBadge({ state }: { state: OutboxState }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATE_COLOR[state]}>
      {t(`mail.state.${state}`)}
    </Badge>
  );
}
