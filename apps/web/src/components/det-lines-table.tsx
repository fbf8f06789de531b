import { Table, Text } from '@mantine/core';
import type { DetLine } from '@portal/contracts/order';
import { formatPercent, formatQuantity } from '@portal/ui/format';
import type { Language } from '@portal/ui/languages';
import { visibleLines } from './det-lines';

export type DetLinesLabels = {
  caption: string;
  item: string;
  description: string;
  quantity: string;
  price: string;
  discount: string;
  amount: string;
};

type Props = {
  /** All lines as the API gives them; the header line is left out here. */
  lines: readonly DetLine[];
  labels: DetLinesLabels;
  emptyText: string;
  money: (amount: number) => string;
  language: Language;
};

/** The lines of an order or an invoice, with each line's comments under its description. */
export function DetLinesTable({ lines, labels, emptyText, money, language }: Props) {
  const shown = visibleLines(lines);
  if (shown.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  const numeric = { ta: 'right' as const, style: { whiteSpace: 'nowrap' as const } };
  return (
    <Table.ScrollContainer minWidth={640} type="native" tabIndex={0} role="region" aria-label={labels.caption}>
      <Table verticalSpacing="xs" aria-label={labels.caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{labels.item}</Table.Th>
            <Table.Th scope="col">{labels.description}</Table.Th>
            <Table.Th scope="col" ta="right">
              {labels.quantity}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {labels.price}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {labels.discount}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {labels.amount}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((line) => (
            <Table.Tr key={line.LineSequence}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{line.ItemNumber}</Table.Td>
              <Table.Td>
                {line.Description}
                {line.LineComments.map((comment, i) => (
                  <Text key={i} size="sm" c="dimmed" fs="italic" style={{ whiteSpace: 'pre-line' }}>
                    {comment.Comment}
                  </Text>
                ))}
              </Table.Td>
              <Table.Td ta="right">{formatQuantity(line.OrderedQty, language)}</Table.Td>
              <Table.Td {...numeric}>{money(line.Price)}</Table.Td>
              <Table.Td ta="right">{line.Discount ? formatPercent(line.Discount, language) : ''}</Table.Td>
              <Table.Td {...numeric}>{money(line.NetSalesAmt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
