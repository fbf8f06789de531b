import { BarChart, LineChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@portal/ui';
import { formatCompact } from '@portal/ui/format';
import { chartLabel, horizontalChartHeight } from '../insight-logic';
import classes from './insight.module.css';

/** One series of a chart: its key in each data row, its name in the legend, its colour. */
export type ChartSeries = { name: string; label: string; color: string };

/**
 * A dashboard's chart, drawn by Mantine's charts. Its numbers are in the table under it, so the chart reads as
 * one picture named after that table (the table is what assistive technology and the exports read).
 */
export function FigureChart({
  title,
  data,
  dataKey,
  series,
  format,
  kind = 'bar',
  stacked = false,
  horizontal = false,
  max,
  note,
  showTitle = false,
}: {
  /** The table's title: the chart is named "Chart: <title>". */
  title: string;
  data: Record<string, string | number | null>[];
  /** The key of each row's label along the axis (a month, a week, a series). */
  dataKey: string;
  series: ChartSeries[];
  /** The tooltip's value, as the table writes it. */
  format: (value: number) => string;
  kind?: 'bar' | 'line';
  stacked?: boolean;
  /** Bars along the rows (for named keys such as products), not up the months. */
  horizontal?: boolean;
  /** The value axis' top, e.g. 100 for percents. */
  max?: number;
  /** What the chart leaves out, said under it (a picture is read as one name, so the note stands outside it). */
  note?: string;
  /** Shows the title over the chart, where no heading right above names it. */
  showTitle?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const compact = (value: number) => formatCompact(value, language);
  // Horizontal bars need a row's height each, for each series' bar; the names stand on one line each, cut short.
  const height = horizontal ? horizontalChartHeight(data.length, series.length) : 260;
  const common = {
    h: height,
    data,
    dataKey,
    series,
    valueFormatter: format,
    withLegend: series.length > 1,
    legendProps: { verticalAlign: 'bottom' as const },
    // The chart is one picture; its keyboard layer would add a stop that reads nothing the table does not.
    accessibilityLayer: false,
    tooltipAnimationDuration: 0,
    textColor: 'gray.8',
    gridAxis: horizontal ? ('x' as const) : ('y' as const),
  };
  const valueAxis = { tickFormatter: compact, ...(max === undefined ? {} : { domain: [0, max] }) };
  return (
    <>
      {showTitle && (
        <Text fw={600} mb={4}>
          {title}
        </Text>
      )}
      <figure role="img" aria-label={t('insight.chart', { title })} className={classes.chart}>
        {kind === 'line' ? (
          <LineChart {...common} yAxisProps={valueAxis} curveType="linear" />
        ) : (
          <BarChart
            {...common}
            type={stacked ? 'stacked' : 'default'}
            orientation={horizontal ? 'vertical' : 'horizontal'}
            {...(horizontal
              ? { xAxisProps: valueAxis, yAxisProps: { width: 180, tickFormatter: (name: unknown) => chartLabel(String(name)) } }
              : { yAxisProps: valueAxis })}
            maxBarWidth={40}
          />
        )}
      </figure>
      {note && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
    </>
  );
}
