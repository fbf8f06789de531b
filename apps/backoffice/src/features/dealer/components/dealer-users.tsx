import { Alert, Badge, Button, Group, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCESS_LEVELS, type AccessLevel } from '@portal/contracts/common';
import type { InvitationResponse } from '@portal/contracts/invitations';
import type { StaffCustomerDetail, StaffUser } from '@portal/contracts/staff-dealer';
import { exportPersonalData } from '@portal/contracts/staff-people';
import { VIEW_AS_ROLES, VIEW_AS_SESSION_MINUTES } from '@portal/contracts/view-as';
import { Link } from 'react-router';
import { InvitationLink, InviteUserModal, TableScroller, useLanguage } from '@portal/ui';
import { formatDate } from '@portal/ui/format';
import { mayUse, useStaffMe } from '../../../lib/staff';
import { useInviteUser, useResendInvitation, useSetAccessLevel, useSetUserActive, useStartViewAs } from '../api/dealers';
import { ConfirmDialog } from '../../../components/list-page';
import { SavedNotice } from '../../../components/form-parts';
import { INVITE_LEVELS, LEVEL_KEY, mayResendLink, userName, userRefusalKey, userState } from '../dealer-logic';
import { UserDetailsModal } from './user-details-modal';

/** Where a user stands: signs in, has no access, invited (until when), link expired, or deactivated. */
function UserState({ user }: { user: StaffUser }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const state = userState(user);
  return (
    <Badge variant="light" color={state.color}>
      {state.invitedUntil ? t(state.key, { date: formatDate(new Date(state.invitedUntil), language) }) : t(state.key)}
    </Badge>
  );
}

