import { Alert, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { priceQuote, type StaffQuoteDetail } from '@portal/contracts/quotes';
import { Page, TableScroller, useLanguage } from '@portal/ui';
import { formatDate, formatMoney, formatPercent } from '@portal/ui/format';
import { FailedNotice, SavedNotice } from '../../../components/form-parts';
import { PageLink, RecordPage, Section } from '../../../components/record-page';
import { mayUse, useStaffMe } from '../../../lib/staff';
import { staffQuoteQuery } from '../api/quote-desk';
import { QuotePriceForm, type PriceNotice } from '../components/quote-price-form';
import { QuoteAttachmentList } from '../components/quote-attachment-list';
import { STATUS_COLOR } from '../quote-desk-logic';

/** One quote on the desk: the dealer's request and thread, and the price editor while it waits for prices. */
export function QuotePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const quote = useQuery(staffQuoteQuery(id));
  return (
    <RecordPage
      query={quote}
      title={t('quote-desk.detail.title')}
      notFoundKey="quote-desk.detail.not-found"
      back={<PageLink to="/quotes">{t('quote-desk.back')}</PageLink>}
      height={320}
    >
      {(q) => <QuoteDetail quote={q} />}
    </RecordPage>
  );
}

function QuoteDetail({ quote }: { quote: StaffQuoteDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Customer service reads the desk; pricing and sending are sales administration's (the API refuses the rest).
  const mayPrice = mayUse(useStaffMe().data?.roles, priceQuote.staffRoles);
  // Kept here: sending replaces the form by the quote as sent, and the notice says so.
  const [notice, setNotice] = useState<PriceNotice>(null);
  const money = (n: number | null) => (n === null ? '–' : formatMoney(n, language, quote.currency));
  const facts: [string, string][] = [
    [t('quote-desk.column.dealer'), `${quote.customerName} (${quote.customerNumber})`],
    [t('quote-desk.detail.contact'), quote.contactName ?? '–'],
    [t('quote-desk.column.market'), t(`markets.${quote.market}`)],
    [t('quote-desk.detail.delivery-period'), quote.requestedDeliveryPeriod ?? '–'],
    // Only that there was an offer: the offer and its end customer are the dealer's own.
    ...(quote.fromOffer ? [[t('quote-desk.detail.source'), t('quote-desk.detail.from-offer')] as [string, string]] : []),
    [t('quote-desk.column.requested'), formatDate(new Date(quote.requestedAt), language)],
    [t('quote-desk.detail.revision'), String(quote.revision)],
    ...(quote.answerDueAt
      ? [[t('quote-desk.detail.answer-due'), formatDate(new Date(quote.answerDueAt), language)] as [string, string]]
      : []),
    ...(quote.validUntil
      ? [[t('quote-desk.column.valid-until'), formatDate(new Date(quote.validUntil), language)] as [string, string]]
      : []),
    ...(quote.orderNumbers.length > 0 ? [[t('quote-desk.detail.orders'), quote.orderNumbers.join(', ')] as [string, string]] : []),
  ];
  return (
    <Page title={t('quote-desk.detail.heading', { number: quote.number, project: quote.projectName })}>
      <Group justify="space-between">
        <PageLink to="/quotes">{t('quote-desk.back')}</PageLink>
        <Group gap="xs">
          {quote.overdue && (
            <Badge variant="filled" color="red">
              {t('quote-desk.overdue')}
            </Badge>
          )}
          <Badge variant="light" color={STATUS_COLOR[quote.status]}>
            {t(`quote-desk.status.${quote.status}`)}
          </Badge>
        </Group>
      </Group>
      <Section id="quote-overview" title={t('quote-desk.detail.overview')}>
        <Table aria-label={t('quote-desk.detail.overview')}>
          <Table.Tbody>
            {facts.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w="40%">
                  {label}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>
      <Section id="quote-prices" title={t('quote-desk.detail.lines')}>
        <SavedNotice text={notice?.ok && notice.text} mb="sm" />
        <FailedNotice text={notice && !notice.ok && notice.text} mb="sm" />
        {quote.status === 'requested' && mayPrice ? (
          <QuotePriceForm
            key={`${quote.revision}:${quote.staffMessage ?? ''}:${quote.validUntil ?? ''}`}
            quote={quote}
            onNotice={setNotice}
          />
        ) : (
          <Stack gap="sm">
            {quote.status === 'requested' && (
              <Alert color="blue" variant="light">
                {t('quote-desk.detail.read-only')}
              </Alert>
            )}
            <TableScroller minWidth={760} label={t('quote-desk.detail.lines')}>
              <Table striped aria-label={t('quote-desk.detail.lines')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('quote-desk.column.item')}</Table.Th>
                    <Table.Th scope="col">{t('quote-desk.column.description')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('quote-desk.column.quantity')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('quote-desk.column.unit-price')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('quote-desk.column.discount')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('quote-desk.column.amount')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('quote-desk.column.called-off')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {quote.lines.map((l) => (
                    <Table.Tr key={l.itemNumber}>
                      <Table.Td>{l.itemNumber}</Table.Td>
                      <Table.Td>{l.description}</Table.Td>
                      <Table.Td ta="right">{l.quantity}</Table.Td>
                      <Table.Td ta="right">{money(l.unitPrice)}</Table.Td>
                      <Table.Td ta="right">{l.discountPercent ? formatPercent(l.discountPercent, language) : '–'}</Table.Td>
                      <Table.Td ta="right">{money(l.amount)}</Table.Td>
                      <Table.Td ta="right">{l.calledOff}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroller>
            <Text fw={600}>
              {t('quote-desk.column.total')}: {money(quote.total)}
            </Text>
          </Stack>
        )}
      </Section>
      <Section id="quote-attachments" title={t('quote-desk.attachments.title')}>
        <QuoteAttachmentList quote={quote} />
      </Section>
      <Section id="quote-thread" title={t('quote-desk.detail.thread')}>
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('quote-desk.detail.thread')}>
          {quote.messages.map((m) => (
            <Card key={m.id} component="li" withBorder padding="sm">
              <Group justify="space-between" gap="xs">
                <Text fw={600}>
                  {t(`quote-desk.message.${m.kind}`, { order: m.orderNumber ?? '' })}
                  {m.author ? ` · ${m.author}` : ''}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('quote-desk.detail.revision')} {m.revision} · {formatDate(new Date(m.at), language)}
                </Text>
              </Group>
              {m.text && <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.text}</Text>}
            </Card>
          ))}
        </Stack>
      </Section>
    </Page>
  );
}
