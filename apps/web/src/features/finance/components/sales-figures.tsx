import { Paper, SimpleGrid, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice, SectionCard } from '@portal/ui';
import { usePortalUser } from '../../../lib/use-portal-user';
import { useTotalRevenueByBrand } from '../api/get-total-revenue-by-brand';
import { useTotalRevenueYtd } from '../api/get-total-revenue-ytd';
import { asLanguage, FINANCE_BRANDS, formatAmount, formatCount, showsBrandTiles } from '../finance-logic';
import { FigureCard } from './figure-card';
import { RevenueChart } from './revenue-chart';

type SalesFiguresProps = {
  /** home: a block with its own heading and a link to the dashboard; dashboard: the whole screen's figures with the chart. */
  variant?: 'home' | 'dashboard';
};

/** The sales figures of spec 001 §2 and §3, for Portal Admins only; nothing for anyone else. */
export function SalesFigures({ variant = 'home' }: SalesFiguresProps) {
  const user = usePortalUser();
  if (!user?.isPortalAdmin) return null;
  return variant === 'home' ? <HomeBlock market={user.market} /> : <Figures market={user.market} withChart />;
}

function HomeBlock({ market }: { market: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <SectionCard headingId={headingId} title={t('finance.home.title')} link={{ to: '/finance', label: t('finance.home.dashboard') }}>
      <Figures market={market} withChart={false} />
    </SectionCard>
  );
}

function Figures({ market, withChart }: { market: string; withChart: boolean }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const figures = useTotalRevenueYtd();
  // The figures arrive as a blocking update of the query's store; the chart renders in the background, in slices.
  const data = useDeferredValue(figures.data);
  const now = new Date();
  const chartHeadingId = useId();
  const brandsHeadingId = useId();

  return (
    <Stack gap="lg">
      {figures.isError && !data ? (
        <ErrorNotice titleKey="error.title.sales-figures" onRetry={() => void figures.refetch()} error={figures.error} />
      ) : !data ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy>
          <VisuallyHidden role="status">{t('finance.loading')}</VisuallyHidden>
          <Skeleton height={132} radius="md" />
          <Skeleton height={132} radius="md" />
        </SimpleGrid>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FigureCard
              label={t('finance.ytd.amount')}
              value={formatAmount(data.AmountsYTD.AmountYTD, language, data.Currency)}
              compareText={t('finance.ytd.compare', { value: formatAmount(data.AmountsYTD.CompareYTD, language, data.Currency) })}
              current={data.AmountsYTD.AmountYTD}
              previous={data.AmountsYTD.CompareYTD}
            />
            <FigureCard
              label={t('finance.ytd.units')}
              value={formatCount(data.AmountsYTD.NumberOfUnitsYTD, language)}
              compareText={t('finance.ytd.compare', { value: formatCount(data.AmountsYTD.NumberOfUnitsCompare, language) })}
              current={data.AmountsYTD.NumberOfUnitsYTD}
              previous={data.AmountsYTD.NumberOfUnitsCompare}
            />
          </SimpleGrid>
          {withChart && (
            <Paper component="section" aria-labelledby={chartHeadingId} withBorder p="md" radius="md">
              <Title order={2} size="h4" id={chartHeadingId} mb="sm">
                {t('finance.chart.heading')}
              </Title>
              <RevenueChart months={data.AmountsMTD} currency={data.Currency} year={now.getFullYear()} currentMonth={now.getMonth() + 1} />
            </Paper>
          )}
        </>
      )}

      {showsBrandTiles(market) && (
        <section aria-labelledby={brandsHeadingId}>
          <Title order={withChart ? 2 : 3} size="h4" id={brandsHeadingId} mb="sm">
            {t('finance.brands.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {FINANCE_BRANDS.map((brand) => (
              <BrandTile key={brand.code} code={brand.code} name={brand.name} />
            ))}
          </SimpleGrid>
        </section>
      )}
    </Stack>
  );
}

/** One brand's figures, loaded on their own: a failure shows in this tile only (spec 001 §8). */
function BrandTile({ code, name }: { code: string; name: string }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const brand = useTotalRevenueByBrand(code);
  if (brand.isError && !brand.data) {
    return <ErrorNotice titleKey="error.title.sales-figures" onRetry={() => void brand.refetch()} error={brand.error} />;
  }
  if (!brand.data) {
    return (
      <div aria-busy>
        <VisuallyHidden role="status">{t('finance.loading')}</VisuallyHidden>
        <Skeleton height={132} radius="md" />
      </div>
    );
  }
  const { AmountYTD, CompareYTD, Currency } = brand.data;
  return (
    <FigureCard
      label={name}
      value={formatAmount(AmountYTD, language, Currency)}
      compareText={t('finance.ytd.compare', { value: formatAmount(CompareYTD, language, Currency) })}
      current={AmountYTD}
      previous={CompareYTD}
    />
  );
}
