import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorAfterClose } from '@portal/ui';
import { useCancelOrder } from '../api/cancel-order';
import { isCancellable } from '../order-logic';

type CancelOrderDialogProps = {
  /** The order asked about: its number and status. */
  order: { number: string; status: number } | null;
  opened: boolean;
  onClose: () => void;
  /** Called with the order number after the order was cancelled. */
  onCancelled: (orderNumber: string) => void;
};

/**
 * The confirmation of spec 001 §4: an order in status 10 may be annulled or left as it is;
 * any other order can only be changed through customer service.
 */
export function CancelOrderDialog({ order, opened, onClose, onCancelled }: CancelOrderDialogProps) {
  const { t } = useTranslation();
  const mutation = useCancelOrder();
  const number = order?.number ?? '';
  const cancellable = order ? isCancellable(order.status) : false;
  const pending = mutation.isPending;
  const { markFailed, onExitTransitionEnd } = useErrorAfterClose(false, onClose);

  const annul = () =>
    mutation.mutate(number, {
      onSuccess: () => {
        onClose();
        onCancelled(number);
      },
      onError: (error) => {
        markFailed(error);
        onClose();
      },
    });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(cancellable ? 'orders.cancel.title' : 'orders.cancel.title-contact', { number })}
      centered
      // The call must finish before the dialog may go, or its answer would be lost to the user.
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
      withCloseButton={!pending}
      closeButtonProps={{ 'aria-label': t('orders.cancel.close') }}
      onExitTransitionEnd={onExitTransitionEnd}
    >
      {cancellable ? (
        <>
          <Text>{t('orders.cancel.question', { number })}</Text>
          <Group justify="flex-end" mt="lg" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
              {t('orders.cancel.keep')}
            </Button>
            <Button color="red.9" onClick={annul} loading={pending}>
              {t('orders.cancel.annul')}
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text>{t('orders.cancel.not-cancellable', { number })}</Text>
          <Group justify="flex-end" mt="lg" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('orders.cancel.close')}
            </Button>
            <Button component={Link} to="/contact" onClick={onClose}>
              {t('orders.cancel.contact')}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
