import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { CartBatchResponse } from '@portal/contracts/cart';
import { ORDER_LIST_NAME_MAX_LENGTH, type GetOrderListResponse } from '@portal/contracts/order-list';
import { Page, TableScroller, useLanguage } from '@portal/ui';
import { ApiError } from '@portal/ui/auth';
import { formatDate } from '@portal/ui/format';
import { CONFIG_TYPE, MAX_QUANTITY, normalizeQuantity } from '../../../lib/cart/cart-store';
import { offerStartFromOrderList } from '../../../lib/offer-from-order-list';
import { useCustomerMoney } from '../../../lib/use-customer-money';
import { useDeleteOrderList, useLoadOrderList, useOrderList, useUpdateOrderList } from '../api/order-lists';
import { DeleteListDialog } from '../components/delete-list-dialog';
import { LoadResult } from '../components/load-result';

/** One order list: rename it, change or remove its lines, load it into the cart, delete it. */
export function OrderListPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const list = useOrderList(id);
  if (list.isPending) {
    return (
      <Page title={t('order-lists.title')}>
        <Loader size="sm" aria-label={t('app.loading')} />
      </Page>
    );
  }
  if (list.isError) {
    const gone = list.error instanceof ApiError && list.error.status === 404;
    return (
      <Page title={t('order-lists.title')}>
        <Alert color={gone ? 'yellow' : 'red'} role="alert">
          {gone ? t('order-lists.not-found') : t('order-lists.failed-to-load')}
        </Alert>
        <Anchor component={Link} to="/order-lists">
          {t('order-lists.back')}
        </Anchor>
      </Page>
    );
  }
  // Keyed by the list's last change, so the form starts again from what the server holds.
  return <ListEditor key={list.data.list.changedAt} data={list.data} />;
}

function ListEditor({ data }: { data: GetOrderListResponse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useCustomerMoney();
  const navigate = useNavigate();
  const update = useUpdateOrderList(data.list.id);
  const load = useLoadOrderList();
  const remove = useDeleteOrderList();
  const [name, setName] = useState(data.list.name);
  const [lines, setLines] = useState(data.lines.map((l) => ({ ...l })));
  const [nameError, setNameError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<CartBatchResponse | null>(null);
  const [confirming, setConfirming] = useState(false);

  const changed =
    name.trim() !== data.list.name ||
    lines.length !== data.lines.length ||
    lines.some((l, i) => l.id !== data.lines[i]?.id || l.quantity !== data.lines[i]?.quantity);

  const save = () => {
    const trimmed = name.trim();
    if (trimmed === '' || trimmed.length > ORDER_LIST_NAME_MAX_LENGTH) {
      return setNameError(
        trimmed === '' ? t('order-lists.name-required') : t('order-lists.name-too-long', { max: ORDER_LIST_NAME_MAX_LENGTH }),
      );
    }
    if (lines.length === 0) return setProblem(t('order-lists.no-lines'));
    setNameError(null);
    setProblem(null);
    update.mutate(
      { name: trimmed, lines: lines.map((l) => ({ id: l.id, quantity: l.quantity })) },
      {
        onError: (e) => {
          if (e instanceof ApiError && e.code === 'ORDER_LIST_NAME_TAKEN') setNameError(t('order-lists.name-taken'));
          else if (e instanceof ApiError && e.field === 'name') setNameError(t('order-lists.name-invalid'));
          else setProblem(t('order-lists.failed'));
        },
      },
    );
  };

  const loadIntoCart = () => {
    setLoaded(null);
    setProblem(null);
    load.mutate(
      { id: data.list.id, changeId: crypto.randomUUID() },
      { onSuccess: setLoaded, onError: () => setProblem(t('order-lists.load-failed')) },
    );
  };

  return (
    <Page title={data.list.name}>
      <Text c="dimmed">
        {t('order-lists.saved-by', { name: data.list.savedBy, date: formatDate(new Date(data.list.savedAt), language) })}
      </Text>
      <Group gap="sm">
        <Button onClick={loadIntoCart} loading={load.isPending} disabled={changed}>
          {t('order-lists.load')}
        </Button>
        <Button
          variant="default"
          disabled={changed}
          onClick={() => void navigate('/offers/new', { state: { fromOrderList: offerStartFromOrderList(data) } })}
        >
          {t('order-lists.make-offer')}
        </Button>
        <Button variant="default" color="red" onClick={() => setConfirming(true)}>
          {t('order-lists.delete')}
        </Button>
        <Anchor component={Link} to="/order-lists">
          {t('order-lists.back')}
        </Anchor>
      </Group>
      {changed && (
        <Text size="sm" c="dimmed">
          {t('order-lists.save-before-load')}
        </Text>
      )}
      {loaded && <LoadResult result={loaded} name={data.list.name} />}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}

      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('order-lists.edit-title')}
          </Title>
          <TextInput
            label={t('order-lists.name-label')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={nameError}
            maxLength={ORDER_LIST_NAME_MAX_LENGTH + 20}
          />
          <TableScroller minWidth={520} label={t('order-lists.lines')}>
            <Table aria-label={t('order-lists.lines')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('quick-order.col.item')}</Table.Th>
                  <Table.Th scope="col">{t('quick-order.col.name')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('quick-order.col.price')}
                  </Table.Th>
                  <Table.Th scope="col">{t('quick-order.col.quantity')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('order-lists.col.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map((line) => (
                  <Table.Tr key={line.id}>
                    <Table.Td>{line.type === CONFIG_TYPE ? t('order-lists.configured') : line.id}</Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        <Text size="sm">{line.title}</Text>
                        {line.unavailable && (
                          <Badge color="red" variant="light" tt="none" style={{ whiteSpace: 'normal', height: 'auto' }}>
                            {t(`order-lists.skip.${line.unavailable}`)}
                          </Badge>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td ta="right">{line.price !== null ? money(line.price) : '—'}</Table.Td>
                    <Table.Td>
                      {line.type === CONFIG_TYPE ? (
                        <Text size="sm">{t('order-lists.fixed-count', { count: line.quantity })}</Text>
                      ) : (
                        <NumberInput
                          aria-label={t('order-lists.quantity-of', { name: line.title })}
                          value={line.quantity}
                          min={1}
                          max={MAX_QUANTITY}
                          allowDecimal={false}
                          allowNegative={false}
                          w={90}
                          onChange={(value) =>
                            setLines((all) => all.map((l) => (l.id === line.id ? { ...l, quantity: normalizeQuantity(value) } : l)))
                          }
                        />
                      )}
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => setLines((all) => all.filter((l) => l.id !== line.id))}
                        aria-label={t('order-lists.remove-line', { name: line.title })}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroller>
          <Group>
            <Button onClick={save} loading={update.isPending} disabled={!changed}>
              {t('order-lists.save-changes')}
            </Button>
            <Button
              variant="default"
              disabled={!changed}
              onClick={() => {
                setName(data.list.name);
                setLines(data.lines.map((l) => ({ ...l })));
                setNameError(null);
              }}
            >
              {t('order-lists.cancel')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <DeleteListDialog
        name={data.list.name}
        opened={confirming}
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(data.list.id, {
            onSuccess: () => void navigate('/order-lists'),
            onError: () => {
              setConfirming(false);
              setProblem(t('order-lists.failed'));
            },
          })
        }
      />
    </Page>
  );
}
