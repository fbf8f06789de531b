import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_LIST_NAME_MAX_LENGTH } from '@portal/contracts/order-list';
import { ApiError } from '@portal/ui/auth';
import { useCart } from '../../../lib/cart/cart-store';
import { useSaveCartAsList } from '../api/order-lists';

/** Saves the user's cart, as the server has it, under a name the customer's users share. */
export function SaveCartForm() {
  const { t } = useTranslation();
  const cart = useCart();
  const save = useSaveCartAsList();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const empty = cart.items.length === 0;
  // The button turns busy while saving and loses the focus: it goes to the answer, the notice or the field in error.
  const field = useRef<HTMLInputElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (saved) notice.current?.focus();
  }, [saved]);
  useEffect(() => {
    if (error) field.current?.focus();
  }, [error]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const trimmed = name.trim();
    if (trimmed === '') return setError(t('order-lists.name-required'));
    if (trimmed.length > ORDER_LIST_NAME_MAX_LENGTH) return setError(t('order-lists.name-too-long', { max: ORDER_LIST_NAME_MAX_LENGTH }));
    setError(null);
    save.mutate(trimmed, {
      onSuccess: (list) => {
        setSaved(list.name);
        setName('');
      },
      onError: (e) => {
        const code = e instanceof ApiError ? e.code : null;
        setError(
          code === 'ORDER_LIST_NAME_TAKEN'
            ? t('order-lists.name-taken')
            : code === 'ORDER_LIST_LIMIT'
              ? t('order-lists.limit')
              : code === 'CART_EMPTY'
                ? t('order-lists.cart-empty')
                : code === 'VALIDATION_FAILED' || code === 'BAD_REQUEST'
                  ? t('order-lists.name-invalid')
                  : t('order-lists.failed'),
        );
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('order-lists.name-label')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
          maxLength={ORDER_LIST_NAME_MAX_LENGTH + 20}
          disabled={empty}
          ref={field}
          style={{ flex: '1 1 16rem' }}
        />
        <Button type="submit" loading={save.isPending} disabled={empty}>
          {t('order-lists.save-cart')}
        </Button>
      </Group>
      {empty && (
        <Text size="sm" c="dimmed" mt={4}>
          {t('order-lists.cart-empty')}
        </Text>
      )}
      {saved && (
        <Alert color="green" role="status" mt="sm" ref={notice} tabIndex={-1}>
          {t('order-lists.saved', { name: saved })}
        </Alert>
      )}
    </form>
  );
}
