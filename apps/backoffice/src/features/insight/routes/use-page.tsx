import { Group, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORDER_CHANNELS } from '@portal/contracts/order';
import { DORMANT_DAYS } from '@portal/contracts/insight';
import { getStaffOrders } from '@portal/contracts/staff-order';
import { getStaffCustomer } from '@portal/contracts/staff-dealer';
import { ErrorNotice, Page, useLanguage } from '@portal/ui';
import { formatDate } from '@portal/ui/format';
import { calendarDay } from '../../../lib/local-time';
import { mayUse, useStaffMe } from '../../../lib/staff';
import { useUrlFilters } from '../../../lib/url-filters';
import { useInsightUse } from '../api/insight';
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
  useMonthLabel,
} from '../components/figure-parts';
import { FigureChart } from '../components/figure-chart';
import { WeeklyEmail } from '../components/weekly-email';
import {
  DORMANT_COLUMNS,
  USAGE_COLUMNS,
  dealerLink,
  dormantCsvRows,
  marketOf,
  ordersOfMonth,
  usageCsvRows,
  usageDealerCsvRows,
  usageFileName,
  usageOrdersLink,
  yearChoices,
  yearOf,
  type UsageFilters,
  addressYear,
} from '../insight-logic';

// Each way of placing an order its own colour, dark enough against the page (3:1 at least).
const CHANNEL_COLORS = ['blue.7', 'teal.8', 'grape.7', 'orange.9', 'gray.7'];

