import { useTranslation } from 'react-i18next';
import { LeaveDialog as AskBeforeLeaving } from '../../../components/leave-dialog';
import type { LeaveWarning } from '../configurator-logic';
import { useStickyValue } from '../hooks/use-sticky-value';

/** Asks before leaving an unfinished configuration, or a finished one not yet in the cart (spec 001 §4). */
export function LeaveDialog({ asking, onStay, onLeave }: { asking: LeaveWarning; onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation();
  const shown = useStickyValue(asking) ?? 'not-finished';
  return (
    <AskBeforeLeaving
      opened={asking !== null}
      title={t(`cpq.leave.${shown}-title`)}
      text={t(`cpq.leave.${shown}-text`)}
      stayLabel={t('cpq.leave.stay')}
      leaveLabel={t('cpq.leave.leave')}
      onStay={onStay}
      onLeave={onLeave}
    />
  );
}
