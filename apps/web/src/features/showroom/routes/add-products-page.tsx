import { Accordion, Button, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ModelSerieProduct } from '@portal/contracts/product';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorNotice, Page } from '@portal/ui';
import { useAllModelSeries } from '../api/get-all-model-series';
import { useMyProducts } from '../api/get-my-products';
import { ModelSeriesProducts } from '../components/model-series-products';
import { showroomNames } from '../showroom-logic';

/** Model series as collapsible groups whose products load on first open (spec 001 §2). */
export function AddProductsPage() {
  const { t } = useTranslation();
  const series = useAllModelSeries();
  const showroom = useMyProducts();
  const [open, setOpen] = useState<string[]>([]);
  const [everOpened, setEverOpened] = useState<ReadonlySet<string>>(new Set());
  const [addedIds, setAddedIds] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const names = useMemo(() => showroomNames(showroom.data), [showroom.data]);

  const toggle = (value: string[]) => {
    setOpen(value);
    setEverOpened((prev) => (value.every((v) => prev.has(v)) ? prev : new Set([...prev, ...value])));
  };

  const added = (product: ModelSerieProduct) => {
    setAddedIds((prev) => new Set([...prev, product.productid]));
    setAnnouncement(t('showroom.add-page.added', { name: product.ed_namese }));
  };

  return (
    <Page title={t('showroom.add-page.title')}>
      <Group justify="space-between" align="flex-start">
        <Text maw={640}>{t('showroom.add-page.intro')}</Text>
        <Button
          component={Link}
          to="/my-pages/products-in-showroom"
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          {t('showroom.add-page.to-showroom')}
        </Button>
      </Group>

      {series.isPending ? (
        <Stack gap="xs">
          <VisuallyHidden role="status">{t('showroom.add-page.loading')}</VisuallyHidden>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={52} aria-hidden />
          ))}
        </Stack>
      ) : series.isError ? (
        <ErrorNotice titleKey="showroom.add-page.load-error" onRetry={() => void series.refetch()} error={series.error} />
      ) : series.data.value.length === 0 ? (
        <Text c="dimmed">{t('showroom.add-page.no-series')}</Text>
      ) : (
        <Accordion multiple value={open} onChange={toggle} order={2} variant="separated" radius="md">
          {series.data.value.map(({ ed_modelserie: name }) => (
            // Mantine builds element ids from the value; a space in a name would split an id reference.
            <Accordion.Item key={name} value={encodeURIComponent(name)}>
              <Accordion.Control>{name}</Accordion.Control>
              <Accordion.Panel>
                {everOpened.has(encodeURIComponent(name)) && (
                  <ModelSeriesProducts modelSerie={name} showroomNames={names} addedIds={addedIds} onAdded={added} />
                )}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Page>
  );
}
