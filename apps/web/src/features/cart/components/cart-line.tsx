import { ActionIcon, Anchor, Box, Button, Group, Image, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCustomerMoney } from '../../../lib/use-customer-money';
import { cartContents } from '../../../lib/cart/cart-contents';
import { cartActions, CONFIG_TYPE, type CartItem } from '../../../lib/cart/cart-store';
import { QuantityStepper } from '../../../components/quantity-stepper';

/** A configured product's articles, folded away until asked for, and the way back into the configurator. */
function ConfigDetails({ item, onNavigate }: { item: CartItem; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lines = cartContents(item.items);
  const { ruleset, headerId } = item;
  return (
    <Stack gap={4}>
      {lines.length > 0 && (
        <Box component="details" fz="sm">
          <Box component="summary" c="dimmed" style={{ cursor: 'pointer' }}>
            {t('cpq.cart.contents', { count: lines.length })}
          </Box>
          <Stack component="ul" gap={2} mt={4} mb={0} pl="md">
            {lines.map((line, index) => (
              <Text component="li" size="sm" key={`${line.itemNo}-${index}`} style={{ overflowWrap: 'anywhere' }}>
                {t('cpq.cart.content-line', { quantity: line.quantity, description: line.description })}
              </Text>
            ))}
          </Stack>
        </Box>
      )}
      {ruleset && headerId && (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPencil size={16} aria-hidden />}
            aria-label={t('cpq.cart.edit-label', { title: item.title })}
            onClick={() => {
              onNavigate?.();
              void navigate('/cpq', { state: { ruleset, headerId } });
            }}
          >
            {t('cpq.cart.edit')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** One cart line: image, title, remove, quantity (fixed for configured products) and line price. */
export function CartLine({ item, onNavigate }: { item: CartItem; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const money = useCustomerMoney();
  const isConfig = item.type === CONFIG_TYPE;
  return (
    <Group
      component="li"
      wrap="nowrap"
      align="flex-start"
      gap="sm"
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
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
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => cartActions.remove(item.id)}
            aria-label={t('cart.remove-item', { title: item.title })}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
        {isConfig && <ConfigDetails item={item} onNavigate={onNavigate} />}
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
          <Text fw={500}>{money(item.price * item.quantity)}</Text>
        </Group>
      </Stack>
    </Group>
  );
}
