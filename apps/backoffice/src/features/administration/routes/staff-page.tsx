import { Alert, Badge, Button, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '@portal/contracts/staff-admin';
import { ErrorNotice, InvitationLink, Page } from '@portal/ui';
import { useStaffAccountChanges, useStaffAccounts } from '../api/administration';
import { StaffForm } from '../components/staff-form';

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

  const state = (a: StaffAccount) =>
    !a.active ? (
      <Badge variant="light" color="gray">
        {t('staff-admin.inactive')}
      </Badge>
    ) : a.hasPassword ? (
      <Badge variant="light" color="green">
        {t('staff-admin.signs-in')}
      </Badge>
    ) : (
      <Badge variant="light" color="blue">
        {t('staff-admin.invited')}
      </Badge>
    );

  return (
    <Page title={t('staff-admin.title')}>
      <Group justify="flex-end">
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => (setSaved(null), setCreated(null), setAdding(true))}>
          {t('staff-admin.add')}
        </Button>
      </Group>
      <div role="status">
        {saved && (
          <Alert color="green" variant="light">
            {saved}
          </Alert>
        )}
      </div>
      {created && <InvitationLink invitation={created} />}
      {accounts.error ? (
        <ErrorNotice titleKey="staff-admin.error" onRetry={() => void accounts.refetch()} />
      ) : !accounts.data ? (
        <Skeleton height={200} />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label={t('staff-admin.title')} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('staff-admin.name')}</Table.Th>
                <Table.Th scope="col">{t('staff-admin.email')}</Table.Th>
                <Table.Th scope="col">{t('staff-admin.roles')}</Table.Th>
                <Table.Th scope="col">{t('staff-admin.status')}</Table.Th>
                <Table.Th scope="col">{t('staff-admin.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {accounts.data.items.map((a) => {
                const name = `${a.firstName} ${a.lastName}`;
                return (
                  <Table.Tr key={a.id}>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{a.email}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {a.roles.map((role) => (
                          <Badge key={role} variant="outline">
                            {t(`roles.${role}`)}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>{state(a)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => (setSaved(null), setCreated(null), setEditing(a))}
                        aria-label={t('staff-admin.edit-for', { name })}
                      >
                        {t('staff-admin.edit')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

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
        title={t('staff-admin.edit-title', { name: editing ? `${editing.firstName} ${editing.lastName}` : '' })}
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
                setSaved(t('staff-admin.saved', { name: `${account.firstName} ${account.lastName}` }));
              })
            }
          />
        )}
      </Modal>
    </Page>
  );
}
