import { Table, Text } from '@mantine/core';
import type { OrderPageConfiguration, OrderPageLine } from '@portal/contracts/order-page';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent, formatQuantity } from '@portal/ui/format';
import type { Language } from '@portal/ui/languages';
import { configurationKindKey, groupOrderLines } from '../order-page-logic';

type Props = {
  lines: readonly OrderPageLine[];
  configurations: readonly OrderPageConfiguration[];
  money: (amount: number) => string;
  language: Language;
  caption: string;
};

const numeric = { ta: 'right' as const, style: { whiteSpace: 'nowrap' as const } };

/**
 * The order's lines: a configured product as a heading row with its articles under it, other articles one per row. Below
 * the md breakpoint (a phone, a tablet beside the menu) three columns: the article with its number under its name, the
 * quantity and the amount; list price and discount from md on.
 */
export function OrderLinesTable({ lines, configurations, money, language, caption }: Props) {
  const { t } = useTranslation();
  if (lines.length === 0) return <Text c="dimmed">{t('orders.no-lines')}</Text>;
  const groups = groupOrderLines(lines, configurations);
  const indent = (inGroup: boolean) => (inGroup ? 'var(--mantine-spacing-lg)' : undefined);
  const row = (line: OrderPageLine, inGroup: boolean) => (
    <Table.Tr key={line.lineSequence}>
      <Table.Td visibleFrom="md" style={{ whiteSpace: 'nowrap', paddingInlineStart: indent(inGroup) }}>
        {line.itemNumber}
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        {line.description}
        <Text hiddenFrom="md" size="sm" c="dimmed">
          {line.itemNumber}
        </Text>
        {line.comments.map((comment, i) => (
          <Text key={i} size="sm" c="dimmed" fs="italic" style={{ whiteSpace: 'pre-line' }}>
            {comment}
          </Text>
        ))}
      </Table.Td>
      <Table.Td ta="right">{formatQuantity(line.quantity, language)}</Table.Td>
      <Table.Td visibleFrom="md" {...numeric}>
        {money(line.listPrice)}
      </Table.Td>
      <Table.Td visibleFrom="md" ta="right">
        {line.discount ? formatPercent(line.discount, language) : ''}
      </Table.Td>
      <Table.Td {...numeric}>{money(line.amount)}</Table.Td>
    </Table.Tr>
  );
  return (
    <Table.ScrollContainer minWidth={0} type="native" tabIndex={0} role="region" aria-label={caption}>
      <Table verticalSpacing="xs" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" visibleFrom="md">
              {t('orders.detail.item')}
            </Table.Th>
            <Table.Th scope="col">{t('orders.detail.description')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('orders.detail.quantity')}
            </Table.Th>
            <Table.Th scope="col" ta="right" visibleFrom="md">
              {t('orders.detail.price')}
            </Table.Th>
            <Table.Th scope="col" ta="right" visibleFrom="md">
              {t('orders.detail.discount')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('orders.detail.net')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) =>
            group.kind === 'article' ? (
              row(group.line, false)
            ) : (
              <Fragment key={group.configuration.headerId}>
                <Table.Tr bg="var(--mantine-color-gray-0)">
                  {/* As many columns as are shown before the amount: five from md on, two below. */}
                  {([5, 2] as const).map((span) => (
                    <Table.Th
                      key={span}
                      scope="rowgroup"
                      colSpan={span}
                      fw={600}
                      {...(span === 5 ? { visibleFrom: 'md' } : { hiddenFrom: 'md' })}
                    >
                      {t(configurationKindKey(group.configuration.ruleset))}
                      {group.configuration.title ? `: ${group.configuration.title}` : ''}
                    </Table.Th>
                  ))}
                  <Table.Td {...numeric} fw={600}>
                    {money(group.amount)}
                  </Table.Td>
                </Table.Tr>
                {group.lines.map((line) => row(line, true))}
              </Fragment>
            ),
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
