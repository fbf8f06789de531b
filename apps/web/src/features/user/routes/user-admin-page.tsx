import { Alert, Badge, Button, Group, NativeSelect, Skeleton, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconPencil, IconSearch, IconUserPlus } from '@tabler/icons-react';
import type { AccessLevel } from '@portal/contracts/common';
import type { AccountUser } from '@portal/contracts/user';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { Link } from 'react-router';
import { WEB_ROUTES } from '@portal/contracts/app-routes';
import { ErrorNotice, InvitationLink, InviteUserModal, Page, TableScroller, useErrorDialog, useLanguage } from '@portal/ui';
import { formatDate } from '@portal/ui/format';
import { ApiError } from '@portal/ui/auth';
import { AdminsOnly } from '../../../components/admins-only';
import { usePortalUser } from '../../../lib/use-portal-user';
import { useSaveAccessLevels } from '../api/add-or-update-as-admin';
import { useInviteColleague, useResendInvitation, useSetColleagueActive } from '../api/colleagues';
import { useAccessLevelHistory } from '../api/get-access-level-history';
import { useUsersForAccount } from '../api/get-users-for-account';
import {
  changesToSave,
  draftFrom,
  filterUsers,
  historyLevelKey,
  isAccessLevel,
  isInactive,
  isMe,
  isUserState,
  LEVEL_CHOICES,
  levelLabelKey,
  levelOf,
  NO_FILTER,
  USER_STATES,
  type Me,
  type UserFilter,
} from '../users-logic';

/** /user-admin: the colleagues' access levels (spec 001 §2, §4). Portal Admins only; anyone else reads whom the page is for. */
export function UserAdminPage() {
  const user = usePortalUser();
  if (!user?.isPortalAdmin) return <AdminsOnly />;
  return <UserAdmin me={{ subject: user.subject, email: user.email }} canEdit={user.isPortalAdmin} />;
}

