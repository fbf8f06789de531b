import { Alert, Box, Grid, List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import type { OutboxMessage } from '@portal/contracts/messages';
import { Page, useLanguage } from '@portal/ui';
import { LOCALE_TAG } from '@portal/ui/languages';
import { FactRow, FactTable, PageLink, RecordPage, Section } from '../../../components/record-page';
import { outboxMessageQuery } from '../api/mail';
import { MessageStateBadge } from '../components/message-state-badge';
import { ResendMessage } from '../components/resend-message';
import { listAddress } from '../mail-logic';

/** One message as the portal wrote it, how its delivery went, and a new try for one that did not arrive. */
export function MessagePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const message = useQuery(outboxMessageQuery(id));

  return (
    <RecordPage query={message} title={t('mail.detail.title')} notFoundKey="mail.detail.not-found" back={<BackLink />} height={240}>
      {(m) => <MessageDetail message={m} />}
    </RecordPage>
  );
}

/** Back to the list, with the filters it had when the message was opened from it. */
function BackLink() {
  const { t } = useTranslation();
  const state: unknown = useLocation().state;
  return (
    <PageLink to={listAddress(state)} w="fit-content">
      {t('mail.back')}
    </PageLink>
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
          <Section id="message-facts" title={t('mail.detail.facts')}>
            <FactTable>
              <FactRow label={t('mail.column.to')} value={m.to} />
              <FactRow label={t('mail.column.subject')} value={subject} />
              <FactRow label={t('mail.column.kind')} value={t(`mail.kind.${m.kind}`)} />
              <FactRow label={t('mail.column.language')} value={t(`language.${m.language}`)} />
              <FactRow label={t('mail.detail.dealer')} value={m.customerNumber ?? '–'} />
              <FactRow label={t('mail.detail.message-id')} value={m.messageId} />
              <FactRow
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
            </FactTable>
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Section id="message-delivery" title={t('mail.detail.delivery')}>
            <Stack gap="md">
              <FactTable>
                <FactRow label={t('mail.column.state')} value={<MessageStateBadge state={m.state} />} />
                <FactRow label={t('mail.column.attempts')} value={m.attempts} />
                <FactRow label={t('mail.column.created')} value={at(m.createdAt)} />
                <FactRow label={t('mail.detail.sent-at')} value={at(m.sentAt)} />
                <FactRow label={t('mail.detail.next-attempt')} value={at(m.nextAttemptAt)} />
                <FactRow
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
              </FactTable>
              <ResendMessage message={m} />
            </Stack>
          </Section>
        </Grid.Col>
      </Grid>

      {m.contentWithheld ? (
        <Alert color="gray">{t('mail.detail.withheld')}</Alert>
      ) : (
        <>
          <Section id="message-text" title={t('mail.detail.text')}>
            <Box
              component="pre"
              m={0}
              p="sm"
              bg="var(--mantine-color-gray-0)"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 'var(--mantine-font-size-sm)', borderRadius: 4 }}
            >
              {m.text}
            </Box>
          </Section>

          <Section id="message-html" title={t('mail.detail.html')}>
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
          </Section>
        </>
      )}
    </Page>
  );
}
