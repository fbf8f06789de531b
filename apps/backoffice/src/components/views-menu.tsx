import { Button, Checkbox, Group, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconBookmark, IconCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_VIEW_NAME_MAX, type StaffListName, type StaffListView } from '@portal/contracts/staff-views';
import { useListViewChanges, useListViews } from '../lib/list-views';
import { menuViews, showsView } from '../lib/list-views-logic';
import { FailedNotice, FormActions, SavedNotice } from './form-parts';

type Props = {
  list: StaffListName;
  /** The id of the view the address names, if any. */
  activeId: string | null;
  /** What the list shows now: the address's filters and order, and the hidden columns. */
  current: { filters: Record<string, string>; hiddenColumns: string[] };
  /** Applies a view (its filters into the address, its columns as the staff member's), or with null clears the view and filters. */
  onApply: (view: StaffListView | null) => void;
};

type Dialog = { kind: 'new' } | { kind: 'rename'; view: StaffListView } | { kind: 'delete'; view: StaffListView } | null;

/** A list's saved views beside its filters: choose one, save what the list shows as a view, rename or delete one. */
export function ViewsMenu({ list, activeId, current, onApply }: Props) {
  const { t } = useTranslation();
  const views = useListViews(list).data?.items ?? [];
  const { save, remove } = useListViewChanges(list);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const active = views.find((v) => v.id === activeId) ?? null;
  const changed = active !== null && !showsView(active, current.filters, current.hiddenColumns);
  const { own, shared } = menuViews(views);

  const saveView = (id: string | null, name: string, isShared: boolean, body = current) =>
    save.mutate(
      { id, body: { list, name, shared: isShared, filters: body.filters, hiddenColumns: body.hiddenColumns } },
      {
        onSuccess: (view) => {
          setDialog(null);
          setNotice({ ok: true, text: t('list-views.saved', { name: view.name }) });
          onApply(view);
        },
        onError: () => setNotice({ ok: false, text: t('list-views.failed') }),
      },
    );

  const item = (view: StaffListView) => (
    <Menu.Item
      key={view.id}
      onClick={() => (setNotice(null), onApply(view))}
      leftSection={view.id === activeId ? <IconCheck size={14} aria-hidden /> : <span style={{ width: 14 }} />}
      aria-current={view.id === activeId ? 'true' : undefined}
    >
      {view.name}
      {!view.mine && (
        <Text span size="xs" c="dimmed">
          {' '}
          · {t('list-views.shared')} · {t('list-views.by', { name: view.owner.name })}
        </Text>
      )}
    </Menu.Item>
  );

  return (
    <>
      <Menu position="bottom-end" shadow="md" withinPortal>
        <Menu.Target>
          <Button variant="default" leftSection={<IconBookmark size={16} aria-hidden />}>
            {active ? t('list-views.view-active', { name: active.name }) : t('list-views.views')}
            {changed && ` ${t('list-views.changed')}`}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {views.length === 0 && <Menu.Label>{t('list-views.none')}</Menu.Label>}
          {own.length > 0 && <Menu.Label>{t('list-views.own')}</Menu.Label>}
          {own.map(item)}
          {shared.length > 0 && <Menu.Label>{t('list-views.shared-views')}</Menu.Label>}
          {shared.map(item)}
          <Menu.Divider />
          <Menu.Item onClick={() => (setNotice(null), setDialog({ kind: 'new' }))}>{t('list-views.save-new')}</Menu.Item>
          {active?.mayChange && changed && (
            <Menu.Item onClick={() => saveView(active.id, active.name, active.shared)}>
              {t('list-views.save-changes', { name: active.name })}
            </Menu.Item>
          )}
          {active?.mayChange && (
            <Menu.Item onClick={() => (setNotice(null), setDialog({ kind: 'rename', view: active }))}>
              {t('list-views.rename', { name: active.name })}
            </Menu.Item>
          )}
          {active?.mayChange && (
            <Menu.Item color="red" onClick={() => (setNotice(null), setDialog({ kind: 'delete', view: active }))}>
              {t('list-views.delete', { name: active.name })}
            </Menu.Item>
          )}
          {(activeId || Object.keys(current.filters).length > 0) && (
            <Menu.Item onClick={() => (setNotice(null), onApply(null))}>{t('list-views.clear')}</Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <SavedNotice text={notice?.ok && notice.text} />
      <FailedNotice text={notice && !notice.ok && notice.text} />
      <SaveViewDialog
        key={dialog?.kind === 'rename' ? dialog.view.id : (dialog?.kind ?? 'closed')}
        opened={dialog?.kind === 'new' || dialog?.kind === 'rename'}
        view={dialog?.kind === 'rename' ? dialog.view : null}
        busy={save.isPending}
        onClose={() => setDialog(null)}
        onSave={(name, isShared) =>
          dialog?.kind === 'rename'
            ? saveView(dialog.view.id, name, isShared, { filters: dialog.view.filters, hiddenColumns: dialog.view.hiddenColumns })
            : saveView(null, name, isShared)
        }
      />
      <Modal
        opened={dialog?.kind === 'delete'}
        onClose={() => setDialog(null)}
        title={t('list-views.delete-title')}
        closeButtonProps={{ 'aria-label': t('list-views.close') }}
      >
        <Stack>
          <Text>{dialog?.kind === 'delete' && t('list-views.delete-text', { name: dialog.view.name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDialog(null)}>
              {t('list-views.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => {
                if (dialog?.kind !== 'delete') return;
                const { view } = dialog;
                remove.mutate(view.id, {
                  onSuccess: () => {
                    setDialog(null);
                    setNotice({ ok: true, text: t('list-views.deleted', { name: view.name }) });
                    if (view.id === activeId) onApply(null);
                  },
                  onError: () => setNotice({ ok: false, text: t('list-views.failed') }),
                });
              }}
            >
              {t('list-views.delete-confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

type DialogProps = {
  opened: boolean;
  /** The view renamed; null saves what the list shows as a new view. */
  view: StaffListView | null;
  busy: boolean;
  onClose: () => void;
  onSave: (name: string, shared: boolean) => void;
};

function SaveViewDialog({ opened, view, busy, onClose, onSave }: DialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(view?.name ?? '');
  const [shared, setShared] = useState(view?.shared ?? false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) onSave(name.trim(), shared);
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={view ? t('list-views.rename-title') : t('list-views.save-title')}
      closeButtonProps={{ 'aria-label': t('list-views.close') }}
    >
      <form onSubmit={submit}>
        <Stack>
          <TextInput
            label={t('list-views.name')}
            required
            maxLength={LIST_VIEW_NAME_MAX}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
          />
          <Checkbox
            label={t('list-views.share')}
            description={t('list-views.share-hint')}
            checked={shared}
            onChange={(e) => setShared(e.currentTarget.checked)}
          />
          <FormActions submit={t('list-views.save')} busy={busy} cancel={{ label: t('list-views.cancel'), onClick: onClose }} />
        </Stack>
      </form>
    </Modal>
  );
}
