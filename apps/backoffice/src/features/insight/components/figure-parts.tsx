import { Anchor, Button, Group, Paper, Select, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MARKETS } from '@portal/contracts/languages';
import { TableScroller, useLanguage } from '@portal/ui';
import { LOCALE_TAG } from '@portal/ui/languages';
import { formatMoney, formatNumber, formatPercent, formatQuantity } from '@portal/ui/format';
import type { CsvCell } from '@portal/contracts/csv';
import { choices } from '../../../lib/labels';
import { downloadCsv } from '../../../lib/csv';
import { downloadXlsx } from '../../../lib/xlsx';
import { useUrlFilters } from '../../../lib/url-filters';
import classes from './insight.module.css';

/** A month 'YYYY-MM' by its name in the screen's language, long ("March") or short ("Mar"). */
export function useMonthLabel(width: 'long' | 'short' = 'long') {
  const language = useLanguage();
  const name = new Intl.DateTimeFormat(LOCALE_TAG[language], { month: width, timeZone: 'UTC' });
  return (month: string) => name.format(new Date(`${month}-01T00:00:00Z`));
}

/**
 * A dashboard's figures written the one way on every table, chart and tile: money in the figure's currency (a plain
 * number while none is known), quantities, percents and plain numbers in the screen's language, a dash for none.
 */
export function useFigureFormat(currency?: string) {
  const language = useLanguage();
  const orDash =
    (write: (value: number) => string) =>
    (value: number | null): string =>
      value === null ? '–' : write(value);
  return {
    money: orDash((v) => (currency ? formatMoney(v, language, currency) : formatNumber(v, language))),
    quantity: orDash((v) => formatQuantity(v, language)),
    percent: orDash((v) => formatPercent(v, language)),
    number: orDash((v) => formatNumber(v, language)),
  };
}

/**
 * A dashboard's table under its heading: the columns' names as shown, its rows as children. The first `textColumns`
 * columns name the row (a month, a week, a reason); the others are figures, right-aligned under their headers, each
 * written in a `FigureCell`. The table scrolls sideways in its own box, which the keyboard reaches when it does.
 */
export function FigureTable({
  id,
  title,
  columns,
  minWidth,
  busy,
  textColumns = 1,
  before,
  children,
}: {
  id: string;
  title: string;
  columns: readonly string[];
  minWidth: number;
  busy?: boolean;
  textColumns?: number;
  /** What stands between the heading and the table: a note, the table's chart. */
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {before}
      <TableScroller label={title} minWidth={minWidth}>
        <Table aria-busy={busy}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c, i) => (
                <Table.Th key={c} scope="col" ta={i < textColumns ? undefined : 'right'}>
                  {c}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </TableScroller>
    </>
  );
}

/** A table's heading over the line that says it has nothing for these filters, and what stands between them. */
export function EmptyTable({ id, title, before }: { id: string; title: string; before?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {before}
      <Text c="dimmed">{t('insight.empty')}</Text>
    </>
  );
}

/** A figure in a `FigureTable`: right-aligned under its header, on one line. */
export function FigureCell({ children }: { children: ReactNode }) {
  return (
    <Table.Td ta="right" className={classes.figure}>
      {children}
    </Table.Td>
  );
}

/** A figure that opens the list of rows behind it, named by the figure and what it counts. */
export function FigureLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} aria-label={label} className={classes.link}>
      {children}
    </Anchor>
  );
}

/**
 * A filter kept in the address as `name`; cleared, the figures take every row. Only a changed choice writes the
 * address: a select may report the value it already has (when its choices arrive after it drew) through the handler
 * of an earlier render, and writing then would put back the address as it was, undoing filters chosen meanwhile.
 */
export function UrlSelect({
  name,
  label,
  data,
  value,
  clearable = true,
  all,
}: {
  name: string;
  label: string;
  data: { value: string; label: string }[];
  value: string | null;
  clearable?: boolean;
  all?: string;
}) {
  const filters = useUrlFilters();
  return (
    <Select
      label={label}
      data={data}
      value={value}
      placeholder={all}
      onChange={(next) => {
        if ((next ?? null) !== value) filters.update({ [name]: next });
      }}
      clearable={clearable}
      allowDeselect={clearable}
      w={{ base: '100%', sm: 180 }}
    />
  );
}

export function MarketSelect({ value }: { value: string | undefined }) {
  const { t } = useTranslation();
  return (
    <UrlSelect
      name="market"
      label={t('insight.filters.market')}
      all={t('insight.filters.all-markets')}
      data={choices(MARKETS, (m) => t(`markets.${m}`))}
      value={value ?? null}
    />
  );
}

/** The year filter: this year and the four before it. */
export function YearSelect({ value, years }: { value: number; years: string[] }) {
  const { t } = useTranslation();
  return (
    <UrlSelect
      name="year"
      label={t('insight.filters.year')}
      data={years.map((y) => ({ value: y, label: y }))}
      value={String(value)}
      clearable={false}
    />
  );
}

/** Key figures above a table. */
export function KeyFigures({ figures }: { figures: { label: string; value: string }[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: figures.length }} spacing="md">
      {figures.map((f) => (
        <Paper key={f.label} withBorder p="md">
          <Text span display="block" size="xl" fw={700}>
            {f.value}
          </Text>{' '}
          <Text span display="block" c="dimmed">
            {f.label}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** Exports a table as shown, as CSV or XLSX, each cell as the portal's writers take it (formulas neutralised). */
export function ExportButton({
  fileName,
  header,
  rows,
  print = true,
}: {
  /** Whether the page's print button stands here too: once a page. */
  print?: boolean;
  /** The file's name without its extension. */
  fileName: string;
  /** The columns' names as shown. */
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const xlsx = () => {
    setFailed(false);
    downloadXlsx(`${fileName}.xlsx`, header, rows).catch(() => setFailed(true));
  };
  return (
    <Group justify="flex-end" gap="xs" className="portal-no-print">
      {/* The dashboard as it stands, its charts included, on paper or as a PDF through the browser's print dialog. */}
      {print && (
        <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          {t('insight.print')}
        </Button>
      )}
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        disabled={rows.length === 0}
        onClick={() => downloadCsv(`${fileName}.csv`, header, rows)}
      >
        {t('export.csv')}
      </Button>
      <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} disabled={rows.length === 0} onClick={xlsx}>
        {t('export.xlsx')}
      </Button>
      {failed && (
        <Text size="sm" c="red.8" role="alert">
          {t('export.failed')}
        </Text>
      )}
    </Group>
  );
}
