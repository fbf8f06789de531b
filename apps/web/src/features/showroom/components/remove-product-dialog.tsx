import { Button, Group, Modal, Text } from '@mantine/core';
import type { ShowroomEntry } from '@portal/contracts/product';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FOCUS_RETURN_DELAY_MS, useErrorDialog } from '@portal/ui';
import { useDeleteProductFromStore } from '../api/delete-product-from-store';

type RemoveProductDialogProps = {
  entry: ShowroomEntry | null;
  onClose: () => void;
  /** After the dialog has gone, with the name of the removed product. */
  onRemoved: (name: string) => void;
};

/** The confirm step before a product leaves the showroom (spec 001 §4). */
export function RemoveProductDialog({ entry, onClose, onRemoved }: RemoveProductDialogProps) {
  const { t } = useTranslation();
  const { showError } = useErrorDialog();
  const mutation = useDeleteProductFromStore();
  const pending = mutation.isPending;
  const outcome = useRef<{ removed: string } | { failed: true } | null>(null);
  // The name stays while the dialog fades out after the entry has gone.
  const [shown, setShown] = useState(entry);
  if (entry && entry !== shown) setShown(entry);
  const name = shown?.ed_ProductId.ed_namese ?? '';

  const confirm = () => {
    if (!entry) return;
    mutation.mutate(entry.ed_showroomid, {
      onSuccess: () => {
        outcome.current = { removed: name };
        onClose();
      },
      onError: () => {
        outcome.current = { failed: true };
        onClose();
      },
    });
  };

  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={t('showroom.remove-dialog.title')}
      centered
      // The call must finish before the dialog may go, or its answer would be lost to the user.
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
      withCloseButton={!pending}
      closeButtonProps={{ 'aria-label': t('showroom.remove-dialog.close') }}
      onExitTransitionEnd={() => {
        const done = outcome.current;
        outcome.current = null;
        if (!done) return;
        window.setTimeout(() => ('removed' in done ? onRemoved(done.removed) : showError()), FOCUS_RETURN_DELAY_MS);
      }}
    >
      <Text>{t('showroom.remove-dialog.text', { name })}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
          {t('showroom.remove-dialog.keep')}
        </Button>
        <Button color="red.9" onClick={confirm} loading={pending}>
          {t('showroom.remove-dialog.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
