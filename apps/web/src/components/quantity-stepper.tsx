import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_QUANTITY, normalizeQuantity } from '../lib/cart/cart-rules';

type Props = {
  value: number;
  label: string;
  onChange: (quantity: number) => void;
  onIncrease: () => void;
  onDecrease: () => void;
  /** Whether decreasing at 1 removes the line (the cart) or stays at 1 (the shop). */
  decreaseRemoves?: boolean;
};

/** Minus, a typed quantity and plus; what is typed is applied on leaving the field or pressing Enter. */
export function QuantityStepper({ value, label, onChange, onIncrease, onDecrease, decreaseRemoves = false }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(String(value));
  // A new value from outside (another tab, the plus button) replaces what was typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }

  const commit = () => {
    // An explicit 0 removes a cart line; anything else that is not a whole number from 1 to 999
    // becomes 1 (above 999, 999): never another number than the one typed.
    const next = decreaseRemoves && /^0+$/.test(draft.trim()) ? 0 : normalizeQuantity(draft);
    setDraft(String(next || value));
    if (next !== value) onChange(next);
  };

  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        onClick={onDecrease}
        disabled={!decreaseRemoves && value <= 1}
        aria-label={value <= 1 && decreaseRemoves ? t('cart.remove-item', { title: label }) : t('cart.decrease', { title: label })}
      >
        <IconMinus size={16} aria-hidden />
      </ActionIcon>
      <TextInput
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
        inputMode="numeric"
        aria-label={t('cart.quantity-of', { title: label })}
        w={64}
        styles={{ input: { textAlign: 'center' } }}
      />
      <ActionIcon
        variant="default"
        size="lg"
        onClick={onIncrease}
        disabled={value >= MAX_QUANTITY}
        aria-label={t('cart.increase', { title: label })}
      >
        <IconPlus size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