function UserAdmin({ me, canEdit }: { me: Me; canEdit: boolean }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const { showError } = useErrorDialog();
  const users = useUsersForAccount();
  const save = useSaveAccessLevels();
  // null while read-only; in edit mode every user's chosen level.
  const [draft, setDraft] = useState<Record<string, AccessLevel> | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const [inviting, setInviting] = useState(false);
  const invite = useInviteColleague();
  const resend = useResendInvitation();
  const setActive = useSetColleagueActive();
  const [filter, setFilter] = useState<UserFilter>(NO_FILTER);
  const list = users.data?.value;
  const shown = list && filterUsers(list, filter);
  const editing = draft !== null && list !== undefined;

  const edit = () => {
    if (!list) return;
    setSaved(null);
    setDraft(draftFrom(list));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!list || !draft) return;
    const changes = changesToSave(list, draft, me);
    if (changes.length === 0) {
      setDraft(null);
      return;
    }
    save.mutate(changes, {
      onSuccess: (count) => {
        setDraft(null);
        setSaved(count);
        // The caller's own level changed: a new token carries it, so menu and routes follow.
        if (changes.some((c) => c.self)) void auth.signinSilent().catch(() => undefined);
      },
      onError: (error) => showError(error instanceof ApiError && error.key ? { textKey: error.key, error } : { error }),
    });
  };

  const onActionError = (error: unknown) => showError(error instanceof ApiError && error.key ? { textKey: error.key, error } : { error });
  const actions: RowActions = {
    resend: (u) => resend.mutate(u.contactid, { onError: onActionError }),
    setActive: (u, active) => setActive.mutate({ contactId: u.contactid, active }, { onError: onActionError }),
    busy: resend.isPending || setActive.isPending,
  };

  return (
    <Page title={t('menu.user-admin')}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text maw={720}>{t('users.intro')}</Text>
        <Group gap="sm">
          <Button component={Link} to={WEB_ROUTES.approvalLimits} variant="default">
            {t('approvals.limits.link')}
          </Button>
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
            {t('users.invite.open')}
          </Button>
        </Group>
      </Group>
      <InviteUserModal
        opened={inviting}
        onClose={() => setInviting(false)}
        title={t('users.invite.title')}
        levels={LEVEL_CHOICES.filter((level) => level !== 'none').map((level) => ({ value: level, label: t(levelLabelKey(level)) }))}
        onInvite={(request) => invite.mutateAsync(request)}
      />
      <div role="status">
        {saved !== null && (
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
            {t('users.saved', { count: saved })}
          </Alert>
        )}
      </div>
      {resend.data && <InvitationLink invitation={resend.data} />}

      {users.isError && !list ? (
        <ErrorNotice titleKey="users.load-error" onRetry={() => void users.refetch()} error={users.error} />
      ) : !list || !shown ? (
        <Stack gap="xs" aria-busy>
          <VisuallyHidden role="status">{t('users.loading')}</VisuallyHidden>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={28} radius="sm" />
          ))}
        </Stack>
      ) : (
        <form onSubmit={submit} aria-label={t('users.form')}>
          <Stack gap="md">
            <UserFilters filter={filter} onChange={setFilter} />
            <Text size="sm" c="dimmed" role="status">
              {t('users.filter.count', { shown: shown.length, count: list.length })}
            </Text>
            <TableScroller minWidth={760} label={t('users.table')}>
              <Table verticalSpacing="sm" layout="fixed" aria-label={t('users.table')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col" w="24%">
                      {t('users.column.name')}
                    </Table.Th>
                    <Table.Th scope="col" w="28%">
                      {t('users.column.email')}
                    </Table.Th>
                    <Table.Th scope="col">{t('users.column.level')}</Table.Th>
                    <Table.Th scope="col" w="22%">
                      {t('users.column.actions')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={4}>
                        <Text c="dimmed">{t('users.empty')}</Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {shown.map((u) => (
                    <UserRow
                      key={u.contactid}
                      user={u}
                      isSelf={isMe(u, me)}
                      level={editing ? (draft[u.contactid] ?? levelOf(u.userrole)) : null}
                      onChange={(level) => setDraft((d) => d && { ...d, [u.contactid]: level })}
                      disabled={save.isPending}
                      actions={editing ? null : actions}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroller>

            {canEdit && (
              <Group justify="flex-end">
                {editing ? (
                  <>
                    <Button variant="default" onClick={() => setDraft(null)} disabled={save.isPending}>
                      {t('users.cancel')}
                    </Button>
                    <Button type="submit" loading={save.isPending}>
                      {t('users.submit')}
                    </Button>
                  </>
                ) : (
                  <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={edit}>
                    {t('users.edit')}
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        </form>
      )}
      <LevelHistory />
    </Page>
  );
}

/** Search by name or e-mail, and narrow by level and state; in edit mode the hidden users keep their draft. */
function UserFilters({ filter, onChange }: { filter: UserFilter; onChange: (filter: UserFilter) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('users.filter.search')}
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filter.search}
        onChange={(event) => onChange({ ...filter, search: event.currentTarget.value })}
        miw={240}
      />
      <NativeSelect
        label={t('users.filter.level')}
        value={filter.level}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ ...filter, level: isAccessLevel(value) ? value : 'all' });
        }}
        data={[
          { value: 'all', label: t('users.filter.all-levels') },
          ...LEVEL_CHOICES.map((level) => ({ value: level, label: t(levelLabelKey(level)) })),
        ]}
      />
      <NativeSelect
        label={t('users.filter.state')}
        value={filter.state}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ ...filter, state: isUserState(value) ? value : 'all' });
        }}
        data={USER_STATES.map((state) => ({ value: state, label: t(`users.filter.states.${state}`) }))}
      />
    </Group>
  );
}

