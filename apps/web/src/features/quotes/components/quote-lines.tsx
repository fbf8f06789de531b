import { NumberInput, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuoteDetail } from '@portal/contracts/quotes';
import { TableScroller, useLanguage } from '@portal/ui';
import { formatMoney, formatPercent } from '@portal/ui/format';

/**
 * A quote's lines with their prices once sent and what is left to order. With `quantities`, each
 * line gets a quantity field (a call-off or a changed request).
 */
export function QuoteLines({
  quote,
  quantities,
}: {
  quote: QuoteDetail;
  quantities?: {
    values: Record<string, number>;
    label: string;
    max?: (line: QuoteDetail['lines'][number]) => number;
    onChange: (itemNumber: string, quantity: number) => void;
  };
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (amount: number | null) => (amount === null ? '–' : formatMoney(amount, language, quote.currency));
  const showRemaining = quote.allowPartialCallOffs || quote.orderNumbers.length > 0;
  return (
    <TableScroller minWidth={720} label={t('quotes.lines')}>
      <Table striped aria-label={t('quotes.lines')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('quotes.col.item')}</Table.Th>
            <Table.Th scope="col">{t('quotes.col.description')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('quotes.col.quantity')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('quotes.col.unit-price')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('quotes.col.discount')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('quotes.col.amount')}
            </Table.Th>
            {showRemaining && (
              <Table.Th scope="col" ta="right">
                {t('quotes.col.remaining')}
              </Table.Th>
            )}
            {quantities && <Table.Th scope="col">{quantities.label}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quote.lines.map((line) => (
            <Table.Tr key={line.itemNumber}>
              <Table.Td>{line.itemNumber}</Table.Td>
              <Table.Td>{line.description}</Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right">{money(line.unitPrice)}</Table.Td>
              <Table.Td ta="right">{line.discountPercent ? formatPercent(line.discountPercent, language) : '–'}</Table.Td>
              <Table.Td ta="right">{money(line.amount)}</Table.Td>
              {showRemaining && <Table.Td ta="right">{line.remaining}</Table.Td>}
              {quantities && (
                <Table.Td>
                  <NumberInput
                    aria-label={`${quantities.label} ${line.itemNumber}`}
                    value={quantities.values[line.itemNumber] ?? 0}
                    min={0}
                    max={quantities.max?.(line) ?? 999}
                    allowDecimal={false}
                    allowNegative={false}
                    w={96}
                    onChange={(value) => quantities.onChange(line.itemNumber, typeof value === 'number' ? value : 0)}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
