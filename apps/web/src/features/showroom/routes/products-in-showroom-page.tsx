import { Alert, Button, Group, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ShowroomEntry } from '@portal/contracts/product';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorNotice, Page, TableScroller } from '@portal/ui';
import { useMyProducts } from '../api/get-my-products';
import { RemoveProductDialog } from '../components/remove-product-dialog';
import { ShowroomRow } from '../components/showroom-row';

/** The reseller's showroom products (spec 001 §2): live display on or off, and removal after a confirm step. */
export function ProductsInShowroomPage() {
  const { t } = useTranslation();
  const products = useMyProducts();
  const [removing, setRemoving] = useState<ShowroomEntry | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLDivElement>(null);

  const removed = (name: string) => {
    setAnnouncement(t('showroom.removed', { name }));
    // The pressed button has gone with its row; the list keeps the keyboard in place.
    list.current?.focus();
  };

  return (
    <Page title={t('showroom.title')}>
      <Group justify="space-between" align="flex-start">
        <Text maw={640}>{t('showroom.intro')}</Text>
        <Button component={Link} to="/my-pages/add-products" leftSection={<IconPlus size={18} aria-hidden />}>
          {t('showroom.add-products')}
        </Button>
      </Group>

      {products.isPending ? (
        <Stack gap="xs">
          <VisuallyHidden role="status">{t('showroom.loading')}</VisuallyHidden>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={64} aria-hidden />
          ))}
        </Stack>
      ) : products.isError ? (
        <ErrorNotice titleKey="showroom.load-error" onRetry={() => void products.refetch()} error={products.error} />
      ) : (
        <div ref={list} tabIndex={-1} style={{ outline: 'none' }}>
          {products.data.value.length === 0 ? (
            <Alert color="gray" icon={<IconBuildingStore aria-hidden />} title={t('showroom.empty.title')}>
              {t('showroom.empty.text')}
            </Alert>
          ) : (
            <TableScroller minWidth={640} label={t('showroom.caption', { count: products.data.value.length })}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Caption>{t('showroom.caption', { count: products.data.value.length })}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('showroom.column.product')}</Table.Th>
                    <Table.Th scope="col">{t('showroom.column.item-number')}</Table.Th>
                    <Table.Th scope="col">{t('showroom.column.live')}</Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>{t('showroom.column.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {products.data.value.map((entry) => (
                    <ShowroomRow key={entry.ed_showroomid} entry={entry} onRemove={setRemoving} />
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroller>
          )}
        </div>
      )}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <RemoveProductDialog entry={removing} onClose={() => setRemoving(null)} onRemoved={removed} />
    </Page>
  );
}
