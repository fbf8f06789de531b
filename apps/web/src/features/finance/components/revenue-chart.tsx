import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { AmountMTD } from '@portal/contracts/finance';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { asLanguage, formatAmount, formatThousands, monthNames, niceScale } from '../finance-logic';

// Drawn at the width it is shown at, one unit a pixel, so its labels keep their size on a phone instead of shrinking
// with a scaled drawing.
const DEFAULT_WIDTH = 720;
const FONT_SIZE = 12;
const PAD = { top: 12, right: 8, bottom: 28, left: 52 };
/** Below this width a month's group is too narrow for its short name: the axis shows the one-letter names. */
const NARROW_GROUP = 34;
// Bars and text at 3:1 or more against white (WCAG 1.4.11).
const LAST_YEAR = 'var(--mantine-color-gray-6)';
const THIS_YEAR = 'var(--mantine-color-ember-7)';

type RevenueChartProps = {
  months: readonly AmountMTD[];
  currency: string;
  year: number;
  /** The month under way (1–12); later months of this year have no bars yet. */
  currentMonth: number;
};

/**
 * Twelve months of this year against the same months last year, as bars. Screen readers get
 * a summary as the image's name and the figures in a table.
 */
export function RevenueChart({ months, currency, year, currentMonth }: RevenueChartProps) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const titleId = useId();
  const descId = useId();
  const { ref, width: measured } = useElementSize();
  const WIDTH = Math.round(measured) || DEFAULT_WIDTH;
  const HEIGHT = WIDTH < 480 ? 220 : 260;
  const PLOT_W = WIDTH - PAD.left - PAD.right;
  const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
  const long = monthNames(language, 'long');
  const { max, step } = niceScale(Math.max(0, ...months.flatMap((m) => [m.AmountMTD, m.PreviousMTD])));
  const yOf = (value: number) => PAD.top + PLOT_H - (Math.max(0, value) / max) * PLOT_H;
  const group = PLOT_W / months.length;
  const bar = group * 0.34;
  const short = monthNames(language, group < NARROW_GROUP ? 'narrow' : 'short');
  const ticks = Array.from({ length: Math.round(max / step) + 1 }, (_, i) => i * step);
  const money = (amount: number) => formatAmount(amount, language, currency);
  const thisYearLabel = t('finance.chart.this-year', { year });
  const lastYearLabel = t('finance.chart.last-year', { year: year - 1 });

  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed" aria-hidden>
        {t('finance.chart.unit', { currency })}
      </Text>
      <div ref={ref}>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width={WIDTH}
          height={HEIGHT}
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          style={{ display: 'block', maxWidth: '100%' }}
        >
          <title id={titleId}>{t('finance.chart.title')}</title>
          <desc id={descId}>{t('finance.chart.description', { year, previous: year - 1, currency })}</desc>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={yOf(tick)}
                y2={yOf(tick)}
                stroke="var(--mantine-color-gray-3)"
                strokeWidth={1}
              />
              <text x={PAD.left - 6} y={yOf(tick)} dy="0.32em" textAnchor="end" fontSize={FONT_SIZE} fill="var(--mantine-color-dimmed)">
                {formatThousands(tick, language)}
              </text>
            </g>
          ))}
          {months.map((m, i) => {
            const x = PAD.left + i * group + (group - 2 * bar - 2) / 2;
            const future = i + 1 > currentMonth;
            return (
              <g key={i}>
                <rect x={x} y={yOf(m.PreviousMTD)} width={bar} height={PAD.top + PLOT_H - yOf(m.PreviousMTD)} fill={LAST_YEAR}>
                  <title>{`${long[i]} ${year - 1}: ${money(m.PreviousMTD)}`}</title>
                </rect>
                {!future && (
                  <rect x={x + bar + 2} y={yOf(m.AmountMTD)} width={bar} height={PAD.top + PLOT_H - yOf(m.AmountMTD)} fill={THIS_YEAR}>
                    <title>{`${long[i]} ${year}: ${money(m.AmountMTD)}`}</title>
                  </rect>
                )}
                <text
                  x={PAD.left + i * group + group / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  fontSize={FONT_SIZE}
                  fill="var(--mantine-color-dimmed)"
                >
                  {short[i]}
                </text>
              </g>
            );
          })}
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={PAD.top + PLOT_H}
            y2={PAD.top + PLOT_H}
            stroke="var(--mantine-color-gray-6)"
            strokeWidth={1}
          />
        </svg>
      </div>

      <Group gap="lg" justify="center" aria-hidden>
        <Legend colour={LAST_YEAR} label={lastYearLabel} />
        <Legend colour={THIS_YEAR} label={thisYearLabel} />
      </Group>

      <VisuallyHidden>
        <table>
          <caption>{t('finance.chart.table-caption', { currency })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('finance.chart.month')}</th>
              <th scope="col">{lastYearLabel}</th>
              <th scope="col">{thisYearLabel}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m, i) => (
              <tr key={i}>
                <th scope="row">{long[i]}</th>
                <td>{money(m.PreviousMTD)}</td>
                <td>{i + 1 > currentMonth ? '–' : money(m.AmountMTD)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Stack>
  );
}

function Legend({ colour, label }: { colour: string; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 2, background: colour }} />
      <Text size="sm">{label}</Text>
    </Group>
  );
}
