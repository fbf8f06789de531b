import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { MAX_QUOTE_ATTACHMENT_BYTES, MAX_QUOTE_ATTACHMENTS, MAX_QUOTE_MESSAGE_LENGTH, type QuoteDetail } from '@portal/contracts/quotes';
import { Page, useLanguage } from '@portal/ui';
import { ApiError } from '@portal/ui/auth';
import { formatDate, formatMoney } from '@portal/ui/format';
import { useAcceptQuote, useDeclineQuote, useQuote, useReplyToQuote } from '../api/quotes';
import { QuoteLines } from '../components/quote-lines';
import { QuotePdfButton } from '../components/quote-pdf-button';
import { QuoteStatusBadge } from '../components/quote-status-badge';
import { QuoteThread } from '../components/quote-thread';
import { QuoteAttachments } from '../components/quote-attachments';
import { answerErrorKey, answersOf, notAttachedOf } from '../quotes-logic';

/** One project quote: its lines and prices, the thread, and the dealer's answers (order, decline, ask again). */
export function QuotePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const quote = useQuote(id);
  // The drawings the request form could not attach, handed over in the page's history entry.
  const notAttached = notAttachedOf(useLocation().state);
  // The order an accept placed, kept while the quote is read again with it.
  const [ordered, setOrdered] = useState<string | null>(null);
  if (quote.isPending)
    return (
      <Page title={t('quotes.quote')}>
        <Loader size="sm" aria-label={t('app.loading')} />
      </Page>
    );
  if (quote.isError) {
    const gone = quote.error instanceof ApiError && quote.error.status === 404;
    return (
      <Page title={t('quotes.quote')}>
        <Alert color={gone ? 'yellow' : 'red'} role="alert">
          {gone ? t('quotes.not-found') : t('quotes.failed-to-load')}
        </Alert>
        <Anchor component={Link} to="/quotes">
          {t('quotes.back')}
        </Anchor>
      </Page>
    );
  }
  // Keyed by the revision and status, so the forms start again from what the server holds.
  return (
    <QuoteView
      key={`${quote.data.revision}:${quote.data.status}:${quote.data.orderNumbers.length}`}
      quote={quote.data}
      ordered={ordered}
      onOrdered={setOrdered}
      notAttached={notAttached}
    />
  );
}

const remainingOf = (quote: QuoteDetail) => Object.fromEntries(quote.lines.map((l) => [l.itemNumber, l.remaining]));

