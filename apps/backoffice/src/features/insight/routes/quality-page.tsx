import { Group, Skeleton, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QUALITY_GROUPS, type QualityGroup } from '@portal/contracts/insight';
import { getStaffComplaints } from '@portal/contracts/staff-complaint';
import { ErrorNotice, Page } from '@portal/ui';
import { mayUse, useStaffMe } from '../../../lib/staff';
import { useUrlFilters } from '../../../lib/url-filters';
import { useInsightQuality } from '../api/insight';
import { FigureChart } from '../components/figure-chart';
import { EmptyTable, ExportButton, FigureCell, FigureLink, FigureTable, UrlSelect, useFigureFormat } from '../components/figure-parts';
import { QualityAlerts } from '../../../components/quality-alerts';
import { WeeklyEmail } from '../components/weekly-email';
import {
  dayOf,
  groupOf,
  QUALITY_COLUMNS,
  qualityCsvRows,
  qualityFileName,
  qualityLink,
  qualityRowsByRate,
  QUALITY_CHART_ROWS,
} from '../insight-logic';

/** A day filter kept in the address; the browser's date field gives yyyy-mm-dd. */
function DayFilter({ name, label, value }: { name: string; label: string; value: string | undefined }) {
  const filters = useUrlFilters();
  return (
    <TextInput
      type="date"
      label={label}
      value={value ?? ''}
      onChange={(e) => filters.update({ [name]: e.currentTarget.value || null })}
      w={{ base: '100%', sm: 180 }}
    />
  );
}

/** Complaints per 100 units sold by series, article, production batch or complaint type, the worst first. */
export function QualityPage() {
  const { t } = useTranslation();
  const filters = useUrlFilters();
  const me = useStaffMe().data;
  const groupBy = groupOf(filters.get('groupBy'));
  const from = dayOf(filters.get('from'));
  const to = dayOf(filters.get('to'));
  const quality = useInsightQuality({ groupBy, from, to });
  const opensComplaints = mayUse(me?.roles, getStaffComplaints.staffRoles ?? []);
  const rows = quality.data ? qualityRowsByRate(quality.data.rows) : [];
  // The worst rows make the chart; every row stands in the table.
  const charted = rows.slice(0, QUALITY_CHART_ROWS);
  const keyLabel = (group: QualityGroup, key: string) => (group === 'type' ? t(`complaints.type.${key}`) : key);
  const figure = useFigureFormat();
  const title = quality.data ? t('insight.quality.table', { from: quality.data.from, to: quality.data.to }) : '';
  const header = QUALITY_COLUMNS.map((c) => (c === 'insight.quality.key' ? t(`insight.quality.group.${groupBy}`) : t(c)));

  return (
    <Page title={t('insight.quality.title')}>
      <QualityAlerts />
      <Text>{t(`insight.quality.intro.${groupBy}`)}</Text>
      <Group align="flex-end" wrap="wrap" role="group" aria-label={t('insight.filters.label')}>
        <UrlSelect
          name="groupBy"
          label={t('insight.quality.group-by')}
          data={QUALITY_GROUPS.map((g) => ({ value: g, label: t(`insight.quality.group.${g}`) }))}
          value={groupBy}
          clearable={false}
        />
        <DayFilter name="from" label={t('insight.filters.from')} value={from} />
        <DayFilter name="to" label={t('insight.filters.to')} value={to} />
      </Group>
      {quality.isError ? (
        <ErrorNotice titleKey="insight.error" onRetry={() => void quality.refetch()} error={quality.error} />
      ) : quality.isPending ? (
        <Skeleton height={320} />
      ) : (
        <>
          <section aria-labelledby="insight-quality-table">
            {rows.length === 0 ? (
              <EmptyTable id="insight-quality-table" title={title} />
            ) : (
              <FigureTable
                id="insight-quality-table"
                title={title}
                columns={header}
                minWidth={640}
                busy={quality.isFetching}
                before={
                  <FigureChart
                    horizontal
                    title={title}
                    data={charted.map((r) => ({ key: keyLabel(groupBy, r.key), per100: r.per100 }))}
                    dataKey="key"
                    series={[{ name: 'per100', label: t('insight.quality.per100'), color: 'red.8' }]}
                    format={figure.number}
                    note={charted.length < rows.length ? t('insight.quality.chart-top', { n: charted.length }) : undefined}
                  />
                }
              >
                {rows.map((r) => {
                  const name = keyLabel(groupBy, r.key);
                  return (
                    <Table.Tr key={r.key}>
                      <Table.Th scope="row">{name}</Table.Th>
                      <FigureCell>{figure.quantity(r.unitsSold)}</FigureCell>
                      <FigureCell>
                        {opensComplaints && r.complaints > 0 ? (
                          <FigureLink
                            to={qualityLink(groupBy, r.key, quality.data)}
                            label={t('insight.quality.open-complaints', { n: r.complaints, name })}
                          >
                            {figure.quantity(r.complaints)}
                          </FigureLink>
                        ) : (
                          figure.quantity(r.complaints)
                        )}
                      </FigureCell>
                      <FigureCell>{figure.number(r.per100)}</FigureCell>
                    </Table.Tr>
                  );
                })}
              </FigureTable>
            )}
          </section>
          <ExportButton
            fileName={qualityFileName({ groupBy, from: quality.data.from, to: quality.data.to })}
            header={header}
            rows={qualityCsvRows(rows)}
          />
        </>
      )}
      <WeeklyEmail request={{ dashboard: 'quality', filters: { groupBy, from, to } }} />
    </Page>
  );
}
