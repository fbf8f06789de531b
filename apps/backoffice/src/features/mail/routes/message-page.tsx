import { Anchor, Box, Grid, List, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { OutboxMessage } from '@portal/contracts/messages';
import { ErrorNotice, Page, useLanguage } from '@portal/ui';
import { LOCALE_TAG } from '@portal/ui/languages';
import { outboxMessageQuery } from '../api/mail';
import { MessageStateBadge } from '../components/message-state-badge';
import { ResendMessage } from '../components/resend-message';
import { listAddress } from '../mail-logic';

/** One message as the portal wrote it, how its delivery went, and a new try for one that did not arrive. */
export function MessagePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const message = useQuery(outboxMessageQuery(id));

  if (message.error) {
    return (
      <Page title={t('mail.detail.title')}>
        <ErrorNotice titleKey="mail.detail.not-found" />
        <BackLink />
      </Page>
    );
  }
  if (!message.data) {
    return (
      <Page title={t('mail.detail.title')}>
        <Skeleton height={240} />
      </Page>
    );
  }
  return <MessageDetail message={message.data} />;
}

/** Back to the list, with the filters it had when the message was opened from it. */
function BackLink() {
  const { t } = useTranslation();
  const state: unknown = useLocation().state;
  return (
    <Anchor component={Link} to={listAddress(state)} w="fit-content">
      {t('mail.back')}
    </Anchor>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w="40%">
        {label}
      </Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
    </Table.Tr>
  );
}

function MessageDetail({ message: m }: { message: OutboxMessage }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const time = new Intl.DateTimeFormat(LOCALE_TAG[language], { dateStyle: 'medium', timeStyle: 'medium' });
  const at = (iso: string | null) => (iso ? time.format(new Date(iso)) : '–');

  const subject = m.subject || t('mail.no-subject');

  return (
    <Page title={subject}>
      <BackLink />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md" component="section" aria-labelledby="message-facts">
            <Title order={2} size="h4" id="message-facts" mb="sm">
              {t('mail.detail.facts')}
            </Title>
            <Table variant="vertical" layout="fixed">
              <Table.Tbody>
                <Row label={t('mail.column.to')} value={m.to} />
                <Row label={t('mail.column.subject')} value={subject} />
                <Row label={t('mail.column.kind')} value={t(`mail.kind.${m.kind}`)} />
                <Row label={t('mail.column.language')} value={t(`language.${m.language}`)} />
                <Row label={t('mail.detail.dealer')} value={m.customerNumber ?? '–'} />
                <Row label={t('mail.detail.message-id')} value={m.messageId} />
                <Row
                  label={t('mail.detail.attachments')}
                  value={
                    m.attachments.length === 0 ? (
                      t('mail.detail.no-attachments')
                    ) : (
                      <List size="sm">
                        {m.attachments.map((a, i) => (
                          <List.Item key={`${i}-${a.filename}`}>{a.filename}</List.Item>
                        ))}
                      </List>
                    )
                  }
                />
              </Table.Tbody>
            </Table>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md" component="section" aria-labelledby="message-delivery">
            <Title order={2} size="h4" id="message-delivery" mb="sm">
              {t('mail.detail.delivery')}
            </Title>
            <Stack gap="md">
              <Table variant="vertical" layout="fixed">
                <Table.Tbody>
                  <Row label={t('mail.column.state')} value={<MessageStateBadge state={m.state} />} />
                  <Row label={t('mail.column.attempts')} value={m.attempts} />
                  <Row label={t('mail.column.created')} value={at(m.createdAt)} />
                  <Row label={t('mail.detail.sent-at')} value={at(m.sentAt)} />
                  <Row label={t('mail.detail.next-attempt')} value={at(m.nextAttemptAt)} />
                  <Row
                    label={t('mail.column.error')}
                    value={
                      m.lastError ? (
                        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                          {m.lastError}
                        </Text>
                      ) : (
                        '–'
                      )
                    }
                  />
                </Table.Tbody>
              </Table>
              <ResendMessage message={m} />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>

      <Paper withBorder p="md" component="section" aria-labelledby="message-text">
        <Title order={2} size="h4" id="message-text" mb="sm">
          {t('mail.detail.text')}
        </Title>
        <Box
          component="pre"
          m={0}
          p="sm"
          bg="var(--mantine-color-gray-0)"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 'var(--mantine-font-size-sm)', borderRadius: 4 }}
        >
          {m.text}
        </Box>
      </Paper>

      <Paper withBorder p="md" component="section" aria-labelledby="message-html">
        <Title order={2} size="h4" id="message-html" mb="sm">
          {t('mail.detail.html')}
        </Title>
        {/* The message's own HTML, with no scripts, forms or links out of the frame: sandbox="" allows nothing. */}
        <iframe
          sandbox=""
          srcDoc={m.html}
          title={t('mail.detail.html-frame', { subject })}
          referrerPolicy="no-referrer"
          style={{
            display: 'block',
            width: '100%',
            height: 'min(560px, 70vh)',
            border: '1px solid var(--mantine-color-gray-4)',
            borderRadius: 4,
            background: '#fff',
          }}
        />
      </Paper>
    </Page>
  );
}
