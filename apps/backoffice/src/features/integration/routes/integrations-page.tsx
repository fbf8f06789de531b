import { Anchor, Badge, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IntegrationClient } from '@portal/contracts/staff-integration-clients';
import { Page, useLanguage, type DataTableColumn } from '@portal/ui';
import { LOCALE_TAG } from '@portal/ui/languages';
import { FormActions } from '../../../components/form-parts';
import { ConfirmDialog, ListAction, ListNotice, ListToolbar, type Notice } from '../../../components/list-page';
import { WholeTable } from '../../../components/queue-table';
import { useIntegrationClientChanges, useIntegrationClients } from '../api/clients';
import { clientState, DEFAULT_ROTATION_GRACE_HOURS, graceHours, MAX_ROTATION_GRACE_HOURS } from '../client-logic';
import { ClientForm } from '../components/client-form';
import { ClientSecret } from '../components/client-secret';
import { InvoicingSetting } from '../components/invoicing-setting';

type Shown = { name: string; clientId: string; clientSecret: string | null; previousSecretValidUntil?: string };

/**
 * Integrations: the machine clients (ERP, CRM) that call the integration API. Created with the scopes they may
 * hold (the secret shown once), rotated with a grace period for the old secret, revoked after a second
 * confirmation. Webhooks have a page of their own, linked from here; below the clients, whether the ERP makes the
 * invoices.
 */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const clients = useIntegrationClients();
  const changes = useIntegrationClientChanges();
  const [adding, setAdding] = useState(false);
  const [rotating, setRotating] = useState<IntegrationClient | null>(null);
  const [grace, setGrace] = useState(String(DEFAULT_ROTATION_GRACE_HOURS));
  const [revoking, setRevoking] = useState<IntegrationClient | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const time = new Intl.DateTimeFormat(LOCALE_TAG[language], { dateStyle: 'medium', timeStyle: 'short' });
  const fresh = () => (setNotice(null), setShown(null));
  const hours = graceHours(grace);

  const rotate = () => {
    if (!rotating || hours === null) return;
    const client = rotating;
    changes.rotate.mutate(
      { clientId: client.clientId, graceHours: hours },
      {
        onSuccess: (answer) => (setRotating(null), setShown({ ...answer, name: client.name })),
        onError: () => (setRotating(null), setNotice({ ok: false, text: t('integration.rotate-failed') })),
      },
    );
  };
  const revoke = () => {
    if (!revoking) return;
    const client = revoking;
    changes.revoke.mutate(client.clientId, {
      onSuccess: () => (setRevoking(null), setNotice({ ok: true, text: t('integration.revoked', { name: client.name }) })),
      onError: () => (setRevoking(null), setNotice({ ok: false, text: t('integration.revoke-failed') })),
    });
  };

  const columns: DataTableColumn<IntegrationClient>[] = [
    { key: 'name', header: t('integration.name'), card: 'title', cell: (c) => c.name, sortValue: (c) => c.name },
    {
      key: 'clientId',
      header: t('integration.client-id'),
      card: 'detail',
      cell: (c) => (
        <Text ff="monospace" size="sm">
          {c.clientId}
        </Text>
      ),
    },
    { key: 'scopes', header: t('integration.scopes'), card: 'detail', secondary: true, cell: (c) => c.scopes.join(', ') },
    {
      key: 'expires',
      header: t('integration.expires'),
      card: 'detail',
      nowrap: true,
      cell: (c) => (c.expiresAt ? time.format(new Date(c.expiresAt)) : t('integration.never')),
    },
    {
      key: 'state',
      header: t('integration.state.label'),
      card: 'status',
      nowrap: true,
      cell: (c) => {
        const state = clientState(c);
        return (
          <Badge variant="light" color={state.color}>
            {t(state.key)}
          </Badge>
        );
      },
    },
  ];

  return (
    <Page title={t('integration.title')}>
      <Group justify="space-between" align="baseline">
        <Text size="sm">{t('integration.intro')}</Text>
        <Anchor component={Link} to="/integrations/webhooks">
          {t('integration.webhooks-link')}
        </Anchor>
      </Group>
      <ListToolbar
        action={
          <ListAction icon={IconPlugConnected} onClick={() => (fresh(), setAdding(true))}>
            {t('integration.add')}
          </ListAction>
        }
      />
      <ListNotice notice={notice} />
      {shown && <ClientSecret secret={shown} name={shown.name} onDone={() => setShown(null)} />}
      <WholeTable
        query={clients}
        errorKey="integration.error"
        label={t('integration.title')}
        columns={columns}
        rowKey={(c) => c.clientId}
        emptyText={t('integration.empty')}
        rowActions={(c) =>
          c.state === 'revoked'
            ? []
            : [
                ...(c.hasSecret
                  ? [
                      {
                        key: 'rotate',
                        label: t('integration.rotate'),
                        ariaLabel: t('integration.rotate-for', { name: c.name }),
                        dialog: true,
                        onClick: () => (fresh(), setGrace(String(DEFAULT_ROTATION_GRACE_HOURS)), setRotating(c)),
                      },
                    ]
                  : []),
                {
                  key: 'revoke',
                  label: t('integration.revoke'),
                  ariaLabel: t('integration.revoke-for', { name: c.name }),
                  dialog: true,
                  onClick: () => (fresh(), setRevoking(c)),
                },
              ]
        }
        actionsHeader={t('integration.actions')}
        rowName={(c) => c.name}
      />

      <InvoicingSetting />

      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title={t('integration.add')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('integration.close') }}
      >
        <ClientForm
          onCancel={() => setAdding(false)}
          onSave={(request) =>
            changes.create.mutateAsync(request).then((answer) => {
              setAdding(false);
              setShown({ ...answer, name: request.name });
            })
          }
        />
      </Modal>
      <Modal
        opened={rotating !== null}
        onClose={() => setRotating(null)}
        title={t('integration.rotate-title')}
        closeButtonProps={{ 'aria-label': t('integration.close') }}
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            rotate();
          }}
        >
          <Stack>
            <Text size="sm">{t('integration.rotate-confirm', { name: rotating?.name ?? '' })}</Text>
            <TextInput
              label={t('integration.grace')}
              description={t('integration.grace-hint', { max: MAX_ROTATION_GRACE_HOURS })}
              inputMode="decimal"
              value={grace}
              onChange={(e) => setGrace(e.currentTarget.value)}
              error={hours === null ? t('integration.validation.grace', { max: MAX_ROTATION_GRACE_HOURS }) : undefined}
            />
            <FormActions
              submit={t('integration.rotate')}
              busy={changes.rotate.isPending}
              cancel={{ label: t('integration.cancel'), onClick: () => setRotating(null) }}
            />
          </Stack>
        </form>
      </Modal>
      <ConfirmDialog
        opened={revoking !== null}
        title={t('integration.revoke-title')}
        text={t('integration.revoke-confirm', { name: revoking?.name ?? '' })}
        confirmLabel={t('integration.revoke')}
        cancelLabel={t('integration.cancel')}
        closeLabel={t('integration.close')}
        busy={changes.revoke.isPending}
        onConfirm={revoke}
        onClose={() => setRevoking(null)}
      />
    </Page>
  );
}
