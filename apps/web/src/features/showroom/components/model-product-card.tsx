import { Button, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import type { ModelSerieProduct } from '@portal/contracts/product';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '@portal/ui';
import { useAddProductToStore } from '../api/add-product-to-store';
import { isAlreadyInShowroom } from '../showroom-logic';

type ModelProductCardProps = {
  product: ModelSerieProduct;
  inShowroom: boolean;
  onAdded: (product: ModelSerieProduct) => void;
};

/**
 * A stove of a series with its add button: adding shows a loading state, then the
 * in-showroom state (spec 001 §4). The button is never disabled natively, so the
 * keyboard focus stays on it through every state.
 */
export function ModelProductCard({ product, inShowroom, onAdded }: ModelProductCardProps) {
  const { t } = useTranslation();
  const { showError } = useErrorDialog();
  const mutation = useAddProductToStore();
  const pending = mutation.isPending;
  const name = product.ed_namese;

  const add = () => {
    if (pending || inShowroom) return;
    // New products are added without live display; the showroom list switches it on.
    mutation.mutate(
      { productId: product.productid, combustible: false },
      {
        onSuccess: () => onAdded(product),
        onError: (error) => (isAlreadyInShowroom(error) ? onAdded(product) : showError({ error })),
      },
    );
  };

  const state = pending ? 'adding' : inShowroom ? 'in-showroom' : 'add';
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm" h="100%" justify="space-between">
        {/* The name below says what the picture shows. */}
        <Image src={product.ed_urlpicture ?? undefined} alt="" h={140} fit="contain" bg="gray.0" radius="sm" />
        <Text fw={500}>{name}</Text>
        <Button
          variant={state === 'in-showroom' ? 'light' : 'filled'}
          color={state === 'in-showroom' ? 'green.9' : undefined}
          leftSection={
            state === 'adding' ? (
              <Loader size={16} color="currentColor" aria-hidden />
            ) : state === 'in-showroom' ? (
              <IconCheck size={16} aria-hidden />
            ) : (
              <IconPlus size={16} aria-hidden />
            )
          }
          aria-disabled={state !== 'add' || undefined}
          aria-busy={pending || undefined}
          onClick={add}
          aria-label={t(`showroom.add-page.${state}-label`, { name })}
          fullWidth
        >
          {t(`showroom.add-page.${state}`)}
        </Button>
      </Stack>
    </Paper>
  );
}
