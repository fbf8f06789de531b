import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeRows } from '../staff-logic';

/** What a change did: each value before and after, the ones that changed first. */
export function ChangeList({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) {
  const { t } = useTranslation();
  const rows = changeRows(before, after);
  if (rows.length === 0) return <Text c="dimmed">{t('audit.no-values')}</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
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
    </Table.ScrollContainer>
  );
}
