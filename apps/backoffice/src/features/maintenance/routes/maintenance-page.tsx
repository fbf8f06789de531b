import { Alert, Badge, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type StaffMaintenanceWindow } from '@portal/contracts/staff-maintenance';
import { Page, useLanguage, type DataTableColumn } from '@portal/ui';
import { LOCALE_TAG } from '@portal/ui/languages';
import { FailedNotice, FormActions } from '../../../components/form-parts';
import { ListAction, ListToolbar } from '../../../components/list-page';
import { WholeTable } from '../../../components/queue-table';
import { translated, useSay } from '../../../lib/form-messages';
import { useMaintenanceChanges, useMaintenanceWindows } from '../api/maintenance';
import { windowInEffect, windowProblems, windowRequest, windowState, windowValues, type WindowValues } from '../maintenance-logic';

function WindowForm({ window, onDone }: { window: StaffMaintenanceWindow | null; onDone: () => void }) {
  const { t } = useTranslation();
  const say = useSay();
  const { save } = useMaintenanceChanges();
  const [failed, setFailed] = useState(false);
  const [initialValues] = useState(() => windowValues(window));
  const form = useForm<WindowValues>({
    initialValues,
    validate: (v) => translated(windowProblems(v), say),
  });
  const submit = form.onSubmit((v) => {
    setFailed(false);
    save.mutate({ id: window?.id ?? null, body: windowRequest(v) }, { onSuccess: onDone, onError: () => setFailed(true) });
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <TextInput type="datetime-local" label={t('maintenance.from')} required {...form.getInputProps('from')} />
        <TextInput type="datetime-local" label={t('maintenance.to')} required {...form.getInputProps('to')} />
        <Switch
          label={t('maintenance.active')}
          description={t('maintenance.active-hint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <FailedNotice text={failed && t('maintenance.failed')} />
        <FormActions submit={t('maintenance.save')} busy={save.isPending} cancel={{ label: t('maintenance.cancel'), onClick: onDone }} />
      </Stack>
    </form>
  );
}

/** The windows that close ordering in the dealer portal; one in effect shows at the top. */
export function MaintenancePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const windows = useMaintenanceWindows();
  const { remove } = useMaintenanceChanges();
  const [editing, setEditing] = useState<StaffMaintenanceWindow | 'new' | null>(null);
  const time = new Intl.DateTimeFormat(LOCALE_TAG[language], { dateStyle: 'medium', timeStyle: 'short' });
  const windowLabel = (w: StaffMaintenanceWindow) => `${time.format(new Date(w.from))} – ${time.format(new Date(w.to))}`;
  const columns: DataTableColumn<StaffMaintenanceWindow>[] = [
    { key: 'from', header: t('maintenance.from'), card: 'title', cell: (w) => time.format(new Date(w.from)) },
    { key: 'to', header: t('maintenance.to'), card: 'meta', cell: (w) => time.format(new Date(w.to)) },
    {
      key: 'status',
      header: t('maintenance.status'),
      card: 'status',
      nowrap: true,
      cell: (w) => {
        const state = windowState(w);
        return (
          <Badge variant="light" color={state.color}>
            {t(state.key)}
          </Badge>
        );
      },
    },
  ];
  const inEffect = windowInEffect(windows.data?.items);

  return (
    <Page title={t('maintenance.title')}>
      <Text>{t('maintenance.intro')}</Text>
      {inEffect && (
        <Alert color="orange" variant="light" title={t('maintenance.in-effect-title')}>
          {t('maintenance.in-effect', { to: time.format(new Date(inEffect.to)) })}
        </Alert>
      )}
      <ListToolbar action={<ListAction onClick={() => setEditing('new')}>{t('maintenance.add')}</ListAction>} />
      <WholeTable
        query={windows}
        errorKey="maintenance.error"
        label={t('maintenance.title')}
        columns={columns}
        rowKey={(w) => String(w.id)}
        emptyText={t('maintenance.empty')}
        paged={false}
        rowActions={(w) => [
          {
            key: 'edit',
            label: t('maintenance.edit'),
            ariaLabel: t('maintenance.edit-for', { window: windowLabel(w) }),
            dialog: true,
            onClick: () => setEditing(w),
          },
          {
            key: 'delete',
            label: t('maintenance.delete'),
            ariaLabel: t('maintenance.delete-for', { window: windowLabel(w) }),
            loading: remove.isPending && remove.variables === w.id,
            onClick: () => remove.mutate(w.id),
          },
        ]}
        actionsHeader={t('maintenance.actions')}
        rowName={windowLabel}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing === 'new' ? 'maintenance.add' : 'maintenance.edit-title')}
        closeButtonProps={{ 'aria-label': t('maintenance.close') }}
      >
        {editing !== null && <WindowForm window={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Page>
  );
}
