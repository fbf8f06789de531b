import { Alert, Anchor, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CartBatchResponse } from '@portal/contracts/cart';
import type { OrderListSummary } from '@portal/contracts/order-list';
import { Page, TableScroller, useLanguage } from '@portal/ui';
import { formatDate } from '@portal/ui/format';
import { useDeleteOrderList, useLoadOrderList, useOrderLists } from '../api/order-lists';
import { DeleteListDialog } from '../components/delete-list-dialog';
import { LoadResult } from '../components/load-result';
import { SaveCartForm } from '../components/save-cart-form';

/** The customer's order lists: save the cart as one, load one into the cart, open, delete. */
export function OrderListsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const lists = useOrderLists();
  const load = useLoadOrderList();
  const remove = useDeleteOrderList();
  const [loaded, setLoaded] = useState<{ name: string; result: CartBatchResponse } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<OrderListSummary | null>(null);

  const loadList = (list: OrderListSummary) => {
    setLoaded(null);
    setFailed(null);
    load.mutate(
      { id: list.id, changeId: crypto.randomUUID() },
      { onSuccess: (result) => setLoaded({ name: list.name, result }), onError: () => setFailed(t('order-lists.load-failed')) },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSettled: () => setDeleting(null),
      onError: () => setFailed(t('order-lists.failed')),
    });
  };

  return (
    <Page title={t('order-lists.title')}>
      <Text c="dimmed">{t('order-lists.intro')}</Text>
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('order-lists.save-title')}
          </Title>
          <SaveCartForm />
        </Stack>
      </Card>

      {loaded && <LoadResult result={loaded.result} name={loaded.name} />}
      {failed && (
        <Alert color="red" role="alert">
          {failed}
        </Alert>
      )}

      <Title order={2} size="h4">
        {t('order-lists.saved-lists')}
      </Title>
      {lists.isPending ? (
        <Group>
          <Loader size="sm" aria-label={t('app.loading')} />
        </Group>
      ) : lists.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text>{t('order-lists.failed-to-load')}</Text>
            <Button variant="default" size="xs" onClick={() => void lists.refetch()}>
              {t('order-lists.retry')}
            </Button>
          </Group>
        </Alert>
      ) : lists.data.lists.length === 0 ? (
        <Text>{t('order-lists.empty')}</Text>
      ) : (
        <TableScroller minWidth={560} label={t('order-lists.saved-lists')}>
          <Table striped aria-label={t('order-lists.saved-lists')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('order-lists.col.name')}</Table.Th>
                <Table.Th scope="col">{t('order-lists.col.saved-by')}</Table.Th>
                <Table.Th scope="col">{t('order-lists.col.saved-at')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('order-lists.col.lines')}
                </Table.Th>
                <Table.Th scope="col">{t('order-lists.col.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lists.data.lists.map((list) => (
                <Table.Tr key={list.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/order-lists/${list.id}`}>
                      {list.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{list.savedBy}</Table.Td>
                  <Table.Td>{formatDate(new Date(list.savedAt), language)}</Table.Td>
                  <Table.Td ta="right">{list.lineCount}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        onClick={() => loadList(list)}
                        loading={load.isPending && load.variables?.id === list.id}
                        aria-label={t('order-lists.load-named', { name: list.name })}
                      >
                        {t('order-lists.load')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        color="red"
                        onClick={() => setDeleting(list)}
                        aria-label={t('order-lists.delete-named', { name: list.name })}
                      >
                        {t('order-lists.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      )}
      <DeleteListDialog
        name={deleting?.name ?? ''}
        opened={deleting !== null}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Page>
  );
}
