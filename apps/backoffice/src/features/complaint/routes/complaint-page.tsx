import { Alert, Anchor, Badge, Button, Grid, Group, List, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { StaffComplaintDetail } from '@portal/contracts/staff-complaint';
import { Page, useErrorDialog, useLanguage } from '@portal/ui';
import { formatDate } from '@portal/ui/format';
import { LOCALE_TAG } from '@portal/ui/languages';
import { calendarDay } from '../../../lib/local-time';
import { FactRow, FactTable, PageLink, RecordPage, Section } from '../../../components/record-page';
import { dealerLabel } from '../../../lib/labels';
import { AttachFiles } from '../components/attach-files';
import { ComplaintResolution } from '../components/complaint-resolution';
import { NoteForm } from '../../../components/note-form';
import { NoteThread } from '../components/note-thread';
import {
  staffComplaintQuery,
  useAddInternalNote,
  useAssignComplaint,
  useDeskStaff,
  useReplyToComplaint,
  useSetComplaintStatus,
} from '../api/complaints-desk';
import {
  contactLine,
  historyText,
  isFinal,
  locationLine,
  moveRefusalKey,
  noteBackground,
  productLine,
  relatedShares,
  TIME_LIMIT_COLOR,
  noteProblems,
} from '../complaint-logic';

/** One complaint on the desk: everything the dealer sent, the way forward, the replies and the internal notes. */
export function ComplaintPage() {
  const { t } = useTranslation();
  const { incidentId = '' } = useParams();
  const complaint = useQuery(staffComplaintQuery(incidentId));

  return (
    <RecordPage
      query={complaint}
      title={t('complaints-desk.detail.title')}
      notFoundKey="complaints-desk.detail.not-found"
      back={<PageLink to="/complaints">{t('complaints-desk.back')}</PageLink>}
      height={240}
    >
      {(c) => <ComplaintDetail complaint={c} />}
    </RecordPage>
  );
}

function ComplaintDetail({ complaint: c }: { complaint: StaffComplaintDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { showError } = useErrorDialog();
  const staff = useDeskStaff();
  const setStatus = useSetComplaintStatus(c.incidentid);
  const assign = useAssignComplaint(c.incidentid);
  const reply = useReplyToComplaint(c.incidentid);
  const internal = useAddInternalNote(c.incidentid);

  const move = (status: (typeof c.nextStatuses)[number]) =>
    setStatus.mutate(status, {
      onError: (error) => {
        const refusal = moveRefusalKey(error);
        showError({ message: refusal ? t(refusal) : undefined, error });
      },
    });

  return (
    <Page title={t('complaints-desk.detail.heading', { caseNumber: c.ed_casenumber })}>
      <PageLink to="/complaints">{t('complaints-desk.back')}</PageLink>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Section id="complaint-sent" title={t('complaints-desk.detail.sent')}>
              <FactTable labelWidth="35%">
                <FactRow label={t('complaints-desk.column.dealer')} value={`${dealerLabel(c)}, ${t(`markets.${c.market}`)}`} />
                <FactRow label={t('complaints-desk.column.created')} value={formatDate(new Date(c.createdon), language)} />
                <FactRow label={t('complaints-desk.column.age')} value={t('complaints-desk.age', { count: c.ageDays })} />
                <FactRow label={t('complaints-desk.column.type')} value={t(`complaints.type.${c.incidentType}`)} />
                <FactRow label={t('complaints-desk.column.order')} value={c.orderNumber ?? '–'} />
                <FactRow label={t('complaints-desk.detail.mark')} value={c.orderMark ?? '–'} />
                <FactRow label={t('complaints-desk.detail.serial')} value={c.serialNumber ?? '–'} />
                <FactRow label={t('complaints-desk.detail.contact')} value={contactLine(c.contact)} />
                <FactRow label={t('complaints-desk.detail.location')} value={locationLine(c.location)} />
              </FactTable>
              <Text fw={600} mt="md">
                {t('complaints-desk.detail.description')}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{c.description}</Text>
              <Text fw={600} mt="md">
                {t('complaints-desk.detail.articles')}
              </Text>
              <List>
                {c.products.map((p) => (
                  <List.Item key={`${p.itemNumber}-${p.name}`}>{productLine(p)}</List.Item>
                ))}
              </List>
              <Text fw={600} mt="md">
                {t('complaints-desk.detail.files')}
              </Text>
              {c.files.length === 0 ? (
                <Text c="dimmed">{t('complaints-desk.detail.no-files')}</Text>
              ) : (
                <List>
                  {c.files.map((f) => (
                    <List.Item key={f.id}>
                      <Anchor href={f.url} target="_blank" rel="noopener">
                        {f.name} <VisuallyHidden>{t('complaints-desk.detail.opens-new-tab')}</VisuallyHidden>
                      </Anchor>
                    </List.Item>
                  ))}
                </List>
              )}
              <AttachFiles incidentId={c.incidentid} />
            </Section>

            <Section id="complaint-notes" title={t('complaints-desk.detail.notes')}>
              <NoteThread
                notes={c.notes}
                empty={t('complaints-desk.detail.no-notes')}
                background={noteBackground}
                mark={(n) =>
                  n.fromStaff && (
                    <Badge ml="xs" size="xs" variant="light">
                      {t('complaints-desk.detail.reply-badge')}
                    </Badge>
                  )
                }
              >
                <NoteForm
                  label={t('complaints-desk.detail.reply')}
                  description={t('complaints-desk.detail.reply-hint')}
                  submitLabel={t('complaints-desk.detail.send-reply')}
                  busy={reply.isPending}
                  problems={noteProblems}
                  onSubmit={(text) => reply.mutateAsync(text)}
                />
              </NoteThread>
            </Section>
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Section id="complaint-handling" title={t('complaints-desk.detail.handling')}>
              <Stack gap="sm">
                <Group gap="xs">
                  <Text>{t('complaints-desk.column.status')}:</Text>
                  <Badge variant="light">{t(`complaints.status.${c.edp_portalstatus}`)}</Badge>
                  {c.timeLimit && (
                    <Badge variant="light" color={TIME_LIMIT_COLOR[c.timeLimit.state]}>
                      {c.timeLimit.state === 'ok'
                        ? t('complaints-desk.time-limit.ok', { date: formatDate(calendarDay(c.timeLimit.dueOn), language) })
                        : t(`complaints-desk.time-limit.${c.timeLimit.state}`)}
                    </Badge>
                  )}
                </Group>
                {isFinal(c) ? (
                  <Alert color="gray">{t('complaints-desk.detail.final')}</Alert>
                ) : (
                  <Group gap="xs">
                    {c.nextStatuses.map((s) => (
                      <Button key={s} variant="light" loading={setStatus.isPending && setStatus.variables === s} onClick={() => move(s)}>
                        {t('complaints-desk.detail.move-to', { status: t(`complaints.status.${s}`) })}
                      </Button>
                    ))}
                  </Group>
                )}
                <Select
                  label={t('complaints-desk.column.assignee')}
                  placeholder={t('complaints-desk.unassigned')}
                  data={(staff.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }))}
                  value={c.assignee?.id ?? null}
                  onChange={(value) => assign.mutate(value, { onError: (error) => showError({ error }) })}
                  clearable
                  disabled={assign.isPending}
                />
              </Stack>
            </Section>

            <Section id="complaint-resolution" title={t('complaints-desk.resolution.title')}>
              <ComplaintResolution complaint={c} />
            </Section>

            <Section id="complaint-links" title={t('complaints-desk.detail.links')}>
              <ComplaintLinks complaint={c} />
            </Section>

            <Section id="complaint-internal" title={t('complaints-desk.detail.internal')}>
              <NoteThread
                notes={c.internalNotes}
                empty={t('complaints-desk.detail.no-internal')}
                background={() => 'var(--mantine-color-yellow-0)'}
              >
                <NoteForm
                  label={t('complaints-desk.detail.internal-note')}
                  description={t('complaints-desk.detail.internal-hint')}
                  submitLabel={t('complaints-desk.detail.add-internal')}
                  busy={internal.isPending}
                  problems={noteProblems}
                  onSubmit={(text) => internal.mutateAsync(text)}
                />
              </NoteThread>
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
      <Section id="complaint-history" title={t('complaints-desk.detail.history')}>
        <ComplaintHistory complaint={c} />
      </Section>
    </Page>
  );
}

