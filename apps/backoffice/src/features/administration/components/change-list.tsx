import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const show = (value: unknown) => (value === undefined ? '–' : typeof value === 'string' ? value : JSON.stringify(value));

/** What a change did: each value before and after, the ones that changed first. */
export function ChangeList({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) {
  const { t } = useTranslation();
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changed = (key: string) => show(before?.[key]) !== show(after?.[key]);
  const ordered = [...keys.filter(changed), ...keys.filter((k) => !changed(k))];
  if (ordered.length === 0) return <Text c="dimmed">{t('audit.no-values')}</Text>;
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
          {ordered.map((key) => (
            <Table.Tr key={key} fw={changed(key) ? 600 : undefined}>
              <Table.Th scope="row">{key}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{show(before?.[key])}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{show(after?.[key])}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
