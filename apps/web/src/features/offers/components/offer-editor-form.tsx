import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGUAGES, MARKET_CURRENCIES, todayInMarket, toMarket, type Language } from '@portal/contracts/languages';
import { MAX_OFFER_PRICE, type Offer } from '@portal/contracts/offers';
import { TableScroller, useLanguage } from '@portal/ui';
import { ApiError } from '@portal/ui/auth';
import { formatMoney } from '@portal/ui/format';
import { DateField } from '../../../components/date-field';
import { MAX_QUANTITY, normalizeQuantity, useCart } from '../../../lib/cart/cart-store';
import type { OrderListStart } from '../../../lib/offer-from-order-list';
import { usePortalUser } from '../../../lib/use-portal-user';
import { useCreateOffer, useUpdateOffer } from '../api/offers';
import {
  articleLine,
  cartLines,
  configuredFrom,
  configuredLines,
  editorFromOffer,
  isFixedLine,
  emptyEditor,
  freeLine,
  PRICE_STEPS,
  previewPrice,
  previewTotals,
  requestFrom,
  type EditorLine,
  type OfferEditor,
  type StartingConfiguration,
} from '../offers-logic';
import { OfferTotals } from './offer-totals';

/**
 * The offer's form: the end customer, the offer's terms and its lines. Prices show as the server
 * will set them where the net price is known; the dealer's net price and margin show beside them.
 */
