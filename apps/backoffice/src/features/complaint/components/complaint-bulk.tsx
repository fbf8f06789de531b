import { Button, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportStaffComplaints } from '@portal/contracts/staff-complaint';
import { BulkBar, BulkConfirm, SelectedExport, useBulkOutcome } from '../../../components/bulk-bar';
import type { RowSelection, Selectable } from '../../../lib/row-selection';
import { useStaffMe } from '../../../lib/staff';
import { useAssignComplaints, useDeskStaff } from '../api/complaints-desk';
import { bulkAssignee, type BulkAssigneeChoice } from '../complaint-logic';

type Props = { selection: RowSelection; page: readonly Selectable[]; sort: string | undefined };

/** The complaints chosen in the queue: assigned together (to me, a colleague or nobody), or exported. */
export function ComplaintBulkActions({ selection, page, sort }: Props) {
  const { t } = useTranslation();
  const staff = useDeskStaff().data?.items ?? [];
  const me = useStaffMe().data?.id ?? null;
  const assign = useAssignComplaints();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<BulkAssigneeChoice>('me');
  const outcome = useBulkOutcome(selection, () => setOpen(false));
  const count = selection.selection.size;
  const target = bulkAssignee(choice, me);
  const targetName =
    choice === 'me'
      ? t('complaints-desk.bulk.me')
      : choice === 'none'
        ? t('complaints-desk.bulk.nobody')
        : staff.find((s) => s.id === choice)?.name;

  const confirm = () => {
    if (target === undefined) return;
    outcome.clear();
    assign.mutate(
      { incidentIds: [...selection.selection.keys()], staffId: target },
      {
        onSuccess: outcome.done,
      },
    );
  };

  return (
    <BulkBar selection={selection} page={page} result={outcome.result} failed={assign.isError ? t('bulk.failed') : null}>
      <Button onClick={() => (assign.reset(), setOpen(true))}>{t('complaints-desk.bulk.assign')}</Button>
      <SelectedExport download={exportStaffComplaints} param="caseNumbers" sort={sort} selection={selection} name="complaints" />
      <BulkConfirm
        opened={open}
        title={t('complaints-desk.bulk.assign-title')}
        question={t('complaints-desk.bulk.question', { count, name: targetName ?? '' })}
        confirmLabel={t('complaints-desk.bulk.confirm', { count })}
        busy={assign.isPending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      >
        <Select
          label={t('complaints-desk.bulk.assignee')}
          data={[
            { value: 'me', label: t('complaints-desk.bulk.me') },
            ...staff.filter((s) => s.id !== me).map((s) => ({ value: s.id, label: s.name })),
            { value: 'none', label: t('complaints-desk.bulk.nobody') },
          ]}
          value={choice}
          onChange={(value) => value && setChoice(value)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
      </BulkConfirm>
    </BulkBar>
  );
}
