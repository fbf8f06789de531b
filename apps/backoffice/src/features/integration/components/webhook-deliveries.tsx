import { Badge, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery, WebhookEndpoint } from '@portal/contracts/integration-webhooks';
import { useLanguage, type DataTableColumn } from '@portal/ui';
import { LOCALE_TAG } from '@portal/ui/languages';
import { ListAction, ListNotice, type Notice } from '../../../components/list-page';
import { WholeTable } from '../../../components/queue-table';
import { useWebhookBacklog, useWebhookChanges, useWebhookDeliveries } from '../api/webhooks';
import { DELIVERY_COLOR } from '../webhook-logic';

/** An endpoint's delivery log: its backlog, its latest deliveries with the receiver's answers, a resend each, and a test event. */
export function WebhookDeliveries({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const time = new Intl.DateTimeFormat(LOCALE_TAG[language], { dateStyle: 'medium', timeStyle: 'medium' });
  const deliveries = useWebhookDeliveries(endpoint.id);
  const backlog = useWebhookBacklog(endpoint.id);
  const changes = useWebhookChanges();
  const [notice, setNotice] = useState<Notice>(null);

  const sendTest = () => {
    setNotice(null);
    changes.test.mutate(endpoint.id, {
      onSuccess: () => setNotice({ ok: true, text: t('webhooks.test-sent') }),
      onError: () => setNotice({ ok: false, text: t('webhooks.test-failed') }),
    });
  };
  const resend = (d: WebhookDelivery) => {
    setNotice(null);
    changes.resend.mutate(
      { id: endpoint.id, deliveryId: d.id },
      {
        onSuccess: () => setNotice({ ok: true, text: t('webhooks.resent', { type: d.eventType }) }),
        onError: () => setNotice({ ok: false, text: t('webhooks.resend-failed') }),
      },
    );
  };

  const columns: DataTableColumn<WebhookDelivery>[] = [
    { key: 'created', header: t('webhooks.column.created'), card: 'meta', nowrap: true, cell: (d) => time.format(new Date(d.createdAt)) },
    { key: 'event', header: t('webhooks.column.event'), card: 'title', cell: (d) => <Code>{d.eventType}</Code> },
    {
      key: 'resource',
      header: t('webhooks.column.resource'),
      card: 'detail',
      secondary: true,
      cell: (d) => <span style={{ overflowWrap: 'anywhere' }}>{d.resourceId}</span>,
    },
    {
      key: 'state',
      header: t('webhooks.column.state'),
      card: 'status',
      nowrap: true,
      cell: (d) => (
        <Badge variant="light" color={DELIVERY_COLOR[d.state]}>
          {t(`webhooks.delivery-state.${d.state}`)}
        </Badge>
      ),
    },
    { key: 'attempts', header: t('webhooks.column.attempts'), card: 'detail', nowrap: true, align: 'right', cell: (d) => d.attempts },
    { key: 'status', header: t('webhooks.column.status'), card: 'detail', nowrap: true, cell: (d) => d.statusCode ?? '–' },
    {
      key: 'duration',
      header: t('webhooks.column.duration'),
      card: 'detail',
      nowrap: true,
      align: 'right',
      cell: (d) => (d.durationMs === null ? '–' : t('webhooks.ms', { ms: d.durationMs })),
    },
    {
      key: 'answer',
      header: t('webhooks.column.answer'),
      card: 'detail',
      cell: (d) =>
        d.response || d.error ? (
          <details>
            <summary style={{ cursor: 'pointer', minHeight: 24 }}>{d.error ? t('webhooks.show-error') : t('webhooks.show-answer')}</summary>
            <Code block maw={420} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {d.error ?? d.response}
            </Code>
          </details>
        ) : (
          '–'
        ),
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="end" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {t('webhooks.deliveries-title')}
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {endpoint.url}
          </Text>
        </Stack>
        <ListAction icon={IconSend} onClick={sendTest}>
          {t('webhooks.send-test')}
        </ListAction>
      </Group>
      {backlog.data && (
        <Text size="sm" role="status">
          {t('webhooks.backlog', { count: backlog.data.backlog })}
          {backlog.data.oldestWaitingSince && ` ${t('webhooks.oldest', { date: time.format(new Date(backlog.data.oldestWaitingSince)) })}`}
          {` ${t('webhooks.failed-count', { count: backlog.data.failed })}`}
        </Text>
      )}
      <ListNotice notice={notice} />
      <WholeTable
        query={deliveries}
        errorKey="webhooks.deliveries-error"
        label={t('webhooks.deliveries-title')}
        columns={columns}
        rowKey={(d) => d.id}
        emptyText={t('webhooks.deliveries-empty')}
        rowActions={(d) => [
          {
            key: 'resend',
            label: t('webhooks.resend'),
            ariaLabel: t('webhooks.resend-for', { type: d.eventType, id: d.resourceId }),
            onClick: () => resend(d),
          },
        ]}
        actionsHeader={t('webhooks.actions')}
        rowName={(d) => `${d.eventType} ${d.resourceId}`}
      />
    </Stack>
  );
}
