import { Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InsightSalesBreakdownRow } from '@portal/contracts/insight';
import { ErrorNotice } from '@portal/ui';
import { useInsightSalesBreakdown } from '../api/insight';
import {
  breakdownColumns,
  breakdownCsvColumns,
  breakdownCsvRows,
  breakdownFileName,
  breakdownLink,
  dealerLink,
  growthOf,
  opensInvoiceList,
  type BreakdownSection,
  type SalesFilters,
} from '../insight-logic';
import { FigureChart } from './figure-chart';
import { ExportButton, FigureCell, FigureLink, FigureTable, useFigureFormat } from './figure-parts';

/** How many rows each breakdown shows. */
const ROWS_SHOWN = 10;

/**
 * One breakdown of the sales figures (the dealers top or bottom, markets, brands, series or products):
 * its numbers as a table (what assistive technology and the export read) with a chart of this year against
 * the same period a year earlier under it, each row leading to its figures, and its export.
 */
export function SalesBreakdownFigure({
  filters,
  section,
  opensInvoices,
}: {
  filters: SalesFilters;
  section: BreakdownSection;
  /** Whether the staff member may open the invoice list, where series and product rows lead. */
  opensInvoices: boolean;
}) {
  const { t } = useTranslation();
  const { by, order } = section;
  const result = useInsightSalesBreakdown({
    year: filters.year,
    market: filters.market,
    customerNumber: filters.customerNumber,
    brand: filters.brand,
    salesRep: filters.salesRep,
    by,
    order,
    limit: ROWS_SHOWN,
  });
  const id = `insight-sales-${by}-${order}`;
  const currency = result.data?.currency ?? '';
  const title = t(by === 'dealer' ? `insight.sales.breakdown.dealers-${order}` : `insight.sales.breakdown.title.${by}`, { currency });
  const figure = useFigureFormat(currency);
  const nameOf = (r: InsightSalesBreakdownRow) => (by === 'market' ? t(`markets.${r.key}`) : r.name);
  if (result.isError)
    return (
      <section aria-label={t(`insight.sales.breakdown.column.${by}`)}>
        <ErrorNotice titleKey="insight.error" onRetry={() => void result.refetch()} error={result.error} />
      </section>
    );
  if (!result.data) return <Skeleton height={200} />;
  const rows = result.data.rows;
  return (
    <Stack component="section" aria-labelledby={id} gap="xs">
      <FigureTable id={id} title={title} columns={breakdownColumns(by).map((c) => t(c))} minWidth={640} busy={result.isFetching}>
        {rows.map((r) => {
          const invoices = opensInvoiceList(by);
          const to = invoices && !opensInvoices ? null : breakdownLink(by, filters, r.key);
          const name = nameOf(r);
          const growth = growthOf(r);
          return (
            <Table.Tr key={r.key}>
              <Table.Th scope="row">
                {to ? (
                  <FigureLink
                    to={to}
                    label={t(invoices ? 'insight.sales.breakdown.open-invoices' : 'insight.sales.breakdown.open-figures', { name })}
                  >
                    {name}
                  </FigureLink>
                ) : (
                  name
                )}
                {by === 'dealer' && (
                  <>
                    {' '}
                    {/* A tap target of 24 px like the figure's own link, not the small text of a page link. */}
                    <FigureLink to={dealerLink(r.key)} label={t('insight.sales.breakdown.dealer-record', { number: r.key, name })}>
                      {r.key}
                    </FigureLink>
                  </>
                )}
                {by === 'product' && (
                  <Text span size="sm" c="dimmed">
                    {' '}
                    {r.key}
                  </Text>
                )}
              </Table.Th>
              <FigureCell>{figure.money(r.netSales)}</FigureCell>
              <FigureCell>{figure.quantity(r.units)}</FigureCell>
              <FigureCell>{figure.money(r.lastYear)}</FigureCell>
              <FigureCell>{growth === 'new' ? t('insight.sales.breakdown.new') : figure.percent(growth)}</FigureCell>
            </Table.Tr>
          );
        })}
      </FigureTable>
      {/* The picture of the table above: this year against the same period a year earlier. */}
      {rows.length > 0 && (
        <FigureChart
          horizontal
          title={title}
          data={rows.map((r) => ({ key: nameOf(r), thisYear: r.netSales, lastYear: r.lastYear }))}
          dataKey="key"
          series={[
            { name: 'thisYear', label: String(filters.year), color: 'blue.7' },
            { name: 'lastYear', label: t('insight.sales.breakdown.last-period'), color: 'gray.6' },
          ]}
          format={figure.money}
        />
      )}
      {rows.length === 0 ? (
        <Text c="dimmed">{t('insight.empty')}</Text>
      ) : (
        result.data.count > rows.length && (
          <Text size="sm" c="dimmed">
            {t('insight.sales.breakdown.shown', { shown: rows.length, count: result.data.count })}
          </Text>
        )
      )}
      <ExportButton
        print={false}
        fileName={breakdownFileName(filters, section)}
        header={breakdownCsvColumns(by).map((c) => t(c))}
        rows={breakdownCsvRows(rows, nameOf)}
      />
    </Stack>
  );
}
