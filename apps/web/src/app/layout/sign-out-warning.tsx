import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '@portal/ui/auth';
import { endCart } from '../../lib/cart/cart-store';

/** Signing out with items in the cart: sign out anyway, or go to the checkout (spec 000 §4). */
export function SignOutWarning({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('sign-out-warning.title')}
      centered
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      <Text>{t('sign-out-warning.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => void endCart().then(() => signOut())}>
          {t('menu.sign-out')}
        </Button>
        <Button
          data-autofocus
          onClick={() => {
            onClose();
            void navigate('/checkout');
          }}
        >
          {t('sign-out-warning.to-checkout')}
        </Button>
      </Group>
    </Modal>
  );
}
