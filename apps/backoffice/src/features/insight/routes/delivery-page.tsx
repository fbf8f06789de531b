import { Group, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getStaffOrders } from '@portal/contracts/staff-order';
import { ErrorNotice, Page } from '@portal/ui';
import { mayUse, useStaffMe } from '../../../lib/staff';
import { useUrlFilters } from '../../../lib/url-filters';
import { useInsightDelivery } from '../api/insight';
import { FigureChart } from '../components/figure-chart';
import {
  EmptyTable,
  ExportButton,
  FigureCell,
  FigureLink,
  FigureTable,
  KeyFigures,
  MarketSelect,
  YearSelect,
  useFigureFormat,
} from '../components/figure-parts';
import { WeeklyEmail } from '../components/weekly-email';
import classes from '../components/insight.module.css';
import {
  CANCELLATION_COLUMNS,
  cancellationCsvRows,
  cancellationsFileName,
  cancellationsLink,
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
  const filters = useUrlFilters();
  const me = useStaffMe().data;
  const f: DeliveryFilters = { year: yearOf(filters.get('year')), market: marketOf(filters.get('market')) };
  const delivery = useInsightDelivery({ year: f.year, market: f.market });
  const opensOrders = mayUse(me?.roles, getStaffOrders.staffRoles ?? []);
  const weeks = delivery.data ? deliveryRows(delivery.data.weeks) : [];
  const cancellations = delivery.data?.cancellations ?? [];
  // Null is an order cancelled without a reason: the dealer's own cancellations and approvers' rejections, and imported ones.
  const noReason = t('insight.delivery.no-reason');
  const figure = useFigureFormat();
  const cancellationsNote = (
    <Text size="sm" mb="sm">
      {t('insight.delivery.cancellations-note', { year: f.year })}
    </Text>
  );
  const count = (value: number, to: string, label: string) =>
    opensOrders && value > 0 ? (
      <FigureLink to={to} label={label}>
        {figure.quantity(value)}
      </FigureLink>
    ) : (
      figure.quantity(value)
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
              { label: t('insight.delivery.punctuality-year', { year: f.year }), value: figure.percent(delivery.data.punctualityPercent) },
              {
                label: t('insight.delivery.days-to-dispatch-year', { year: f.year }),
                value: figure.number(delivery.data.averageDaysToDispatch),
              },
            ]}
          />
          <section aria-labelledby="insight-delivery-table">
            {weeks.length === 0 ? (
              <EmptyTable id="insight-delivery-table" title={t('insight.delivery.table')} />
            ) : (
              <FigureTable
                id="insight-delivery-table"
                title={t('insight.delivery.table')}
                columns={DELIVERY_COLUMNS.map((c) => t(c, { days: delivery.data.confirmWorkingDays }))}
                minWidth={820}
                busy={delivery.isFetching}
                before={
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
                      format={figure.quantity}
                    />
                    <FigureChart
                      showTitle
                      kind="line"
                      title={t('insight.delivery.punctuality-chart')}
                      data={weeks.map((w) => ({ week: w.week, punctuality: w.punctualityPercent }))}
                      dataKey="week"
                      series={[{ name: 'punctuality', label: t('insight.delivery.punctuality'), color: 'blue.7' }]}
                      format={figure.percent}
                      max={100}
                    />
                  </>
                }
              >
                {weeks.map((w) => {
                  const links = deliveryLinks(f, w);
                  return (
                    <Table.Tr key={w.week}>
                      <Table.Th scope="row" className={classes.figure}>
                        {w.week}
                      </Table.Th>
                      <FigureCell>
                        {count(w.received, links.received, t('insight.delivery.open-received', { week: w.week, n: w.received }))}
                      </FigureCell>
                      <FigureCell>{figure.percent(w.confirmedInTimePercent)}</FigureCell>
                      <FigureCell>
                        {count(w.cancelled, links.cancelled, t('insight.delivery.open-cancelled', { week: w.week, n: w.cancelled }))}
                      </FigureCell>
                      <FigureCell>{figure.quantity(w.dispatched)}</FigureCell>
                      <FigureCell>{figure.percent(w.punctualityPercent)}</FigureCell>
                      <FigureCell>{figure.number(w.averageDaysToDispatch)}</FigureCell>
                      <FigureCell>
                        {count(w.backlog, links.backlog, t('insight.delivery.open-backlog', { week: w.week, n: w.backlog }))}
                      </FigureCell>
                    </Table.Tr>
                  );
                })}
              </FigureTable>
            )}
          </section>
          <ExportButton
            fileName={deliveryFileName(f)}
            header={DELIVERY_COLUMNS.map((c) => t(c, { days: delivery.data.confirmWorkingDays }))}
            rows={deliveryCsvRows(weeks)}
          />
          <section aria-labelledby="insight-delivery-cancellations">
            {cancellations.length === 0 ? (
              <EmptyTable id="insight-delivery-cancellations" title={t('insight.delivery.cancellations')} before={cancellationsNote} />
            ) : (
              <FigureTable
                id="insight-delivery-cancellations"
                title={t('insight.delivery.cancellations')}
                columns={CANCELLATION_COLUMNS.map((c) => t(c))}
                minWidth={320}
                busy={delivery.isFetching}
                before={
                  <>
                    {cancellationsNote}
                    <FigureChart
                      horizontal
                      title={t('insight.delivery.cancellations-chart')}
                      data={cancellations.map((c) => ({ reason: reasonLabel(c, noReason), count: c.count }))}
                      dataKey="reason"
                      series={[{ name: 'count', label: t('insight.delivery.cancelled-orders'), color: 'blue.7' }]}
                      format={figure.quantity}
                    />
                  </>
                }
              >
                {cancellations.map((c) => {
                  const reason = reasonLabel(c, noReason);
                  return (
                    <Table.Tr key={c.reason ?? ''}>
                      <Table.Th scope="row">{reason}</Table.Th>
                      <FigureCell>
                        {count(
                          c.count,
                          cancellationsLink(f, delivery.data.weeks),
                          t('insight.delivery.open-cancellations', { reason, n: c.count, year: f.year }),
                        )}
                      </FigureCell>
                    </Table.Tr>
                  );
                })}
              </FigureTable>
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
