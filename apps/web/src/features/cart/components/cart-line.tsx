import { ActionIcon, Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatSek } from '../../../lib/format';
import { cartActions, CONFIG_TYPE, type CartItem } from '../cart-store';
import { QuantityStepper } from './quantity-stepper';

/** One cart line: image, title, remove, quantity (fixed for configured products) and line price. */
export function CartLine({ item, onNavigate }: { item: CartItem; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const isConfig = item.type === CONFIG_TYPE;
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="sm" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Image src={item.image} alt="" w={64} h={64} fit="contain" radius="sm" bg="gray.0" />
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          {isConfig ? (
            <Text fw={500}>{item.title}</Text>
          ) : (
            <Anchor component={Link} to={`/shop/product/${encodeURIComponent(item.id)}`} fw={500} onClick={onNavigate}>
              {item.title}
            </Anchor>
          )}
          <ActionIcon variant="subtle" color="gray" onClick={() => cartActions.remove(item.id)} aria-label={t('cart.remove-item', { title: item.title })}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          {isConfig ? (
            <Text size="sm" c="dimmed">
              {t('cart.pieces', { count: item.quantity })}
            </Text>
          ) : (
            <QuantityStepper
              value={item.quantity}
              label={item.title}
              decreaseRemoves
              onChange={(q) => cartActions.setQuantity(item.id, q)}
              onIncrease={() => cartActions.increase(item.id)}
              onDecrease={() => cartActions.decrease(item.id)}
            />
          )}
          <Text fw={500}>
            {formatSek(item.price * item.quantity)}
          </Text>
        </Group>
      </Stack>
    </Group>
  );
}
