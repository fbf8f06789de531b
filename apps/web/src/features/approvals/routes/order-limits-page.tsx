import { Alert, Button, Checkbox, Group, Skeleton, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { UserOrderLimit } from '@portal/contracts/approvals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice, Page, TableScroller, useErrorDialog, useLanguage } from '@portal/ui';
import { formatNumberInput } from '@portal/ui/format';
import { AdminsOnly } from '../../../components/admins-only';
import { usePortalUser } from '../../../lib/use-portal-user';
import { useApprovalSettings, useSetApprovalSettings, useSetApprover, useSetOrderLimit } from '../api/approvals';
import { parseLimit } from '../approvals-logic';

/** /approvals/limits: the Portal Admin sets each user's order limit and the approvers (ADR 0079). */
export function OrderLimitsPage() {
  const user = usePortalUser();
  if (!user?.isPortalAdmin) return <AdminsOnly />;
  return <OrderLimits />;
}

function OrderLimits() {
  const { t } = useTranslation();
  const settings = useApprovalSettings();
  const setSetting = useSetApprovalSettings();
  const { showError } = useErrorDialog();
  const [saved, setSaved] = useState(false);
  const data = settings.data;

  return (
    <Page title={t('approvals.limits.title')}>
      <Text maw={720}>{t('approvals.limits.intro')}</Text>
      <div role="status">
        {saved && (
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
            {t('approvals.limits.saved')}
          </Alert>
        )}
      </div>
      {settings.isError ? (
        <ErrorNotice titleKey="approvals.load-error" onRetry={() => void settings.refetch()} error={settings.error} />
      ) : !data ? (
        <Skeleton height={160} radius="sm" />
      ) : (
        <Stack gap="md">
          <Switch
            label={t('approvals.limits.self-approval')}
            description={t('approvals.limits.self-approval-help')}
            checked={data.soleApproverMaySelfApprove}
            disabled={setSetting.isPending}
            onChange={(e) =>
              setSetting.mutate(e.currentTarget.checked, { onSuccess: () => setSaved(true), onError: (error) => showError({ error }) })
            }
          />
          <TableScroller minWidth={640} label={t('approvals.limits.table')}>
            <Table verticalSpacing="sm" aria-label={t('approvals.limits.table')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('approvals.limits.column.name')}</Table.Th>
                  <Table.Th scope="col">{t('approvals.limits.column.limit', { currency: data.currency })}</Table.Th>
                  <Table.Th scope="col">{t('approvals.limits.column.always')}</Table.Th>
                  <Table.Th scope="col">{t('approvals.limits.column.approver')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.users.map((u) => (
                  <UserRow key={u.contactId} user={u} currency={data.currency} onSaved={() => setSaved(true)} />
                ))}
              </Table.Tbody>
            </Table>
          </TableScroller>
        </Stack>
      )}
    </Page>
  );
}

function UserRow({ user, currency, onSaved }: { user: UserOrderLimit; currency: string; onSaved: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { showError } = useErrorDialog();
  const setLimit = useSetOrderLimit();
  const setApprover = useSetApprover();
  const [text, setText] = useState(user.limit === null ? '' : formatNumberInput(user.limit, language));
  const parsed = parseLimit(text, language);
  const changed = parsed !== 'invalid' && parsed !== user.limit;
  const done = { onSuccess: onSaved, onError: (error: unknown) => showError({ error }) };
  const saveLimit = () => {
    if (parsed === 'invalid') return;
    setLimit.mutate({ contactId: user.contactId, limit: parsed, alwaysApprove: user.alwaysApprove }, done);
  };

  return (
    <Table.Tr>
      <Table.Td>{user.name}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            label={t('approvals.limits.limit-of', { name: user.name, currency })}
            labelProps={{ className: 'visually-hidden' }}
            aria-label={t('approvals.limits.limit-of', { name: user.name, currency })}
            placeholder={t('approvals.limits.no-limit')}
            inputMode="decimal"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={parsed === 'invalid' ? t('approvals.limits.invalid') : undefined}
            w={140}
          />
          <Button variant="default" onClick={saveLimit} disabled={!changed} loading={setLimit.isPending}>
            {t('approvals.limits.save')}
          </Button>
        </Group>
      </Table.Td>
      <Table.Td>
        <Checkbox
          label={t('approvals.limits.always-of', { name: user.name })}
          checked={user.alwaysApprove}
          disabled={setLimit.isPending}
          onChange={(e) => setLimit.mutate({ contactId: user.contactId, limit: user.limit, alwaysApprove: e.currentTarget.checked }, done)}
        />
      </Table.Td>
      <Table.Td>
        {user.isPortalAdmin ? (
          <Text size="sm">{t('approvals.limits.admin-approves')}</Text>
        ) : (
          <Checkbox
            label={t('approvals.limits.approver-of', { name: user.name })}
            checked={user.approver}
            disabled={setApprover.isPending}
            onChange={(e) => setApprover.mutate({ contactId: user.contactId, approver: e.currentTarget.checked }, done)}
          />
        )}
      </Table.Td>
    </Table.Tr>
  );
}