/** Who did what to the complaint and when, oldest first: the dealer's part and every staff change. */
function ComplaintHistory({ complaint: c }: { complaint: StaffComplaintDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const time = new Intl.DateTimeFormat(LOCALE_TAG[language], { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <List spacing="xs">
      {c.history.map((entry, i) => {
        const { key, values } = historyText(entry, (status) => t(`complaints.status.${status}`));
        return (
          <List.Item key={`${entry.at}-${entry.kind}-${i}`}>
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {time.format(new Date(entry.at))}
              </Text>{' '}
              {t(key, values)} – {entry.by ?? t('complaints-desk.detail.by-dealer')}
              {!entry.fromStaff && entry.by !== null && ` (${t('complaints-desk.detail.by-dealer')})`}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}

/** Where the complaint leads: its order, its dealer, and the dealer's other complaints about the same article or serial. */
function ComplaintLinks({ complaint: c }: { complaint: StaffComplaintDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack gap="xs">
      {c.orderNumber && (
        <Anchor component={Link} to={`/orders/${c.orderNumber}`}>
          {t('complaints-desk.detail.order-link', { orderNumber: c.orderNumber })}
        </Anchor>
      )}
      <Anchor component={Link} to={`/dealers/${c.customerNumber}`}>
        {t('complaints-desk.detail.dealer-link', { name: dealerLabel(c) })}
      </Anchor>
      <Text fw={600} size="sm" mt="xs">
        {t('complaints-desk.detail.related')}
      </Text>
      {c.related.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('complaints-desk.detail.no-related')}
        </Text>
      ) : (
        <List size="sm">
          {c.related.map((r) => {
            const shares = relatedShares(r);
            return (
              <List.Item key={r.incidentid}>
                <Anchor component={Link} to={`/complaints/${r.incidentid}`}>
                  {r.ed_casenumber}
                </Anchor>{' '}
                {formatDate(new Date(r.createdon), language)}, {t(`complaints.status.${r.edp_portalstatus}`)}
                {shares.items && ` – ${t('complaints-desk.detail.same-articles', { items: shares.items })}`}
                {shares.serial && ` – ${t('complaints-desk.detail.same-serial')}`}
              </List.Item>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
