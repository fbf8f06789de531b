import { Alert, Anchor, Button, Group, Modal, Skeleton, Stack, Table, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CancelCreditHoldRequest, MAX_CANCEL_REASON_LENGTH, type CreditHoldRow } from '@portal/contracts/staff-order';
import { ErrorNotice, Page, TableScroller, useLanguage } from '@portal/ui';
import { formatDate, formatMoney } from '@portal/ui/format';
import { FailedNotice, FormActions, SavedNotice } from '../../../components/form-parts';
import { useCancelCreditHold, useCreditHolds, useReleaseCreditHold } from '../api/order-desk';

/**
 * /credit-holds: the orders placed beyond their dealer's credit or while overdue invoices block it
 * (ADR 0078), oldest first, with the dealer's credit now; customer service or sales administration
 * releases each to received or cancels it with a reason the dealer is e-mailed.
 */
export function CreditHoldsPage() {
  const { t } = useTranslation();
  const holds = useCreditHolds();
  const release = useReleaseCreditHold();
  const [cancelling, setCancelling] = useState<CreditHoldRow | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const releaseOne = (row: CreditHoldRow) => {
    setDone(null);
    setFailed(false);
    release
      .mutateAsync(row.orderNumber)
      .then(() => setDone(t('credit-holds.released', { orderNumber: row.orderNumber })))
      .catch(() => setFailed(true));
  };

  return (
    <Page title={t('credit-holds.title')}>
      <Text>{t('credit-holds.intro')}</Text>
      <SavedNotice text={done} />
      <FailedNotice text={failed && t('credit-holds.failed')} />
      {holds.isError && !holds.data ? (
        <ErrorNotice titleKey="credit-holds.error" onRetry={() => void holds.refetch()} error={holds.error} />
      ) : !holds.data ? (
        <Skeleton height={160} />
      ) : holds.data.items.length === 0 ? (
        <Alert color="green" variant="light">
          {t('credit-holds.empty')}
        </Alert>
      ) : (
        <HoldsTable
          rows={holds.data.items}
          busy={release.isPending}
          onRelease={releaseOne}
          onCancel={(row) => {
            setDone(null);
            setFailed(false);
            setCancelling(row);
          }}
        />
      )}
      {cancelling && (
        <CancelDialog
          row={cancelling}
          onClose={() => setCancelling(null)}
          onCancelled={() => {
            setDone(t('credit-holds.cancelled', { orderNumber: cancelling.orderNumber }));
            setCancelling(null);
          }}
        />
      )}
    </Page>
  );
}

function HoldsTable({
  rows,
  busy,
  onRelease,
  onCancel,
}: {
  rows: CreditHoldRow[];
  busy: boolean;
  onRelease: (row: CreditHoldRow) => void;
  onCancel: (row: CreditHoldRow) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const caption = t('credit-holds.title');
  return (
    <TableScroller label={caption} minWidth={900}>
      <Table striped verticalSpacing="sm">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
          {t('credit-holds.caption', { count: rows.length })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('credit-holds.column.order')}</Table.Th>
            <Table.Th scope="col">{t('credit-holds.column.dealer')}</Table.Th>
            <Table.Th scope="col">{t('credit-holds.column.date')}</Table.Th>
            <Table.Th scope="col">{t('credit-holds.column.total')}</Table.Th>
            <Table.Th scope="col">{t('credit-holds.column.reason')}</Table.Th>
            <Table.Th scope="col">{t('credit-holds.column.credit')}</Table.Th>
            <Table.Th scope="col">{t('credit-holds.column.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => {
            const money = (amount: number) => formatMoney(amount, language, r.currency);
            return (
              <Table.Tr key={r.orderNumber}>
                <Table.Td>
                  <Anchor component={Link} to={`/orders/${encodeURIComponent(r.orderNumber)}`}>
                    {r.orderNumber}
                  </Anchor>
                  {r.orderMark && (
                    <Text size="sm" c="dimmed">
                      {r.orderMark}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/dealers/${encodeURIComponent(r.customerNumber)}`}>
                    {r.customerName}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {r.customerNumber}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDate(new Date(`${r.orderDate}T00:00:00`), language)}</Table.Td>
                <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{money(r.orderTotal)}</Table.Td>
                <Table.Td>{t(`credit-holds.reason.${r.reason}`)}</Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {r.creditLimit === null
                      ? t('credit-holds.no-limit')
                      : t('credit-holds.available', { available: money(r.available ?? 0), limit: money(r.creditLimit) })}
                  </Text>
                  {r.blocked && (
                    <Text size="sm" c="red.8">
                      {t('credit-holds.blocked')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      onClick={() => onRelease(r)}
                      disabled={busy}
                      aria-label={t('credit-holds.release-label', { orderNumber: r.orderNumber })}
                    >
                      {t('credit-holds.release')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      onClick={() => onCancel(r)}
                      aria-label={t('credit-holds.cancel-label', { orderNumber: r.orderNumber })}
                    >
                      {t('credit-holds.cancel')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}

function CancelDialog({ row, onClose, onCancelled }: { row: CreditHoldRow; onClose: () => void; onCancelled: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelCreditHold();
  const [failed, setFailed] = useState(false);
  const form = useForm({
    initialValues: { reason: '' },
    validate: {
      reason: (value) => (CancelCreditHoldRequest.shape.reason.safeParse(value).success ? null : t('form.required')),
    },
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('credit-holds.cancel-title', { orderNumber: row.orderNumber })}
      closeButtonProps={{ 'aria-label': t('order-desk.close') }}
    >
      <form
        noValidate
        onSubmit={form.onSubmit(({ reason }) => {
          setFailed(false);
          cancel
            .mutateAsync({ orderNumber: row.orderNumber, reason })
            .then(onCancelled)
            .catch(() => setFailed(true));
        })}
      >
        <Stack>
          <Textarea
            label={t('credit-holds.reason-label')}
            description={t('credit-holds.reason-hint')}
            required
            autosize
            minRows={3}
            maxLength={MAX_CANCEL_REASON_LENGTH}
            {...form.getInputProps('reason')}
          />
          <FailedNotice text={failed && t('credit-holds.failed')} />
          <FormActions
            submit={t('credit-holds.cancel')}
            danger
            busy={cancel.isPending}
            cancel={{ label: t('credit-holds.keep'), onClick: onClose }}
          />
        </Stack>
      </form>
    </Modal>
  );
}
