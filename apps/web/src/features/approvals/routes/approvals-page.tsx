import { Alert, Badge, Button, Checkbox, Group, Modal, Paper, Skeleton, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { WaitingOrder } from '@portal/contracts/approvals';
import { MAX_REJECTION_REASON_LENGTH } from '@portal/contracts/approvals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice, Page, TableScroller, useErrorDialog, useLanguage } from '@portal/ui';
import { formatMoney } from '@portal/ui/format';
import { ApiError } from '@portal/ui/auth';
import { useApprovals, useApproveOrder, useRejectOrder } from '../api/approvals';

/** /approvals: the dealer's orders above their orderer's limit, for its approvers to approve or reject (ADR 0079). */
export function ApprovalsPage() {
  const { t } = useTranslation();
  const approvals = useApprovals();
  const [rejecting, setRejecting] = useState<WaitingOrder | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const refused = approvals.error instanceof ApiError && approvals.error.status === 403;

  return (
    <Page title={t('approvals.title')}>
      <Text maw={720}>{t('approvals.intro')}</Text>
      <div role="status">
        {done && (
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
            {done}
          </Alert>
        )}
      </div>
      {refused ? (
        <Alert color="gray">{t('approvals.not-approver')}</Alert>
      ) : approvals.isError ? (
        <ErrorNotice titleKey="approvals.load-error" onRetry={() => void approvals.refetch()} error={approvals.error} />
      ) : !approvals.data ? (
        <Stack gap="xs" aria-busy>
          <Skeleton height={120} radius="sm" />
        </Stack>
      ) : approvals.data.orders.length === 0 ? (
        <Text>{t('approvals.empty')}</Text>
      ) : (
        <Stack gap="lg">
          {approvals.data.orders.map((order) => (
            <WaitingOrderCard key={order.orderNumber} order={order} onReject={() => setRejecting(order)} onDone={setDone} />
          ))}
        </Stack>
      )}
      <RejectDialog order={rejecting} onClose={() => setRejecting(null)} onDone={setDone} />
    </Page>
  );
}

function WaitingOrderCard({ order, onReject, onDone }: { order: WaitingOrder; onReject: () => void; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { showError } = useErrorDialog();
  const approve = useApproveOrder();
  const money = (amount: number) => formatMoney(amount, language, order.currency);
  const headingId = `approval-${order.orderNumber}`;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4" id={headingId}>
              {t('approvals.order', { number: order.orderNumber })}
            </Title>
            <Text size="sm">
              {t('approvals.requested-by', { name: order.requestedBy.name, date: order.orderDate })}
              {order.orderMark ? ` · ${order.orderMark}` : ''}
            </Text>
          </div>
          <Badge variant="light" color="orange">
            {order.limit === null ? t('approvals.always') : t('approvals.limit', { amount: money(order.limit) })}
          </Badge>
        </Group>
        <TableScroller minWidth={520} label={t('approvals.lines', { number: order.orderNumber })}>
          <Table aria-label={t('approvals.lines', { number: order.orderNumber })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('approvals.column.item')}</Table.Th>
                <Table.Th scope="col">{t('approvals.column.description')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('approvals.column.quantity')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('approvals.column.unit-price')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('approvals.column.amount')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.lines.map((line, i) => (
                <Table.Tr key={`${line.itemNumber}-${i}`}>
                  <Table.Td>{line.itemNumber}</Table.Td>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td ta="right">{line.quantity}</Table.Td>
                  <Table.Td ta="right">{money(line.unitPrice)}</Table.Td>
                  <Table.Td ta="right">{money(line.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
        <Group justify="flex-end" gap="lg">
          <Text size="sm">
            {t('approvals.item-sum')}: <strong>{money(order.itemSum)}</strong>
          </Text>
          <Text size="sm">
            {t('approvals.freight')}: {money(order.freight)}
          </Text>
          <Text size="sm">
            {t('approvals.total')}: <strong>{money(order.total)}</strong>
          </Text>
        </Group>
        {!order.mayDecide && <Text size="sm">{t('approvals.own-order')}</Text>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onReject} disabled={approve.isPending}>
            {t('approvals.reject')}
          </Button>
          <Button
            onClick={() =>
              approve.mutate(order.orderNumber, {
                onSuccess: (decision) =>
                  onDone(t(decision.creditHold ? 'approvals.approved-on-hold' : 'approvals.approved', { number: order.orderNumber })),
                onError: (error) => showError({ error }),
              })
            }
            loading={approve.isPending}
            disabled={!order.mayDecide}
          >
            {t('approvals.approve')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function RejectDialog({ order, onClose, onDone }: { order: WaitingOrder | null; onClose: () => void; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const { showError } = useErrorDialog();
  const reject = useRejectOrder();
  const [reason, setReason] = useState('');
  const [putBack, setPutBack] = useState(true);
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  const close = () => {
    setReason('');
    setTouched(false);
    onClose();
  };
  const submit = () => {
    setTouched(true);
    if (!order || missing) return;
    reject.mutate(
      { orderNumber: order.orderNumber, reason: reason.trim(), putBackInCart: putBack },
      {
        onSuccess: () => {
          onDone(t('approvals.rejected', { number: order.orderNumber }));
          close();
        },
        onError: (error) => showError({ error }),
      },
    );
  };
  return (
    <Modal
      opened={order !== null}
      onClose={close}
      title={t('approvals.reject-title', { number: order?.orderNumber ?? '' })}
      centered
      closeButtonProps={{ 'aria-label': t('approvals.close') }}
    >
      <Stack gap="md">
        <Textarea
          label={t('approvals.reason')}
          description={t('approvals.reason-help')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value.replace(/[\r\n]+/g, ' '))}
          maxLength={MAX_REJECTION_REASON_LENGTH}
          required
          autosize
          minRows={2}
          error={touched && missing ? t('approvals.reason-required') : undefined}
          data-autofocus
        />
        <Checkbox label={t('approvals.put-back')} checked={putBack} onChange={(e) => setPutBack(e.currentTarget.checked)} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={reject.isPending}>
            {t('approvals.cancel')}
          </Button>
          <Button color="red" onClick={submit} loading={reject.isPending}>
            {t('approvals.reject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
