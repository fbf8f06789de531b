import { Group, Skeleton, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getStaffOrders } from '@portal/contracts/staff-order';
import { ErrorNotice, Page, TableScroller, useLanguage } from '@portal/ui';
import { formatNumber, formatPercent, formatQuantity } from '@portal/ui/format';
import { mayUse, useStaffMe } from '../../../lib/staff';
import { useUrlFilters } from '../../../lib/url-filters';
import { useInsightDelivery } from '../api/insight';
import { FigureChart } from '../components/figure-chart';
import { ExportButton, FigureLink, KeyFigures, MarketSelect, YearSelect } from '../components/figure-parts';
import { WeeklyEmail } from '../components/weekly-email';
import {
  CANCELLATION_COLUMNS,
  cancellationCsvRows,
  cancellationsFileName,
  cancellationsLink,
  chartReason,
  reasonLabel,
  DELIVERY_COLUMNS,
  deliveryCsvRows,
  deliveryFileName,
  deliveryLinks,
  deliveryRows,
  marketOf,
  yearChoices,
  yearOf,
  type DeliveryFilters,
  addressYear,
} from '../insight-logic';

/** Orders received, confirmed in time, punctuality, days to dispatch and backlog per ISO week. */
export function DeliveryPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const filters = useUrlFilters();
  const me = useStaffMe().data;
  const f: DeliveryFilters = { year: yearOf(filters.get('year')), market: marketOf(filters.get('market')) };
  const delivery = useInsightDelivery({ year: f.year, market: f.market });
  const opensOrders = mayUse(me?.roles, getStaffOrders.staffRoles ?? []);
  const weeks = delivery.data ? deliveryRows(delivery.data.weeks) : [];
  const cancellations = delivery.data?.cancellations ?? [];
  // Null is an order cancelled without a reason: the dealer's own cancellations and approvers' rejections, and imported ones.
  const noReason = t('insight.delivery.no-reason');
  const percent = (value: number | null) => (value === null ? '–' : formatPercent(value, language));
  const days = (value: number | null) => (value === null ? '–' : formatNumber(value, language));
  const count = (value: number, to: string, label: string) =>
    opensOrders && value > 0 ? (
      <FigureLink to={to} label={label}>
        {formatQuantity(value, language)}
      </FigureLink>
    ) : (
      formatQuantity(value, language)
    );

  return (
    <Page title={t('insight.delivery.title')}>
      <Text>{t('insight.delivery.intro', { days: delivery.data?.confirmWorkingDays ?? '' })}</Text>
      <Group align="flex-end" wrap="wrap" role="group" aria-label={t('insight.filters.label')}>
        <YearSelect value={f.year} years={yearChoices()} />
        <MarketSelect value={f.market} />
      </Group>
      {delivery.isError ? (
        <ErrorNotice titleKey="insight.error" onRetry={() => void delivery.refetch()} error={delivery.error} />
      ) : delivery.isPending ? (
        <Skeleton height={320} />
      ) : (
        <>
          <KeyFigures
            figures={[
              { label: t('insight.delivery.punctuality-year', { year: f.year }), value: percent(delivery.data.punctualityPercent) },
              { label: t('insight.delivery.days-to-dispatch-year', { year: f.year }), value: days(delivery.data.averageDaysToDispatch) },
            ]}
          />
          <section aria-labelledby="insight-delivery-table">
            <Title order={2} size="h3" id="insight-delivery-table" mb="sm">
              {t('insight.delivery.table')}
            </Title>
            {weeks.length === 0 ? (
              <Text c="dimmed">{t('insight.empty')}</Text>
            ) : (
              <>
                <FigureChart
                  showTitle
                  title={t('insight.delivery.received-chart')}
                  data={weeks.map((w) => ({ week: w.week, received: w.received, dispatched: w.dispatched }))}
                  dataKey="week"
                  series={[
                    { name: 'received', label: t('insight.delivery.received'), color: 'blue.7' },
                    { name: 'dispatched', label: t('insight.delivery.dispatched'), color: 'teal.8' },
                  ]}
                  format={(v) => formatQuantity(v, language)}
                />
                <FigureChart
                  showTitle
                  kind="line"
                  title={t('insight.delivery.punctuality-chart')}
                  data={weeks.map((w) => ({ week: w.week, punctuality: w.punctualityPercent }))}
                  dataKey="week"
                  series={[{ name: 'punctuality', label: t('insight.delivery.punctuality'), color: 'blue.7' }]}
                  format={percent}
                  max={100}
                />
                <TableScroller label={t('insight.delivery.table')} minWidth={820}>
                  <Table aria-busy={delivery.isFetching}>
                    <Table.Thead>
                      <Table.Tr>
                        {DELIVERY_COLUMNS.map((c) => (
                          <Table.Th key={c} scope="col">
                            {t(c, { days: delivery.data.confirmWorkingDays })}
                          </Table.Th>
                        ))}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {weeks.map((w) => {
                        const links = deliveryLinks(f, w);
                        return (
                          <Table.Tr key={w.week}>
                            <Table.Th scope="row">{w.week}</Table.Th>
                            <Table.Td>
                              {count(w.received, links.received, t('insight.delivery.open-received', { week: w.week, n: w.received }))}
                            </Table.Td>
                            <Table.Td>{percent(w.confirmedInTimePercent)}</Table.Td>
                            <Table.Td>
                              {count(w.cancelled, links.cancelled, t('insight.delivery.open-cancelled', { week: w.week, n: w.cancelled }))}
                            </Table.Td>
                            <Table.Td>{formatQuantity(w.dispatched, language)}</Table.Td>
                            <Table.Td>{percent(w.punctualityPercent)}</Table.Td>
                            <Table.Td>{days(w.averageDaysToDispatch)}</Table.Td>
                            <Table.Td>
                              {count(w.backlog, links.backlog, t('insight.delivery.open-backlog', { week: w.week, n: w.backlog }))}
                            </Table.Td>
                          </Table.Tr>
                        );
                      })}
                    </Table.Tbody>
                  </Table>
                </TableScroller>
              </>
            )}
          </section>
          <ExportButton
            fileName={deliveryFileName(f)}
            header={DELIVERY_COLUMNS.map((c) => t(c, { days: delivery.data.confirmWorkingDays }))}
            rows={deliveryCsvRows(weeks)}
          />
          <section aria-labelledby="insight-delivery-cancellations">
            <Title order={2} size="h3" id="insight-delivery-cancellations" mb="sm">
              {t('insight.delivery.cancellations')}
            </Title>
            <Text size="sm" mb="sm">
              {t('insight.delivery.cancellations-note', { year: f.year })}
            </Text>
            {cancellations.length === 0 ? (
              <Text c="dimmed">{t('insight.empty')}</Text>
            ) : (
              <>
                <FigureChart
                  horizontal
                  title={t('insight.delivery.cancellations-chart')}
                  data={cancellations.map((c) => ({ reason: chartReason(reasonLabel(c, noReason)), count: c.count }))}
                  dataKey="reason"
                  series={[{ name: 'count', label: t('insight.delivery.cancelled-orders'), color: 'blue.7' }]}
                  format={(v) => formatQuantity(v, language)}
                />
                <TableScroller label={t('insight.delivery.cancellations')} minWidth={320}>
                  <Table aria-busy={delivery.isFetching}>
                    <Table.Thead>
                      <Table.Tr>
                        {CANCELLATION_COLUMNS.map((c) => (
                          <Table.Th key={c} scope="col">
                            {t(c)}
                          </Table.Th>
                        ))}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {cancellations.map((c) => {
                        const reason = reasonLabel(c, noReason);
                        return (
                          <Table.Tr key={c.reason ?? ''}>
                            <Table.Th scope="row">{reason}</Table.Th>
                            <Table.Td>
                              {count(
                                c.count,
                                cancellationsLink(f, delivery.data.weeks),
                                t('insight.delivery.open-cancellations', { reason, n: c.count, year: f.year }),
                              )}
                            </Table.Td>
                          </Table.Tr>
                        );
                      })}
                    </Table.Tbody>
                  </Table>
                </TableScroller>
              </>
            )}
            <ExportButton
              print={false}
              fileName={cancellationsFileName(f)}
              header={CANCELLATION_COLUMNS.map((c) => t(c))}
              rows={cancellationCsvRows(cancellations, noReason)}
            />
          </section>
        </>
      )}
      <WeeklyEmail request={{ dashboard: 'delivery', filters: { year: addressYear(filters.get('year')), market: f.market } }} />
    </Page>
  );
}
