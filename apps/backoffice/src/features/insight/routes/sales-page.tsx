import { Alert, Button, Group, Paper, Select, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type InsightRate } from '@portal/contracts/insight';
import { getStaffInvoices } from '@portal/contracts/staff-order';
import { ErrorNotice, Page, TableScroller, useLanguage } from '@portal/ui';
import { ApiError } from '@portal/ui/auth';
import { formatNumber, parseDecimal } from '@portal/ui/format';
import { useCustomerOptions } from '../../../lib/customer-options';
import { crmIdFilter } from '../../../lib/list-page-logic';
import { mayUse, useStaffMe } from '../../../lib/staff';
import { useUrlFilters } from '../../../lib/url-filters';
import { useInsightRates, useInsightSales, useSetInsightRate } from '../api/insight';
import {
  ExportButton,
  FigureCell,
  FigureLink,
  FigureTable,
  KeyFigures,
  MarketSelect,
  UrlSelect,
  YearSelect,
  useFigureFormat,
  useMonthLabel,
} from '../components/figure-parts';
import { FigureChart } from '../components/figure-chart';
import { SalesBreakdownFigure } from '../components/sales-breakdown';
import { WeeklyEmail } from '../components/weekly-email';
import {
  BRANDS,
  brandOf,
  breakdownSections,
  customerOf,
  marketOf,
  SALES_COLUMNS,
  salesCsvRows,
  salesFileName,
  salesLink,
  salesRows,
  salesTotal,
  yearChoices,
  yearOf,
  type SalesFilters,
  addressYear,
} from '../insight-logic';

/** The dealer number filter: asked for when typing is done (Enter or leaving the field), not at every key. */
function DealerFilter({ value }: { value: string | undefined }) {
  const { t } = useTranslation();
  const filters = useUrlFilters();
  const [typed, setTyped] = useState(value ?? '');
  const apply = () => filters.update({ customerNumber: typed.trim() || null });
  return (
    <TextInput
      label={t('insight.filters.dealer')}
      description={t('insight.filters.dealer-hint')}
      value={typed}
      onChange={(e) => setTyped(e.currentTarget.value)}
      onBlur={apply}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply();
      }}
      maxLength={20}
      w={{ base: '100%', sm: 180 }}
    />
  );
}

