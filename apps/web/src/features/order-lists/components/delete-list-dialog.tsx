import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The confirm step before an order list is deleted for every user of the customer. */
export function DeleteListDialog({
  name,
  opened,
  pending,
  onCancel,
  onConfirm,
}: {
  name: string;
  opened: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('order-lists.delete-title')}
      centered
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
      withCloseButton={!pending}
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      <Text mb="md">{t('order-lists.delete-text', { name })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={pending} data-autofocus>
          {t('order-lists.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending}>
          {t('order-lists.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
