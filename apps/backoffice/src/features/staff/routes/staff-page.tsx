import { Badge, Group, Modal, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '@portal/contracts/staff-admin';
import { InvitationLink, Page, type DataTableColumn } from '@portal/ui';
import { ListAction, ListNotice, ListToolbar } from '../../../components/list-page';
import { WholeTable } from '../../../components/queue-table';
import { useStaffAccountChanges, useStaffAccounts } from '../api/administration';
import { StaffForm } from '../components/staff-form';
import { accountName as nameOf, accountState } from '../staff-logic';

type Created = { email: string; expiresAt: string; link: string };

/** The manufacturer's staff with their roles: added with a one-time link, changed, deactivated. */
export function StaffPage() {
  const { t } = useTranslation();
  const accounts = useStaffAccounts();
  const changes = useStaffAccountChanges();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const [editing, setEditing] = useState<StaffAccount | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const state = (a: StaffAccount) => {
    const { color, key } = accountState(a);
    return (
      <Badge variant="light" color={color}>
        {t(key)}
      </Badge>
    );
  };

  const columns: DataTableColumn<StaffAccount>[] = [
    { key: 'name', header: t('staff-admin.name'), card: 'title', cell: nameOf, sortValue: nameOf },
    {
      key: 'email',
      header: t('staff-admin.email'),
      card: 'meta',
      cell: (a) => <span style={{ overflowWrap: 'anywhere' }}>{a.email}</span>,
      sortValue: (a) => a.email,
    },
    {
      key: 'roles',
      header: t('staff-admin.roles'),
      card: 'detail',
      cell: (a) => (
        <Group gap={4} component="span" display="inline-flex">
          {a.roles.map((role) => (
            <Badge key={role} variant="outline">
              {t(`roles.${role}`)}
            </Badge>
          ))}
        </Group>
      ),
    },
    { key: 'status', header: t('staff-admin.status'), card: 'status', nowrap: true, cell: state },
  ];

  return (
    <Page title={t('staff-admin.title')}>
      <ListToolbar
        action={
          <ListAction icon={IconUserPlus} onClick={() => (setSaved(null), setCreated(null), setAdding(true))}>
            {t('staff-admin.add')}
          </ListAction>
        }
      />
      <ListNotice notice={saved ? { ok: true, text: saved } : null} />
      {created && <InvitationLink invitation={created} />}
      <WholeTable
        query={accounts}
        errorKey="staff-admin.error"
        label={t('staff-admin.title')}
        columns={columns}
        rowKey={(a) => a.id}
        emptyText={t('staff-admin.empty')}
        searchAccessors={[nameOf, (a) => a.email]}
        rowActions={(a) => [
          {
            key: 'edit',
            label: t('staff-admin.edit'),
            ariaLabel: t('staff-admin.edit-for', { name: nameOf(a) }),
            dialog: true,
            onClick: () => (setSaved(null), setCreated(null), setEditing(a)),
          },
        ]}
        actionsHeader={t('staff-admin.actions')}
        rowName={nameOf}
      />

      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title={t('staff-admin.add')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('staff-admin.close') }}
      >
        <Stack>
          <Text size="sm">{t('staff-admin.add-hint')}</Text>
          <StaffForm
            onCancel={() => setAdding(false)}
            onSave={(request) =>
              changes.create.mutateAsync(request).then((answer) => {
                setAdding(false);
                setCreated({ email: answer.account.email, expiresAt: answer.expiresAt, link: answer.link });
              })
            }
          />
        </Stack>
      </Modal>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('staff-admin.edit-title', { name: editing ? nameOf(editing) : '' })}
        size="lg"
        closeButtonProps={{ 'aria-label': t('staff-admin.close') }}
      >
        {editing && (
          <StaffForm
            account={editing}
            onCancel={() => setEditing(null)}
            onSave={(request) =>
              changes.update.mutateAsync({ staffId: editing.id, body: request }).then((account) => {
                setEditing(null);
                setSaved(t('staff-admin.saved', { name: nameOf(account) }));
              })
            }
          />
        )}
      </Modal>
    </Page>
  );
}