/** This year's monthly rates into the reporting currency, and setting one. */
function Rates({ year }: { year: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rates = useInsightRates(year);
  const save = useSetInsightRate();
  const months = Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
  const [month, setMonth] = useState<string | null>(months[new Date().getMonth()] ?? months[0]!);
  const [currency, setCurrency] = useState<string | null>('SEK');
  const [rateText, setRateText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const base = rates.data?.base;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const rate = parseDecimal(rateText, language);
    if (rate === null || rate <= 0 || !month || !currency) {
      setProblem(t('insight.rates.invalid'));
      return;
    }
    setProblem(null);
    save.mutate({ month, currency: currency as InsightRate['currency'], rate }, { onSuccess: () => setRateText('') });
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="insight-rates">
      <Stack>
        <Title order={2} size="h3" id="insight-rates">
          {t('insight.rates.title')}
        </Title>
        <Text>{t('insight.rates.intro', { base: base ?? '' })}</Text>
        {rates.isError ? (
          <ErrorNotice titleKey="insight.error" onRetry={() => void rates.refetch()} error={rates.error} />
        ) : rates.data && rates.data.rates.length > 0 ? (
          <TableScroller label={t('insight.rates.title')}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('insight.rates.month')}</Table.Th>
                  <Table.Th scope="col">{t('insight.rates.currency')}</Table.Th>
                  <Table.Th scope="col">{t('insight.rates.rate', { base: base ?? '' })}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rates.data.rates.map((r) => (
                  <Table.Tr key={`${r.month}-${r.currency}`}>
                    <Table.Td>{r.month}</Table.Td>
                    <Table.Td>{r.currency}</Table.Td>
                    <Table.Td>{formatNumber(r.rate, language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroller>
        ) : (
          <Text c="dimmed">{t('insight.rates.none')}</Text>
        )}
        <form noValidate onSubmit={submit}>
          <Group align="flex-end">
            <Select
              label={t('insight.rates.month')}
              data={months}
              value={month}
              onChange={setMonth}
              allowDeselect={false}
              w={{ base: '100%', sm: 140 }}
            />
            <Select
              label={t('insight.rates.currency')}
              data={CURRENCIES.filter((c) => c !== base)}
              value={currency}
              onChange={setCurrency}
              allowDeselect={false}
              w={{ base: '100%', sm: 120 }}
            />
            <TextInput
              label={t('insight.rates.rate', { base: base ?? '' })}
              value={rateText}
              onChange={(e) => setRateText(e.currentTarget.value)}
              error={problem}
              inputMode="decimal"
              w={{ base: '100%', sm: 160 }}
            />
            <Button type="submit" loading={save.isPending}>
              {t('insight.rates.save')}
            </Button>
          </Group>
        </form>
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('insight.rates.failed')}
          </Alert>
        )}
        {save.isSuccess && (
          <Text role="status" c="green.8">
            {t('insight.rates.saved')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Net sales and stoves per month across dealers, this year against last, with the filters in the address. */
export function SalesPage() {
  const { t } = useTranslation();
  const filters = useUrlFilters();
  const me = useStaffMe().data;
  const f: SalesFilters = {
    year: yearOf(filters.get('year')),
    market: marketOf(filters.get('market')),
    customerNumber: customerOf(filters.get('customerNumber')),
    brand: brandOf(filters.get('brand')),
    salesRep: crmIdFilter(filters.get('salesRep')),
  };
  const query = { market: f.market, customerNumber: f.customerNumber, brand: f.brand, salesRep: f.salesRep };
  const current = useInsightSales({ ...query, year: f.year });
  const previous = useInsightSales({ ...query, year: f.year - 1 });
  const salesReps = useCustomerOptions().data?.salesReps ?? [];
  const opensInvoices = mayUse(me?.roles, getStaffInvoices.staffRoles ?? []);
  const monthLabel = useMonthLabel();

  const rows = current.data ? salesRows(current.data.months, previous.data?.months) : [];
  const total = salesTotal(rows);
  const currency = current.data?.currency;
  const figure = useFigureFormat(currency);
  const shortMonth = useMonthLabel('short');
  const error = current.error ?? previous.error;
  const rateMissing = error instanceof ApiError && error.code === 'RATE_MISSING';

  return (
    <Page title={t('insight.sales.title')}>
      <Text>{t('insight.sales.intro')}</Text>
      <Group align="flex-end" wrap="wrap" role="group" aria-label={t('insight.filters.label')}>
        <YearSelect value={f.year} years={yearChoices()} />
        <MarketSelect value={f.market} />
        <DealerFilter key={f.customerNumber ?? ''} value={f.customerNumber} />
        <UrlSelect
          name="brand"
          label={t('insight.filters.brand')}
          all={t('insight.filters.all-brands')}
          data={BRANDS.map((b) => ({ value: b, label: t(`insight.brands.${b}`) }))}
          value={f.brand ?? null}
        />
        <UrlSelect
          name="salesRep"
          label={t('insight.filters.sales-rep')}
          all={t('insight.filters.all-sales-reps')}
          data={salesReps.map((r) => ({ value: r.id, label: r.name }))}
          value={f.salesRep ?? null}
        />
      </Group>
      {rateMissing ? (
        <Alert color="orange" variant="light" role="alert" title={t('insight.sales.rate-missing-title')}>
          {t('insight.sales.rate-missing')}
        </Alert>
      ) : error instanceof ApiError && error.status === 404 ? (
        <Alert color="orange" variant="light" role="alert">
          {t('insight.sales.not-found')}
        </Alert>
      ) : error ? (
        <ErrorNotice titleKey="insight.error" onRetry={() => void current.refetch()} error={current.error} />
      ) : current.isPending ? (
        <Skeleton height={320} />
      ) : (
        <>
          <KeyFigures
            figures={[
              { label: t('insight.sales.total', { year: f.year }), value: figure.money(total.netSales) },
              { label: t('insight.sales.total-last-year', { year: f.year - 1 }), value: figure.money(total.lastYear) },
              { label: t('insight.sales.units-total', { year: f.year }), value: figure.quantity(total.units) },
            ]}
          />
          <section aria-labelledby="insight-sales-table">
            <FigureTable
              id="insight-sales-table"
              title={t('insight.sales.table', { currency: currency ?? '' })}
              columns={SALES_COLUMNS.map((c) => t(c))}
              minWidth={640}
              busy={current.isFetching}
              before={
                <FigureChart
                  title={t('insight.sales.table', { currency: currency ?? '' })}
                  data={rows.map((r) => ({ month: shortMonth(r.month), thisYear: r.netSales, lastYear: r.lastYear }))}
                  dataKey="month"
                  series={[
                    { name: 'thisYear', label: String(f.year), color: 'blue.7' },
                    { name: 'lastYear', label: String(f.year - 1), color: 'gray.6' },
                  ]}
                  format={figure.money}
                />
              }
            >
              {rows.map((r) => (
                <Table.Tr key={r.month}>
                  <Table.Th scope="row">{monthLabel(r.month)}</Table.Th>
                  <FigureCell>{figure.money(r.netSales)}</FigureCell>
                  <FigureCell>
                    {opensInvoices ? (
                      <FigureLink
                        to={salesLink(f, r.month)}
                        label={t('insight.sales.open-invoices', { month: monthLabel(r.month), units: figure.quantity(r.units) })}
                      >
                        {figure.quantity(r.units)}
                      </FigureLink>
                    ) : (
                      figure.quantity(r.units)
                    )}
                  </FigureCell>
                  <FigureCell>{figure.money(r.lastYear)}</FigureCell>
                  <FigureCell>{figure.percent(r.growthPercent)}</FigureCell>
                </Table.Tr>
              ))}
            </FigureTable>
          </section>
          <ExportButton fileName={salesFileName(f)} header={SALES_COLUMNS.map((c) => t(c))} rows={salesCsvRows(rows)} />
          {breakdownSections(f).map((section) => (
            <SalesBreakdownFigure key={`${section.by}-${section.order}`} filters={f} section={section} opensInvoices={opensInvoices} />
          ))}
        </>
      )}
      <Rates year={f.year} />
      <WeeklyEmail
        request={{
          dashboard: 'sales',
          filters: {
            year: addressYear(filters.get('year')),
            market: f.market,
            customerNumber: f.customerNumber,
            brand: f.brand,
            salesRep: f.salesRep,
          },
        }}
      />
    </Page>
  );
}
