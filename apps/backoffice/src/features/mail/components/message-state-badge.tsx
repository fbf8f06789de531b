import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OutboxState } from '@portal/contracts/messages';

const STATE_COLOR: Record<OutboxState, string> = { pending: 'blue', sent: 'green', failed: 'orange', dead: 'red' };

/** Where a message stands: waiting to go, sent, failed and to be tried again, or given up on. */
export function MessageStateBadge({ state }: { state: OutboxState }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATE_COLOR[state]}>
      {t(`mail.state.${state}`)}
    </Badge>
  );
}

/** Only these a staff member may send again; the server checks it again (409 MESSAGE_NOT_RESENDABLE). */
export const isResendable = (state: OutboxState) => state === 'failed' || state === 'dead';
