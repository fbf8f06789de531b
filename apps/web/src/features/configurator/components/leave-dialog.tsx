import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LeaveWarning } from '../configurator-logic';
import { useStickyValue } from '../hooks/use-sticky-value';

/** Asks before leaving an unfinished configuration, or a finished one not yet in the cart (spec 001 §4). */
export function LeaveDialog({ asking, onStay, onLeave }: { asking: LeaveWarning; onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation();
  const shown = useStickyValue(asking) ?? 'not-finished';
  return (
    <Modal opened={asking !== null} onClose={onStay} title={t(`cpq.leave.${shown}-title`)} centered withCloseButton={false}>
      <Text>{t(`cpq.leave.${shown}-text`)}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStay} data-autofocus>
          {t('cpq.leave.stay')}
        </Button>
        <Button color="red" onClick={onLeave}>
          {t('cpq.leave.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
