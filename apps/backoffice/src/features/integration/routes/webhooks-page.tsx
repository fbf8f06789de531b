import { Badge, Modal, Text } from '@mantine/core';
import { IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint, WebhookSecretResponse } from '@portal/contracts/integration-webhooks';
import { Page, type DataTableColumn } from '@portal/ui';
import { ConfirmDialog, ListAction, ListNotice, ListToolbar, type Notice } from '../../../components/list-page';
import { WholeTable } from '../../../components/queue-table';
import { useWebhookChanges, useWebhookEndpoints } from '../api/webhooks';
import { WebhookDeliveries } from '../components/webhook-deliveries';
import { WebhookForm } from '../components/webhook-form';
import { WebhookSecret } from '../components/webhook-secret';
import { endpointState } from '../webhook-logic';

type Asking = { kind: 'rotate' | 'delete'; endpoint: WebhookEndpoint } | null;

/**
 * Webhook endpoints (Standard Webhooks): where the portal POSTs the integration events each subscribed to, signed with
 * a secret shown once. Added, changed, turned off and on, rotated and removed here; each with its delivery log.
 */
export function WebhooksPage() {
  const { t } = useTranslation();
  const endpoints = useWebhookEndpoints();
  const changes = useWebhookChanges();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<WebhookEndpoint | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [secret, setSecret] = useState<{ answer: WebhookSecretResponse; url: string } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = endpoints.data?.items.find((e) => e.id === openId) ?? null;

  const fresh = () => (setNotice(null), setSecret(null));

  const toggle = (endpoint: WebhookEndpoint) => {
    fresh();
    changes.update.mutate(
      { id: endpoint.id, body: { enabled: !endpoint.enabled } },
      {
        onSuccess: (after) =>
          setNotice({ ok: true, text: t(after.enabled ? 'webhooks.turned-on' : 'webhooks.turned-off', { url: after.url }) }),
        onError: () => setNotice({ ok: false, text: t('webhooks.save-failed') }),
      },
    );
  };

  const confirm = () => {
    if (!asking) return;
    const { kind, endpoint } = asking;
    if (kind === 'rotate') {
      changes.rotate.mutate(endpoint.id, {
        onSuccess: (answer) => (setAsking(null), setSecret({ answer, url: endpoint.url })),
        onError: () => (setAsking(null), setNotice({ ok: false, text: t('webhooks.rotate-failed') })),
      });
    } else {
      changes.remove.mutate(endpoint.id, {
        onSuccess: () => {
          setAsking(null);
          if (openId === endpoint.id) setOpenId(null);
          setNotice({ ok: true, text: t('webhooks.deleted', { url: endpoint.url }) });
        },
        onError: () => (setAsking(null), setNotice({ ok: false, text: t('webhooks.delete-failed') })),
      });
    }
  };

  const columns: DataTableColumn<WebhookEndpoint>[] = [
    {
      key: 'url',
      header: t('webhooks.url'),
      card: 'title',
      cell: (e) => <span style={{ overflowWrap: 'anywhere' }}>{e.url}</span>,
      sortValue: (e) => e.url,
    },
    { key: 'description', header: t('webhooks.description'), card: 'detail', cell: (e) => e.description || '–' },
    {
      key: 'events',
      header: t('webhooks.events'),
      card: 'detail',
      secondary: true,
      cell: (e) => (
        <Text size="sm" title={e.events.join(', ')}>
          {t('webhooks.event-count', { count: e.events.length })}
        </Text>
      ),
    },
    {
      key: 'state',
      header: t('webhooks.column.state'),
      card: 'status',
      nowrap: true,
      cell: (e) => {
        const state = endpointState(e);
        return (
          <Badge variant="light" color={state.color}>
            {t(state.key)}
          </Badge>
        );
      },
    },
    {
      key: 'backlog',
      header: t('webhooks.column.backlog'),
      card: 'detail',
      align: 'right',
      nowrap: true,
      cell: (e) => e.backlog,
      sortValue: (e) => e.backlog,
    },
  ];

  return (
    <Page title={t('webhooks.title')}>
      <Text size="sm">{t('webhooks.intro')}</Text>
      <ListToolbar
        action={
          <ListAction icon={IconWebhook} onClick={() => (fresh(), setAdding(true))}>
            {t('webhooks.add')}
          </ListAction>
        }
      />
      <ListNotice notice={notice} />
      {secret && <WebhookSecret secret={secret.answer} url={secret.url} onDone={() => setSecret(null)} />}
      <WholeTable
        query={endpoints}
        errorKey="webhooks.error"
        label={t('webhooks.title')}
        columns={columns}
        rowKey={(e) => e.id}
        emptyText={t('webhooks.empty')}
        rowActions={(e) => [
          {
            key: 'deliveries',
            label: t('webhooks.deliveries'),
            ariaLabel: t('webhooks.deliveries-for', { url: e.url }),
            onClick: () => setOpenId(e.id),
          },
          {
            key: 'edit',
            label: t('webhooks.edit'),
            ariaLabel: t('webhooks.edit-for', { url: e.url }),
            dialog: true,
            onClick: () => (fresh(), setEditing(e)),
          },
          {
            key: 'toggle',
            label: t(e.enabled ? 'webhooks.turn-off' : 'webhooks.turn-on'),
            ariaLabel: t(e.enabled ? 'webhooks.turn-off-for' : 'webhooks.turn-on-for', { url: e.url }),
            onClick: () => toggle(e),
          },
          {
            key: 'rotate',
            label: t('webhooks.rotate'),
            ariaLabel: t('webhooks.rotate-for', { url: e.url }),
            dialog: true,
            onClick: () => (fresh(), setAsking({ kind: 'rotate', endpoint: e })),
          },
          {
            key: 'delete',
            label: t('webhooks.delete'),
            ariaLabel: t('webhooks.delete-for', { url: e.url }),
            dialog: true,
            onClick: () => (fresh(), setAsking({ kind: 'delete', endpoint: e })),
          },
        ]}
        actionsHeader={t('webhooks.actions')}
        rowName={(e) => e.url}
      />
      {open && <WebhookDeliveries key={open.id} endpoint={open} />}

      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title={t('webhooks.add')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('webhooks.close') }}
      >
        <WebhookForm
          onCancel={() => setAdding(false)}
          onSave={(request) =>
            changes.create.mutateAsync(request).then((answer) => {
              setAdding(false);
              setSecret({ answer, url: request.url });
              setOpenId(answer.id);
            })
          }
        />
      </Modal>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('webhooks.edit-title')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('webhooks.close') }}
      >
        {editing && (
          <WebhookForm
            endpoint={editing}
            onCancel={() => setEditing(null)}
            onSave={(request) =>
              changes.update.mutateAsync({ id: editing.id, body: request }).then((after) => {
                setEditing(null);
                setNotice({ ok: true, text: t('webhooks.saved', { url: after.url }) });
              })
            }
          />
        )}
      </Modal>
      <ConfirmDialog
        opened={asking !== null}
        title={t(asking?.kind === 'rotate' ? 'webhooks.rotate-title' : 'webhooks.delete-title')}
        text={t(asking?.kind === 'rotate' ? 'webhooks.rotate-confirm' : 'webhooks.delete-confirm', { url: asking?.endpoint.url ?? '' })}
        confirmLabel={t(asking?.kind === 'rotate' ? 'webhooks.rotate' : 'webhooks.delete')}
        cancelLabel={t('webhooks.cancel')}
        closeLabel={t('webhooks.close')}
        busy={changes.rotate.isPending || changes.remove.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </Page>
  );
}
