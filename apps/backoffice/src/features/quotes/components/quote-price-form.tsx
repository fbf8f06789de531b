import { Button, Checkbox, Group, NumberInput, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_QUOTE_MESSAGE_LENGTH, MAX_QUOTE_UNIT_PRICE, type StaffQuoteDetail } from '@portal/contracts/quotes';
import { TableScroller, useLanguage } from '@portal/ui';
import { ApiError } from '@portal/ui/auth';
import { formatMoney } from '@portal/ui/format';
import { usePriceQuote, useSendQuote } from '../api/quote-desk';
import { defaultValidUntil, isPriced, priceRequest, priceValues, refusalKey, typedTotal, type PriceValues } from '../quote-desk-logic';

/** What the last save or send came to: shown by the quote's page, which stays while the form starts again from the saved quote. */
export type PriceNotice = { ok: boolean; text: string } | null;

/**
 * Sales administration's price editor of a requested quote: a price (and a discount) per line, the
 * validity date, the message and whether call-offs are allowed; saved, then sent to the dealer.
 */
export function QuotePriceForm({ quote, onNotice }: { quote: StaffQuoteDetail; onNotice: (notice: PriceNotice) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const price = usePriceQuote(quote.id);
  const send = useSendQuote(quote.id);
  const [values, setValues] = useState<PriceValues>(() => priceValues(quote, defaultValidUntil(new Date())));
  const quantities = Object.fromEntries(quote.lines.map((l) => [l.itemNumber, l.quantity]));
  const money = (n: number | null) => (n === null ? '–' : formatMoney(n, language, quote.currency));
  const refused = (error: unknown) => onNotice({ ok: false, text: t(refusalKey(error instanceof ApiError ? error.code : undefined)) });
  const setLine = (itemNumber: string, change: Partial<PriceValues['lines'][number]>) =>
    setValues((v) => ({ ...v, lines: v.lines.map((l) => (l.itemNumber === itemNumber ? { ...l, ...change } : l)) }));

  // Promises rather than mutate's callbacks: a saved quote starts this form again, and an unmounted form hears no callback.
  const save = () => {
    onNotice(null);
    return price.mutateAsync(priceRequest(values)).then(
      () => onNotice({ ok: true, text: t('quote-desk.saved') }),
      (error: unknown) => {
        refused(error);
        throw error;
      },
    );
  };
  const saveAndSend = () =>
    save().then(
      () => send.mutateAsync().then(() => onNotice({ ok: true, text: t('quote-desk.sent') }), refused),
      () => undefined,
    );

  return (
    <Stack gap="sm">
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
                {t('quote-desk.column.dealer-price')}
              </Table.Th>
              <Table.Th scope="col">{t('quote-desk.column.unit-price')}</Table.Th>
              <Table.Th scope="col">{t('quote-desk.column.discount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {quote.lines.map((line) => {
              const typed = values.lines.find((l) => l.itemNumber === line.itemNumber)!;
              return (
                <Table.Tr key={line.itemNumber}>
                  <Table.Td>{line.itemNumber}</Table.Td>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td ta="right">{line.quantity}</Table.Td>
                  <Table.Td ta="right">{money(line.listPrice)}</Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`${t('quote-desk.column.unit-price')} ${line.itemNumber}`}
                      value={typed.unitPrice}
                      min={0}
                      max={MAX_QUOTE_UNIT_PRICE}
                      decimalScale={2}
                      allowNegative={false}
                      w={140}
                      onChange={(value) => setLine(line.itemNumber, { unitPrice: typeof value === 'number' ? value : '' })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`${t('quote-desk.column.discount')} ${line.itemNumber}`}
                      value={typed.discountPercent}
                      min={0}
                      max={100}
                      decimalScale={2}
                      allowNegative={false}
                      suffix=" %"
                      w={110}
                      onChange={(value) => setLine(line.itemNumber, { discountPercent: typeof value === 'number' ? value : '' })}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroller>
      <Text fw={600}>
        {t('quote-desk.column.total')}: {money(typedTotal(values, quantities))}
      </Text>
      <Group align="end">
        <TextInput
          type="date"
          label={t('quote-desk.column.valid-until')}
          required
          value={values.validUntil}
          // Each value is read at once: React empties currentTarget before a deferred updater runs.
          onChange={(e) => {
            const validUntil = e.currentTarget.value;
            setValues((v) => ({ ...v, validUntil }));
          }}
        />
        <Checkbox
          label={t('quote-desk.detail.allow-call-offs')}
          checked={values.allowPartialCallOffs}
          onChange={(e) => {
            const allowPartialCallOffs = e.currentTarget.checked;
            setValues((v) => ({ ...v, allowPartialCallOffs }));
          }}
        />
      </Group>
      <Textarea
        label={t('quote-desk.detail.message')}
        description={t('quote-desk.detail.message-hint')}
        value={values.message}
        onChange={(e) => {
          const message = e.currentTarget.value;
          setValues((v) => ({ ...v, message }));
        }}
        maxLength={MAX_QUOTE_MESSAGE_LENGTH}
        autosize
        minRows={3}
      />
      <Group>
        <Button variant="default" onClick={() => void save().catch(() => undefined)} loading={price.isPending} disabled={!isPriced(values)}>
          {t('quote-desk.save')}
        </Button>
        <Button onClick={() => void saveAndSend()} loading={send.isPending} disabled={!isPriced(values) || price.isPending}>
          {t('quote-desk.send')}
        </Button>
      </Group>
    </Stack>
  );
}
