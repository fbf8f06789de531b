import { Paper, SimpleGrid, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import type { ModelSerieProduct } from '@portal/contracts/product';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '@portal/ui';
import { useProductsForModelSerie } from '../api/get-products-for-model-serie';
import { isInShowroom } from '../showroom-logic';
import { ModelProductCard } from './model-product-card';

type ModelSeriesProductsProps = {
  modelSerie: string;
  showroomNames: ReadonlySet<string>;
  addedIds: ReadonlySet<string>;
  onAdded: (product: ModelSerieProduct) => void;
};

/** The products of one series; mounted on the group's first open, so that is when they load. */
export function ModelSeriesProducts({ modelSerie, showroomNames, addedIds, onAdded }: ModelSeriesProductsProps) {
  const { t } = useTranslation();
  const products = useProductsForModelSerie(modelSerie);

  if (products.isPending) {
    return (
      <>
        <VisuallyHidden role="status">{t('showroom.add-page.loading-series', { series: modelSerie })}</VisuallyHidden>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} aria-hidden>
          {[0, 1, 2].map((i) => (
            <Paper key={i} withBorder radius="md" p="md">
              <Skeleton h={140} mb="sm" />
              <Skeleton h={20} w="70%" mb="sm" />
              <Skeleton h={36} />
            </Paper>
          ))}
        </SimpleGrid>
      </>
    );
  }
  if (products.isError)
    return <ErrorNotice titleKey="showroom.add-page.series-error" onRetry={() => void products.refetch()} error={products.error} />;
  if (products.data.value.length === 0) return <Text c="dimmed">{t('showroom.add-page.series-empty')}</Text>;

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
      {products.data.value.map((product) => (
        <ModelProductCard
          key={product.productid}
          product={product}
          inShowroom={isInShowroom(product, showroomNames, addedIds)}
          onAdded={onAdded}
        />
      ))}
    </SimpleGrid>
  );
}