export function OfferEditorForm({
  offer,
  fromCart,
  orderList = null,
  configured = [],
}: {
  offer: Offer | null;
  fromCart: boolean;
  /** The saved cart a new offer starts from: the server takes its lines from the list itself. */
  orderList?: OrderListStart | null;
  /** The configurator's result a new offer starts from. */
  configured?: readonly StartingConfiguration[];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const user = usePortalUser();
  const market = toMarket(user?.market);
  const currency = offer?.currency ?? MARKET_CURRENCIES[market];
  const money = (n: number) => formatMoney(n, language, currency);
  const cart = useCart();
  const [editor, setEditor] = useState<OfferEditor>(() => {
    if (offer) return editorFromOffer(offer);
    const fresh = emptyEditor(todayInMarket(market), language);
    return {
      ...fresh,
      lines: [
        ...(fromCart ? cartLines(cart.items, market) : []),
        ...(orderList ? cartLines(orderList.lines, market) : []),
        ...configuredLines(configured, market),
      ],
    };
  });
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateOffer();
  const update = useUpdateOffer(offer?.id ?? '');
  const pending = create.isPending || update.isPending;

  const set = (change: Partial<OfferEditor>) => setEditor((e) => ({ ...e, ...change }));
  const setCustomer = (change: Partial<OfferEditor['customer']>) => setEditor((e) => ({ ...e, customer: { ...e.customer, ...change } }));
  const setLine = (key: string, change: Partial<EditorLine>) =>
    setEditor((e) => ({ ...e, lines: e.lines.map((l) => (l.key === key ? { ...l, ...change } : l)) }));
  const totals = previewTotals(editor);
  const unpriced = editor.lines.some((l) => previewPrice(l, editor) === null);

  const save = () => {
    setProblem(null);
    const onError = (error: Error) =>
      setProblem(
        error instanceof ApiError && error.key
          ? t(error.key)
          : error instanceof ApiError && error.field
            ? t('offers.invalid-field', { field: error.field })
            : t('offers.failed'),
      );
    const body = requestFrom(editor);
    if (offer) update.mutate(body, { onError });
    else
      create.mutate(
        {
          ...body,
          ...(fromCart ? { fromCart: true } : {}),
          ...(orderList ? { fromOrderList: orderList.id } : {}),
          ...(configuredFrom(editor).length ? { configured: configuredFrom(editor) } : {}),
        },
        { onSuccess: (saved) => void navigate(`/offers/${saved.id}`, { replace: true }), onError },
      );
  };

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('offers.customer')}
            </Title>
            <TextInput
              label={t('offers.field.name')}
              required
              value={editor.customer.name}
              onChange={(e) => setCustomer({ name: e.currentTarget.value })}
              maxLength={100}
            />
            <TextInput
              label={t('offers.field.email')}
              required
              type="email"
              value={editor.customer.email}
              onChange={(e) => setCustomer({ email: e.currentTarget.value })}
              maxLength={100}
            />
            <TextInput
              label={t('offers.field.phone')}
              value={editor.customer.phone}
              onChange={(e) => setCustomer({ phone: e.currentTarget.value })}
              maxLength={40}
            />
            <Textarea
              label={t('offers.field.address')}
              value={editor.customer.address}
              onChange={(e) => setCustomer({ address: e.currentTarget.value })}
              autosize
              minRows={2}
              maxLength={300}
            />
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('offers.terms')}
            </Title>
            <Select
              label={t('offers.field.language')}
              data={LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
              value={editor.language}
              onChange={(value) => value && set({ language: value as Language })}
              allowDeselect={false}
            />
            <DateField
              label={t('offers.field.valid-until')}
              value={editor.validUntil}
              onChange={(validUntil) => set({ validUntil })}
              earliest={todayInMarket(market)}
            />
            <Group grow align="flex-start">
              <NumberInput
                label={t('offers.field.markup')}
                value={editor.markupPercent ?? ''}
                onChange={(v) => set({ markupPercent: typeof v === 'number' ? v : null })}
                min={0}
                max={1000}
                decimalScale={2}
                suffix=" %"
              />
              <Select
                label={t('offers.field.price-step')}
                data={[{ value: '', label: t('offers.no-step') }, ...PRICE_STEPS.map((s) => ({ value: String(s), label: money(s) }))]}
                value={editor.priceStep === null ? '' : String(editor.priceStep)}
                onChange={(value) => set({ priceStep: value ? Number(value) : null })}
                allowDeselect={false}
              />
            </Group>
            <NumberInput
              label={t('offers.field.discount')}
              value={editor.discount}
              onChange={(v) => set({ discount: typeof v === 'number' ? v : 0 })}
              min={0}
              max={MAX_OFFER_PRICE}
              decimalScale={2}
            />
          </Stack>
        </Card>
      </SimpleGrid>
      <Textarea
        label={t('offers.field.cover-text')}
        value={editor.coverText}
        onChange={(e) => set({ coverText: e.currentTarget.value })}
        autosize
        minRows={3}
        maxLength={4000}
      />

      <Title order={2} size="h4">
        {t('offers.lines')}
      </Title>
      {fromCart && !offer && <Text c="dimmed">{t('offers.from-cart-note')}</Text>}
      {orderList && !offer && <Text c="dimmed">{t('offers.from-list-note', { name: orderList.name })}</Text>}
      {configured.length > 0 && !offer && <Text c="dimmed">{t('offers.from-configurator-note')}</Text>}
      <TableScroller minWidth={860} label={t('offers.lines')}>
        <Table aria-label={t('offers.lines')} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('offers.col.item')}</Table.Th>
              <Table.Th scope="col">{t('offers.col.text')}</Table.Th>
              <Table.Th scope="col">{t('offers.col.quantity')}</Table.Th>
              <Table.Th scope="col">{t('offers.col.own-price')}</Table.Th>
              <Table.Th scope="col">{t('offers.col.vat')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('offers.col.net')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('offers.col.price')}
              </Table.Th>
              <Table.Th scope="col">{t('offers.col.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {editor.lines.map((line, i) => {
              const price = previewPrice(line, editor);
              const label = line.text || line.itemNumber || String(i + 1);
              return (
                <Table.Tr key={line.key}>
                  <Table.Td>
                    {line.kind === 'article' && !line.id && !isFixedLine(line) ? (
                      <TextInput
                        aria-label={t('offers.item-number-of', { n: i + 1 })}
                        value={line.itemNumber}
                        onChange={(e) => setLine(line.key, { itemNumber: e.currentTarget.value })}
                        w={130}
                        maxLength={40}
                      />
                    ) : (
                      <Text size="sm">{line.kind === 'article' ? line.itemNumber : t(`offers.kind.${line.kind}`)}</Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {isFixedLine(line) ? (
                      <Text size="sm">{line.text}</Text>
                    ) : (
                      <TextInput
                        aria-label={t('offers.text-of', { n: i + 1 })}
                        value={line.text}
                        onChange={(e) => setLine(line.key, { text: e.currentTarget.value })}
                        maxLength={200}
                        miw={180}
                      />
                    )}
                  </Table.Td>
                  <Table.Td>
                    {isFixedLine(line) ? (
                      <Text size="sm">{line.quantity}</Text>
                    ) : (
                      <NumberInput
                        aria-label={t('offers.quantity-of', { name: label })}
                        value={line.quantity}
                        min={1}
                        max={MAX_QUANTITY}
                        allowDecimal={false}
                        allowNegative={false}
                        w={80}
                        onChange={(v) => setLine(line.key, { quantity: normalizeQuantity(v) })}
                      />
                    )}
                  </Table.Td>
                  <Table.Td>
                    {isFixedLine(line) ? (
                      <Text size="sm">{t('offers.markup-short')}</Text>
                    ) : (
                      <NumberInput
                        aria-label={t('offers.own-price-of', { name: label })}
                        value={line.ownPrice ?? ''}
                        placeholder={line.kind === 'free' ? '' : t('offers.markup-short')}
                        onChange={(v) => setLine(line.key, { ownPrice: typeof v === 'number' ? v : null })}
                        min={0}
                        max={MAX_OFFER_PRICE}
                        decimalScale={2}
                        w={120}
                      />
                    )}
                  </Table.Td>
                  <Table.Td>
                    {isFixedLine(line) ? (
                      <Text size="sm">{line.vatRate} %</Text>
                    ) : (
                      <NumberInput
                        aria-label={t('offers.vat-of', { name: label })}
                        value={line.vatRate}
                        onChange={(v) => setLine(line.key, { vatRate: typeof v === 'number' ? v : 0 })}
                        min={0}
                        max={50}
                        decimalScale={2}
                        suffix=" %"
                        w={90}
                      />
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{line.netUnitPrice !== null ? money(line.netUnitPrice) : '—'}</Table.Td>
                  <Table.Td ta="right">{price !== null ? money(price) : t('offers.priced-on-save')}</Table.Td>
                  <Table.Td>
                    {!isFixedLine(line) && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={t('offers.remove-line', { name: label })}
                        onClick={() => set({ lines: editor.lines.filter((l) => l.key !== line.key) })}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroller>
      <Group gap="sm">
        <Button variant="default" onClick={() => set({ lines: [...editor.lines, articleLine(market)] })}>
          {t('offers.add-article')}
        </Button>
        <Button variant="default" onClick={() => set({ lines: [...editor.lines, freeLine(market)] })}>
          {t('offers.add-free')}
        </Button>
      </Group>
      {unpriced && (
        <Text size="sm" c="dimmed">
          {t('offers.unpriced-note')}
        </Text>
      )}
      <OfferTotals offer={{ ...totals, discount: editor.discount, currency }} />
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Group>
        <Button onClick={save} loading={pending} size="md">
          {offer ? t('offers.save') : t('offers.create')}
        </Button>
      </Group>
    </Stack>
  );
}