function QuoteView({
  quote,
  ordered,
  onOrdered,
  notAttached,
}: {
  quote: QuoteDetail;
  ordered: string | null;
  onOrdered: (orderNumber: string) => void;
  notAttached: { name: string; reason: string }[];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const answers = answersOf(quote);
  const accept = useAcceptQuote(quote.id);
  const decline = useDeclineQuote(quote.id);
  const reply = useReplyToQuote(quote.id);
  // One key per acceptance, kept across retries, so a resent accept places one order.
  const [acceptKey, setAcceptKey] = useState(() => crypto.randomUUID());
  const [callOff, setCallOff] = useState<Record<string, number>>(() => remainingOf(quote));
  const [asked, setAsked] = useState<Record<string, number>>(() => Object.fromEntries(quote.lines.map((l) => [l.itemNumber, l.quantity])));
  const [declineText, setDeclineText] = useState('');
  const [replyText, setReplyText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const failed = (error: unknown) => setProblem(t(answerErrorKey(error instanceof ApiError ? error.code : undefined)));

  const order = (lines?: { itemNumber: string; quantity: number }[]) => {
    setProblem(null);
    accept.mutate(
      { idempotencyKey: acceptKey, ...(lines ? { lines } : {}) },
      {
        onSuccess: ({ orderNumber }) => {
          onOrdered(orderNumber);
          setAcceptKey(crypto.randomUUID());
        },
        onError: failed,
      },
    );
  };
  const callOffLines = Object.entries(callOff)
    .filter(([, quantity]) => quantity > 0)
    .map(([itemNumber, quantity]) => ({ itemNumber, quantity }));
  const askedLines = Object.entries(asked)
    .filter(([, quantity]) => quantity > 0)
    .map(([itemNumber, quantity]) => ({ itemNumber, quantity }));

  return (
    <Page
      title={`${t('quotes.quote')} ${quote.number}`}
      above={
        <Anchor component={Link} to="/quotes">
          {t('quotes.back')}
        </Anchor>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap={4}>
          <Text>
            <Text span fw={600}>
              {t('quotes.col.project')}:
            </Text>{' '}
            {quote.projectName}
          </Text>
          {quote.fromOffer && (
            <Text>
              <Text span fw={600}>
                {t('quotes.from-offer')}:
              </Text>{' '}
              <Anchor component={Link} to={`/offers/${quote.fromOffer.id}`}>
                {t('quotes.request.offer-project', { number: quote.fromOffer.number })}
              </Anchor>
            </Text>
          )}
          {quote.requestedDeliveryPeriod && (
            <Text>
              <Text span fw={600}>
                {t('quotes.delivery-period')}:
              </Text>{' '}
              {quote.requestedDeliveryPeriod}
            </Text>
          )}
          <Group gap="xs">
            <Text fw={600}>{t('quotes.col.status')}:</Text>
            <QuoteStatusBadge status={quote.status} />
          </Group>
        </Stack>
        <Stack gap={4}>
          {quote.validUntil && (
            <Text>
              <Text span fw={600}>
                {t('quotes.col.valid-until')}:
              </Text>{' '}
              {formatDate(new Date(quote.validUntil), language)}
            </Text>
          )}
          {quote.total !== null && (
            <Text>
              <Text span fw={600}>
                {t('quotes.col.total')}:
              </Text>{' '}
              {formatMoney(quote.total, language, quote.currency)}
            </Text>
          )}
          {quote.orderNumbers.length > 0 && (
            <Text>
              <Text span fw={600}>
                {t('quotes.orders')}:
              </Text>{' '}
              {quote.orderNumbers.map((n, i) => (
                <span key={n}>
                  {i > 0 && ', '}
                  <Anchor component={Link} to={`/orders/${n}`}>
                    {n}
                  </Anchor>
                </span>
              ))}
            </Text>
          )}
        </Stack>
      </SimpleGrid>
      {quote.status === 'requested' ? (
        <Alert color="blue">{t('quotes.waiting')}</Alert>
      ) : (
        <Group>
          <QuotePdfButton id={quote.id} number={quote.number} />
        </Group>
      )}

      {notAttached.length > 0 && (
        <Alert color="yellow" role="alert" title={t('quotes.request.not-attached')}>
          <Stack gap={4}>
            {notAttached.map((f, i) => (
              <Text key={`${f.name}-${i}`} size="sm">
                {t(`quotes.request.refused.${f.reason}`, {
                  name: f.name,
                  max: MAX_QUOTE_ATTACHMENTS,
                  mb: MAX_QUOTE_ATTACHMENT_BYTES / 1_000_000,
                })}
              </Text>
            ))}
            <Text size="sm">{t('quotes.request.attach-again')}</Text>
          </Stack>
        </Alert>
      )}
      {ordered && (
        <Alert color="green" role="status">
          {t('quotes.ordered')}{' '}
          <Anchor component={Link} to={`/orders/${ordered}`}>
            {ordered}
          </Anchor>
        </Alert>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}

      <QuoteLines
        quote={quote}
        {...(answers.callOff
          ? {
              quantities: {
                values: callOff,
                label: t('quotes.call-off-quantity'),
                max: (line) => line.remaining,
                onChange: (itemNumber, quantity) => setCallOff((q) => ({ ...q, [itemNumber]: quantity })),
              },
            }
          : {})}
      />

      {answers.accept && (
        <Group>
          {answers.callOff ? (
            <Button onClick={() => order(callOffLines)} loading={accept.isPending} disabled={callOffLines.length === 0}>
              {t('quotes.call-off')}
            </Button>
          ) : (
            <Button onClick={() => order()} loading={accept.isPending}>
              {t('quotes.accept')}
            </Button>
          )}
        </Group>
      )}

      <Title order={2} size="h4">
        {t('quotes.attachments.title')}
      </Title>
      <QuoteAttachments quote={quote} />

      <Title order={2} size="h4">
        {t('quotes.thread')}
      </Title>
      <QuoteThread messages={quote.messages} />

      {answers.reply && (
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('quotes.reply-title')}
            </Title>
            <Text size="sm">{t('quotes.reply-help')}</Text>
            <QuoteLines
              quote={quote}
              quantities={{
                values: asked,
                label: t('quotes.new-quantity'),
                onChange: (itemNumber, quantity) => setAsked((q) => ({ ...q, [itemNumber]: quantity })),
              }}
            />
            <Textarea
              label={t('quotes.message-label')}
              value={replyText}
              onChange={(e) => setReplyText(e.currentTarget.value)}
              maxLength={MAX_QUOTE_MESSAGE_LENGTH}
              autosize
              minRows={3}
              required
            />
            <Group>
              <Button
                variant="default"
                loading={reply.isPending}
                disabled={replyText.trim() === '' || askedLines.length === 0}
                onClick={() => {
                  setProblem(null);
                  reply.mutate({ message: replyText, lines: askedLines }, { onError: failed });
                }}
              >
                {t('quotes.reply')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}

      {answers.decline && (
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('quotes.decline-title')}
            </Title>
            <Textarea
              label={t('quotes.decline-label')}
              value={declineText}
              onChange={(e) => setDeclineText(e.currentTarget.value)}
              maxLength={MAX_QUOTE_MESSAGE_LENGTH}
              autosize
              minRows={2}
            />
            <Group>
              <Button
                color="red"
                variant="light"
                loading={decline.isPending}
                onClick={() => {
                  setProblem(null);
                  decline.mutate(declineText, { onError: failed });
                }}
              >
                {t('quotes.decline')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Page>
  );
}