/** The dealers' use of the portal: active users per month and dealer, orders per way placed, dealers not ordering. */
export function UsePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const filters = useUrlFilters();
  const me = useStaffMe().data;
  const f: UsageFilters = { year: yearOf(filters.get('year')), market: marketOf(filters.get('market')) };
  const use = useInsightUse({ year: f.year, market: f.market });
  const opensOrders = mayUse(me?.roles, getStaffOrders.staffRoles ?? []);
  const opensDealers = mayUse(me?.roles, getStaffCustomer.staffRoles ?? []);
  const months = use.data?.months ?? [];
  const n = useFigureFormat().quantity;
  const marketName = (m: string) => t(`markets.${m}`);
  const monthLabel = useMonthLabel();
  const shortMonth = useMonthLabel('short');
  const dormantTitle = t('insight.use.dormant-table', { days: DORMANT_DAYS });
  // The dealer's record: its users, and its activity with their sign-ins and its orders.
  const dealerName = (d: { customerNumber: string; name: string }) =>
    opensDealers ? (
      <FigureLink to={dealerLink(d.customerNumber)} label={t('insight.use.open-dealer', { name: `${d.name} (${d.customerNumber})` })}>
        {d.name} ({d.customerNumber})
      </FigureLink>
    ) : (
      `${d.name} (${d.customerNumber})`
    );

  return (
    <Page title={t('insight.use.title')}>
      <Text>{t('insight.use.intro', { days: DORMANT_DAYS })}</Text>
      <Group align="flex-end" wrap="wrap" role="group" aria-label={t('insight.filters.label')}>
        <YearSelect value={f.year} years={yearChoices()} />
        <MarketSelect value={f.market} />
      </Group>
      {use.isError ? (
        <ErrorNotice titleKey="insight.error" onRetry={() => void use.refetch()} error={use.error} />
      ) : use.isPending ? (
        <Skeleton height={320} />
      ) : (
        <>
          <KeyFigures
            figures={[
              { label: t('insight.use.orders-year', { year: f.year }), value: n(months.reduce((s, m) => s + ordersOfMonth(m), 0)) },
              { label: t('insight.use.dealers-year', { year: f.year }), value: n(use.data.dealers.length) },
              { label: t('insight.use.dormant-count', { days: DORMANT_DAYS }), value: n(use.data.dormant.length) },
            ]}
          />
          <section aria-labelledby="insight-use-months">
            <FigureChart
              showTitle
              stacked
              title={t('insight.use.orders-chart')}
              data={months.map((m) => ({ month: shortMonth(m.month), ...m.orders }))}
              dataKey="month"
              series={ORDER_CHANNELS.map((c, i) => ({
                name: c,
                label: t(`order-channels.${c}`),
                color: CHANNEL_COLORS[i % CHANNEL_COLORS.length]!,
              }))}
              format={n}
            />
            <FigureChart
              showTitle
              kind="line"
              title={t('insight.use.users-chart')}
              data={months.map((m) => ({ month: shortMonth(m.month), activeUsers: m.activeUsers, activeDealers: m.activeDealers }))}
              dataKey="month"
              series={[
                { name: 'activeUsers', label: t('insight.use.active-users'), color: 'blue.7' },
                { name: 'activeDealers', label: t('insight.use.active-dealers'), color: 'gray.7' },
              ]}
              format={n}
            />
            <FigureTable
              id="insight-use-months"
              title={t('insight.use.months-table')}
              columns={USAGE_COLUMNS.map((c) => t(c))}
              minWidth={960}
              busy={use.isFetching}
            >
              {months.map((m) => (
                <Table.Tr key={m.month}>
                  <Table.Th scope="row">{monthLabel(m.month)}</Table.Th>
                  <FigureCell>{n(m.activeUsers)}</FigureCell>
                  <FigureCell>{n(m.activeDealers)}</FigureCell>
                  {ORDER_CHANNELS.map((c) => (
                    <FigureCell key={c}>
                      {opensOrders && m.orders[c] > 0 ? (
                        <FigureLink
                          to={usageOrdersLink(f, m.month, c)}
                          label={t('insight.use.open-orders', {
                            month: monthLabel(m.month),
                            channel: t(`order-channels.${c}`),
                            n: m.orders[c],
                          })}
                        >
                          {n(m.orders[c])}
                        </FigureLink>
                      ) : (
                        n(m.orders[c])
                      )}
                    </FigureCell>
                  ))}
                  <FigureCell>{n(ordersOfMonth(m))}</FigureCell>
                </Table.Tr>
              ))}
            </FigureTable>
            <ExportButton fileName={usageFileName(f, 'months')} header={USAGE_COLUMNS.map((c) => t(c))} rows={usageCsvRows(months)} />
          </section>
          <section aria-labelledby="insight-use-dealers">
            {use.data.dealers.length === 0 ? (
              <EmptyTable id="insight-use-dealers" title={t('insight.use.dealers-table')} />
            ) : (
              <FigureTable
                id="insight-use-dealers"
                title={t('insight.use.dealers-table')}
                columns={[t('insight.use.dealer'), ...months.map((m) => shortMonth(m.month))]}
                minWidth={1100}
              >
                {use.data.dealers.map((d) => (
                  <Table.Tr key={d.customerNumber}>
                    <Table.Th scope="row">{dealerName(d)}</Table.Th>
                    {d.activeUsers.map((users, i) => (
                      <FigureCell key={months[i]?.month ?? i}>{n(users)}</FigureCell>
                    ))}
                  </Table.Tr>
                ))}
              </FigureTable>
            )}
            <ExportButton
              print={false}
              fileName={usageFileName(f, 'dealers')}
              header={[t('insight.use.dealer-number'), t('insight.use.dealer'), t('insight.filters.market'), ...months.map((m) => m.month)]}
              rows={usageDealerCsvRows(use.data.dealers, marketName)}
            />
          </section>
          <section aria-labelledby="insight-use-dormant">
            {use.data.dormant.length === 0 ? (
              <EmptyTable id="insight-use-dormant" title={dormantTitle} />
            ) : (
              <FigureTable
                id="insight-use-dormant"
                title={dormantTitle}
                columns={DORMANT_COLUMNS.slice(1).map((c) => t(c))}
                minWidth={560}
                textColumns={3}
              >
                {use.data.dormant.map((d) => (
                  <Table.Tr key={d.customerNumber}>
                    <Table.Th scope="row">{dealerName(d)}</Table.Th>
                    <Table.Td>{marketName(d.market)}</Table.Td>
                    <Table.Td>{d.lastOrderDate ? formatDate(calendarDay(d.lastOrderDate), language) : t('insight.use.never')}</Table.Td>
                  </Table.Tr>
                ))}
              </FigureTable>
            )}
            <ExportButton
              print={false}
              fileName={usageFileName(f, 'dormant')}
              header={DORMANT_COLUMNS.map((c) => t(c))}
              rows={dormantCsvRows(use.data.dormant, marketName)}
            />
          </section>
        </>
      )}
      <WeeklyEmail request={{ dashboard: 'use', filters: { year: addressYear(filters.get('year')), market: f.market } }} />
    </Page>
  );
}
