import { Alert, Anchor, Button, Group, NumberInput, Progress, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { MAX_QUOTE_MESSAGE_LENGTH, MAX_QUOTE_QUANTITY } from '@portal/contracts/quotes';
import { COMPLAINT_ERROR_KEYS } from '@portal/contracts/complaint';
import { Page, TableScroller } from '@portal/ui';
import { ApiError } from '@portal/ui/auth';
import { useCart } from '../../../lib/cart/cart-store';
import { offerStartOf } from '../../../lib/quote-from-offer';
import { uploadDrawing, useCreateQuote } from '../api/quotes';
import { DrawingPicker } from '../components/drawing-picker';
import { quoteLinesFromCart, type DrawingRefusal } from '../quotes-logic';

/** Why the API did not take a drawing, in the words of the request form. */
const refusalOf = (name: string, error: unknown): { name: string; reason: DrawingRefusal['reason'] | 'failed' } => {
  if (error instanceof ApiError && error.status === 415) return { name, reason: 'type' };
  if (error instanceof ApiError && error.key === COMPLAINT_ERROR_KEYS.fileSize) return { name, reason: 'size' };
  if (error instanceof ApiError && error.key === 'quotes.attachments.too-many') return { name, reason: 'count' };
  return { name, reason: 'failed' };
};

/**
 * Asking sales administration for a project price on the cart's articles (the cart stays as it is), or on an offer's
 * when its page sent the user here.
 */
export function QuoteRequestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useCart();
  const create = useCreateQuote();
  const queryClient = useQueryClient();
  const [drawings, setDrawings] = useState<File[]>([]);
  // The share of the drawings sent so far, while they are sent after the request.
  const [progress, setProgress] = useState<number | null>(null);
  const { state } = useLocation();
  const [offer] = useState(() => offerStartOf(state));
  const fromCart = offer ?? quoteLinesFromCart(cart.items);
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(fromCart.lines.map((l) => [l.itemNumber, l.quantity])),
  );
  const [projectName, setProjectName] = useState(() => (offer ? t('quotes.request.offer-project', { number: offer.offerNumber }) : ''));
  const [period, setPeriod] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);

  const lines = fromCart.lines
    .map((l) => ({ itemNumber: l.itemNumber, quantity: quantities[l.itemNumber] ?? l.quantity }))
    .filter((l) => l.quantity > 0);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (projectName.trim() === '') {
      setNameError(t('quotes.request.project-required'));
      return;
    }
    setNameError(null);
    create.mutate(
      {
        projectName,
        message,
        lines,
        ...(period.trim() ? { requestedDeliveryPeriod: period } : {}),
        ...(offer ? { fromOffer: offer.offerId } : {}),
      },
      {
        onSuccess: ({ id }) => void attachThenOpen(id),
        onError: (error) =>
          setProblem(error instanceof ApiError && error.status === 400 ? t('quotes.request.invalid') : t('quotes.error.failed')),
      },
    );
  };

  /**
   * The request is made; its drawings follow one by one, so a file the API refuses (its bytes are checked there) is
   * named and the others are kept. The quote's page then says which were not attached.
   */
  const attachThenOpen = async (id: string) => {
    const total = drawings.reduce((sum, f) => sum + f.size, 0) || 1;
    const notAttached: { name: string; reason: string }[] = [];
    let sent = 0;
    for (const file of drawings) {
      setProgress(sent / total);
      try {
        await uploadDrawing(id, file, (fraction) => setProgress((sent + fraction * file.size) / total));
      } catch (error) {
        notAttached.push(refusalOf(file.name, error));
      }
      sent += file.size;
    }
    setProgress(null);
    await queryClient.invalidateQueries({ queryKey: ['quotes'] });
    void navigate(`/quotes/${id}`, notAttached.length ? { state: { notAttached } } : undefined);
  };
  const busy = create.isPending || progress !== null;

  return (
    <Page title={t('quotes.request.title')}>
      <Text c="dimmed">{offer ? t('quotes.request.intro-offer', { number: offer.offerNumber }) : t('quotes.request.intro')}</Text>
      {offer && offer.leftOut > 0 && <Alert color="yellow">{t('quotes.request.offer-left-out', { count: offer.leftOut })}</Alert>}
      {fromCart.lines.length === 0 ? (
        <Stack gap="xs">
          <Text>{offer ? t('quotes.request.offer-empty') : t('quotes.request.empty')}</Text>
          <Anchor component={Link} to="/order-add">
            {t('cart.start-shopping')}
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {!offer && fromCart.leftOut > 0 && (
              <Alert color="yellow">{t('quotes.request.configured-left-out', { count: fromCart.leftOut })}</Alert>
            )}
            <TextInput
              label={t('quotes.request.project')}
              value={projectName}
              onChange={(e) => setProjectName(e.currentTarget.value)}
              maxLength={100}
              required
              error={nameError}
            />
            <TextInput
              label={t('quotes.delivery-period')}
              value={period}
              onChange={(e) => setPeriod(e.currentTarget.value)}
              maxLength={100}
            />
            <Textarea
              label={t('quotes.message-label')}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
              maxLength={MAX_QUOTE_MESSAGE_LENGTH}
              autosize
              minRows={3}
            />
            <DrawingPicker files={drawings} onChange={setDrawings} disabled={busy} />
            <TableScroller minWidth={480} label={t('quotes.lines')}>
              <Table striped aria-label={t('quotes.lines')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('quotes.col.item')}</Table.Th>
                    <Table.Th scope="col">{t('quotes.col.description')}</Table.Th>
                    <Table.Th scope="col">{t('quotes.col.quantity')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {fromCart.lines.map((line) => (
                    <Table.Tr key={line.itemNumber}>
                      <Table.Td>{line.itemNumber}</Table.Td>
                      <Table.Td>{line.title}</Table.Td>
                      <Table.Td>
                        <NumberInput
                          aria-label={`${t('quotes.col.quantity')} ${line.itemNumber}`}
                          value={quantities[line.itemNumber] ?? line.quantity}
                          min={0}
                          max={MAX_QUOTE_QUANTITY}
                          allowDecimal={false}
                          allowNegative={false}
                          w={96}
                          onChange={(value) => setQuantities((q) => ({ ...q, [line.itemNumber]: typeof value === 'number' ? value : 0 }))}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroller>
            {problem && (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            )}
            {progress !== null && (
              <Stack gap={4}>
                <Text size="sm" id="quote-drawings-progress">
                  {t('quotes.request.sending-drawings', { percent: Math.round(progress * 100) })}
                </Text>
                <Progress value={progress * 100} aria-labelledby="quote-drawings-progress" />
              </Stack>
            )}
            <Group>
              <Button type="submit" loading={busy} disabled={lines.length === 0}>
                {t('quotes.request.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Page>
  );
}
