import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TableScroller } from '@portal/ui';
import { changeRows } from '../staff-logic';

/** What a change did: each value before and after, the ones that changed first; `label` names the change. */
export function ChangeList({
  label,
  before,
  after,
}: {
  label: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}) {
  const { t } = useTranslation();
  const rows = changeRows(before, after);
  if (rows.length === 0) return <Text c="dimmed">{t('audit.no-values')}</Text>;
  return (
    <TableScroller minWidth={480} label={label}>
      <Table layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('audit.field')}</Table.Th>
            <Table.Th scope="col">{t('audit.before')}</Table.Th>
            <Table.Th scope="col">{t('audit.after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key} fw={row.changed ? 600 : undefined}>
              <Table.Th scope="row">{row.key}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.before}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.after}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