/** Who changed whose level, when, from what to what: the changes the company's Portal Admins made. */
function LevelHistory() {
  const { t } = useTranslation();
  const language = useLanguage();
  const history = useAccessLevelHistory();
  const entries = history.data?.value;
  return (
    <Stack gap="xs" component="section" aria-labelledby="level-history">
      <Title order={2} size="h3" id="level-history">
        {t('users.history.title')}
      </Title>
      {history.isError && !entries ? (
        <ErrorNotice titleKey="users.history.load-error" onRetry={() => void history.refetch()} error={history.error} />
      ) : !entries ? (
        <Skeleton height={28} radius="sm" />
      ) : entries.length === 0 ? (
        <Text c="dimmed">{t('users.history.empty')}</Text>
      ) : (
        <TableScroller minWidth={640} label={t('users.history.title')}>
          <Table verticalSpacing="xs" aria-labelledby="level-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('users.history.when')}</Table.Th>
                <Table.Th scope="col">{t('users.history.user')}</Table.Th>
                <Table.Th scope="col">{t('users.history.change')}</Table.Th>
                <Table.Th scope="col">{t('users.history.by')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((e, i) => (
                <Table.Tr key={`${e.changedAt}-${e.contactId}-${i}`}>
                  <Table.Td>{formatDate(new Date(e.changedAt), language)}</Table.Td>
                  <Table.Td>{e.name}</Table.Td>
                  <Table.Td>{t('users.history.from-to', { from: t(historyLevelKey(e.from)), to: t(historyLevelKey(e.to)) })}</Table.Td>
                  <Table.Td>
                    {e.changedBy.manufacturer ? t('users.history.by-manufacturer', { name: e.changedBy.name }) : e.changedBy.name}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      )}
    </Stack>
  );
}

type UserRowProps = {
  user: AccountUser;
  isSelf: boolean;
  /** The level chosen in edit mode; null when read-only. */
  level: AccessLevel | null;
  onChange: (level: AccessLevel) => void;
  disabled: boolean;
  /** Invitation and deactivation, offered while the levels are not being edited. */
  actions: RowActions | null;
};

type RowActions = { resend: (user: AccountUser) => void; setActive: (user: AccountUser, active: boolean) => void; busy: boolean };

/** A user without an access level is greyed out (spec 001 §4), and says so in words. */
function UserRow({ user, isSelf, level, onChange, disabled, actions }: UserRowProps) {
  const { t } = useTranslation();
  const inactive = isInactive(user.userrole) || !user.active;
  return (
    <Table.Tr c={inactive ? 'dimmed' : undefined} data-inactive={inactive || undefined} fs={inactive ? 'italic' : undefined}>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Text inherit>{user.fullname}</Text>
          {isSelf && (
            <Badge size="sm" variant="default" radius="sm">
              {t('users.you')}
            </Badge>
          )}
          {!user.active && (
            <Badge size="sm" color="gray" radius="sm">
              {t('users.status.deactivated')}
            </Badge>
          )}
          {user.active && user.invited && (
            <Badge size="sm" color="blue" variant="light" radius="sm">
              {t('users.status.invited')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>{user.email}</Table.Td>
      <Table.Td>
        {level === null ? (
          t(levelLabelKey(levelOf(user.userrole)))
        ) : (
          <NativeSelect
            aria-label={t('users.level-for', { name: user.fullname })}
            value={level}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isAccessLevel(value)) onChange(value);
            }}
            data={LEVEL_CHOICES.map((choice) => ({ value: choice, label: t(levelLabelKey(choice)) }))}
            disabled={disabled}
            maw={280}
          />
        )}
      </Table.Td>
      <Table.Td>
        {actions && !isSelf && (
          <Group gap="xs" wrap="nowrap">
            {user.active && user.invited && (
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => actions.resend(user)}
                disabled={actions.busy}
                aria-label={t('users.action.resend-for', { name: user.fullname })}
              >
                {t('users.action.resend')}
              </Button>
            )}
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => actions.setActive(user, !user.active)}
              disabled={actions.busy}
              aria-label={t(user.active ? 'users.action.deactivate-for' : 'users.action.activate-for', { name: user.fullname })}
            >
              {t(user.active ? 'users.action.deactivate' : 'users.action.activate')}
            </Button>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
