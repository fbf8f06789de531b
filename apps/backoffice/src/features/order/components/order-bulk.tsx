import { Button, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BULK_ORDER_STATUSES, exportStaffOrders, MAX_CANCEL_REASON_LENGTH } from '@portal/contracts/staff-order';
import { ORDER_STATUS } from '@portal/contracts/order';
import { BulkBar, BulkConfirm, SelectedExport, useBulkOutcome } from '../../../components/bulk-bar';
import { translated, useSay } from '../../../lib/form-messages';
import type { RowSelection, Selectable } from '../../../lib/row-selection';
import { useSetOrdersStatus } from '../api/order-desk';
import { bulkStepProblems, bulkStepRequest, bulkStepValues, type BulkOrderStatus, type BulkStepValues } from '../order-logic';

type Props = { selection: RowSelection; page: readonly Selectable[]; sort: string | undefined };

/** The orders chosen in the queue: moved one step together (each order that cannot is reported with why), or exported. */
export function OrderBulkActions({ selection, page, sort }: Props) {
  const { t } = useTranslation();
  const say = useSay();
  const move = useSetOrdersStatus();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<BulkStepValues>(() => bulkStepValues());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const outcome = useBulkOutcome(selection, () => setOpen(false));
  const count = selection.selection.size;
  const set = (change: Partial<BulkStepValues>) => setValues((v) => ({ ...v, ...change }));
  const status = t(`order-desk.status.${values.status}`);

  const confirm = () => {
    const request = bulkStepRequest([...selection.selection.keys()], values);
    const problems = bulkStepProblems(request);
    setErrors(translated(problems, say));
    if (Object.keys(problems).length > 0) return;
    outcome.clear();
    move.mutate(request, {
      onSuccess: outcome.done,
    });
  };

  return (
    <BulkBar selection={selection} page={page} result={outcome.result} failed={move.isError ? t('bulk.failed') : null}>
      <Button onClick={() => (move.reset(), setErrors({}), setOpen(true))}>{t('order-desk.bulk.move')}</Button>
      <SelectedExport download={exportStaffOrders} param="orderNumbers" sort={sort} selection={selection} name="orders" />
      <BulkConfirm
        opened={open}
        title={t('order-desk.bulk.title')}
        question={t('order-desk.bulk.question', { count, status })}
        confirmLabel={t('order-desk.bulk.confirm', { count })}
        busy={move.isPending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      >
        <Stack gap="sm">
          <Select
            label={t('order-desk.bulk.status')}
            description={t('order-desk.bulk.status-hint')}
            data={BULK_ORDER_STATUSES.map((s) => ({ value: String(s), label: t(`order-desk.status.${s}`) }))}
            value={String(values.status)}
            onChange={(value) => value && set({ status: Number(value) as BulkOrderStatus })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
          {values.status === ORDER_STATUS.confirmed && (
            <TextInput
              label={t('order-desk.next.promise-week')}
              description={t('order-desk.next.promise-week-hint')}
              required
              maxLength={8}
              value={values.promiseWeek}
              error={errors['promiseWeek']}
              onChange={(e) => set({ promiseWeek: e.currentTarget.value })}
            />
          )}
          {values.status === ORDER_STATUS.cancelled && (
            <>
              <Textarea
                label={t('order-desk.bulk.reason')}
                required
                maxLength={MAX_CANCEL_REASON_LENGTH}
                value={values.reason}
                error={errors['reason']}
                onChange={(e) => set({ reason: e.currentTarget.value })}
              />
              <Textarea
                label={t('order-desk.bulk.message')}
                maxLength={MAX_CANCEL_REASON_LENGTH}
                value={values.messageToDealer}
                error={errors['messageToDealer']}
                onChange={(e) => set({ messageToDealer: e.currentTarget.value })}
              />
            </>
          )}
        </Stack>
      </BulkConfirm>
    </BulkBar>
  );
}