/** A dealer's users: invite, pass on a new link, set the name and numbers, change the level, deactivate and activate; or only read them. */
export function DealerUsers({ dealer, readOnly = false }: { dealer: StaffCustomerDetail; readOnly?: boolean }) {
  const { t } = useTranslation();
  const invite = useInviteUser(dealer.customerNumber);
  const [inviting, setInviting] = useState(false);
  const [link, setLink] = useState<InvitationResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const resend = useResendInvitation(dealer.customerNumber);
  const setActive = useSetUserActive(dealer.customerNumber);
  const setLevel = useSetAccessLevel(dealer.customerNumber);
  const [editing, setEditing] = useState<StaffUser | null>(null);
  // Export and erasure are the back-office admins' (the API refuses the rest).
  const roles = useStaffMe().data?.roles;
  const personalData = mayUse(roles, exportPersonalData.staffRoles ?? []);
  // Customer service and sales administration see the portal as a user would, read-only (ADR 0088).
  const viewAs = mayUse(roles, VIEW_AS_ROLES);
  const startViewAs = useStartViewAs(dealer.customerNumber);
  const [viewing, setViewing] = useState<StaffUser | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const actions = !readOnly || personalData || viewAs;

  const refused = (error: unknown) => setProblem(t(userRefusalKey(error)));
  const act = () => {
    setProblem(null);
    setLink(null);
    setOpened(null);
  };
  const view = (user: StaffUser) =>
    startViewAs.mutate(user.contactId, {
      onSuccess: ({ link: portal }) => {
        // Its own tab with nothing of this one: no opener, no copy of this tab's session storage.
        window.open(portal, '_blank', 'noopener,noreferrer');
        setViewing(null);
        setOpened(userName(user));
      },
      onError: () => {
        setViewing(null);
        setProblem(t('dealers.users.view-as-failed'));
      },
    });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="dealer-users">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="dealer-users">
          {t('dealers.users.title')}
        </Title>
        {!readOnly && (
          <Button variant="light" leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => (act(), setInviting(true))}>
            {t('dealers.users.invite')}
          </Button>
        )}
      </Group>
      <Stack gap="sm">
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {link && <InvitationLink invitation={link} />}
        <SavedNotice text={opened !== null && t('dealers.users.view-as-opened', { name: opened })} />
        {dealer.userList.length === 0 ? (
          <Text c="dimmed">{t('dealers.users.none')}</Text>
        ) : (
          <TableScroller minWidth={actions ? 880 : 640} label={t('dealers.users.title')}>
            <Table aria-labelledby="dealer-users" verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('dealers.users.name')}</Table.Th>
                  <Table.Th scope="col">{t('dealers.users.email')}</Table.Th>
                  <Table.Th scope="col">{t('dealers.users.numbers')}</Table.Th>
                  <Table.Th scope="col">{t('dealers.users.level')}</Table.Th>
                  <Table.Th scope="col">{t('dealers.column.status')}</Table.Th>
                  {actions && <Table.Th scope="col">{t('dealers.users.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {dealer.userList.map((u) => {
                  const name = userName(u);
                  return (
                    <Table.Tr key={u.contactId}>
                      <Table.Td>{name}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{u.email}</Table.Td>
                      <Table.Td>{[u.phone, u.mobile].filter(Boolean).join(', ') || '–'}</Table.Td>
                      <Table.Td>
                        {readOnly ? (
                          t(LEVEL_KEY[u.accessLevel])
                        ) : (
                          <NativeSelect
                            aria-label={t('dealers.users.level-of', { name })}
                            value={u.accessLevel}
                            disabled={setLevel.isPending}
                            data={ACCESS_LEVELS.map((level) => ({ value: level, label: t(LEVEL_KEY[level]) }))}
                            onChange={(e) => {
                              act();
                              setLevel.mutate(
                                { contactId: u.contactId, accessLevel: e.currentTarget.value as AccessLevel },
                                { onError: refused },
                              );
                            }}
                          />
                        )}
                      </Table.Td>
                      <Table.Td>
                        <UserState user={u} />
                      </Table.Td>
                      {actions && (
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            {viewAs && u.active && u.accessLevel !== 'none' && (
                              <Button
                                size="compact-sm"
                                variant="light"
                                aria-label={t('dealers.users.view-as-of', { name })}
                                onClick={() => (act(), setViewing(u))}
                              >
                                {t('dealers.users.view-as')}
                              </Button>
                            )}
                            {personalData && (
                              <Button
                                size="compact-sm"
                                variant="light"
                                component={Link}
                                to={`/dealers/${encodeURIComponent(dealer.customerNumber)}/users/${u.contactId}/personal-data`}
                                aria-label={t('dealers.users.personal-data-of', { name })}
                              >
                                {t('dealers.users.personal-data')}
                              </Button>
                            )}
                            {!readOnly && (
                              <>
                                <Button
                                  size="compact-sm"
                                  variant="light"
                                  aria-label={t('dealers.users.details-of', { name })}
                                  onClick={() => (act(), setEditing(u))}
                                >
                                  {t('dealers.users.details')}
                                </Button>
                                {mayResendLink(u) && (
                                  <Button
                                    size="compact-sm"
                                    variant="light"
                                    aria-label={t('dealers.users.new-link-for', { name })}
                                    loading={resend.isPending && resend.variables === u.contactId}
                                    onClick={() => (act(), resend.mutate(u.contactId, { onSuccess: setLink, onError: refused }))}
                                  >
                                    {t('dealers.users.new-link')}
                                  </Button>
                                )}
                                <Button
                                  size="compact-sm"
                                  variant="default"
                                  aria-label={t(u.active ? 'dealers.users.deactivate-user' : 'dealers.users.activate-user', { name })}
                                  loading={setActive.isPending && setActive.variables?.contactId === u.contactId}
                                  onClick={() => (
                                    act(),
                                    setActive.mutate({ contactId: u.contactId, active: !u.active }, { onError: refused })
                                  )}
                                >
                                  {t(u.active ? 'dealers.users.deactivate' : 'dealers.users.activate')}
                                </Button>
                              </>
                            )}
                          </Group>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </TableScroller>
        )}
      </Stack>
      <ConfirmDialog
        opened={viewing !== null}
        title={t('dealers.users.view-as-title', { name: viewing ? userName(viewing) : '' })}
        text={t('dealers.users.view-as-text', {
          name: viewing ? userName(viewing) : '',
          email: viewing?.email ?? '',
          minutes: VIEW_AS_SESSION_MINUTES,
        })}
        confirmLabel={t('dealers.users.view-as-confirm', { name: viewing ? userName(viewing) : '' })}
        cancelLabel={t('dealers.users.view-as-cancel')}
        closeLabel={t('dealers.users.details-close')}
        busy={startViewAs.isPending}
        onConfirm={() => viewing && view(viewing)}
        onClose={() => setViewing(null)}
      />
      <UserDetailsModal customerNumber={dealer.customerNumber} user={editing} onClose={() => setEditing(null)} />
      <InviteUserModal
        opened={inviting}
        onClose={() => setInviting(false)}
        title={t('dealers.users.invite-title', { customerNumber: dealer.customerNumber })}
        levels={INVITE_LEVELS.map((level) => ({ value: level, label: t(LEVEL_KEY[level]) }))}
        onInvite={(request) => invite.mutateAsync(request)}
      />
    </Paper>
  );
}
