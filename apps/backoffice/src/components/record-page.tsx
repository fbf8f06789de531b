import { Anchor, Paper, Skeleton, Table, Title, type AnchorProps } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorNotice, Page } from '@portal/ui';

/** A link to another screen of the back office, moving within the app rather than loading the page again. */
export function PageLink({ to, children, ...anchor }: AnchorProps & { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} {...anchor}>
      {children}
    </Anchor>
  );
}

type RecordPageProps<T> = {
  query: UseQueryResult<T>;
  /** The screen's title until the record is there. */
  title: string;
  /** The notice's title when the record cannot be read (another's, gone, or the server failed). */
  notFoundKey: string;
  /** The way back to the list, under that notice. */
  back: ReactNode;
  /** The placeholder's height while the record loads, about that of the screen to come. */
  height: number;
  children: (record: T) => ReactNode;
};

/** A record's screen: a placeholder while it loads, the notice with the way back when it cannot be read, else the record. */
export function RecordPage<T>({ query, title, notFoundKey, back, height, children }: RecordPageProps<T>) {
  if (query.error) {
    return (
      <Page title={title}>
        <ErrorNotice titleKey={notFoundKey} error={query.error} />
        {back}
      </Page>
    );
  }
  if (query.data === undefined) {
    return (
      <Page title={title}>
        <Skeleton height={height} />
      </Page>
    );
  }
  return children(query.data);
}

/** A titled part of a record's screen; the heading (its `id`) names the section for assistive technology. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

// The labels' column width, the same for every row of a table.
const LabelWidth = createContext('40%');

/** A record's facts as a table of rows, each a label and its value, in a fixed layout so long values wrap. */
export function FactTable({ labelWidth = '40%', children }: { labelWidth?: string; children: ReactNode }) {
  return (
    <Table variant="vertical" layout="fixed">
      <Table.Tbody>
        <LabelWidth.Provider value={labelWidth}>{children}</LabelWidth.Provider>
      </Table.Tbody>
    </Table>
  );
}

/** One fact of a `FactTable`: its label as the row's header, and its value, broken anywhere rather than overflowing. */
export function FactRow({ label, value }: { label: string; value: ReactNode }) {
  const labelWidth = useContext(LabelWidth);
  return (
    <Table.Tr>
      <Table.Th scope="row" w={labelWidth}>
        {label}
      </Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
    </Table.Tr>
  );
}
