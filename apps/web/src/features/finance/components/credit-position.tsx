import { Alert, Anchor, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CreditPosition as Position } from '@portal/contracts/finance';
import { ErrorNotice, SectionCard } from '@portal/ui';
import { formatDate, formatMoney } from '@portal/ui/format';
import { usePortalUser } from '../../../lib/use-portal-user';
import { useCreditPosition } from '../api/get-credit-position';
import { asLanguage } from '../finance-logic';

/**
 * The dealer's credit with the manufacturer (ADR 0078), for Portal Admins only: on the finance
 * screen its limit, what is used and what is available; on home only its overdue invoices, if any.
 */
export function CreditPosition({ variant }: { variant: 'home' | 'dashboard' }) {
  const user = usePortalUser();
  if (!user?.isPortalAdmin) return null;
  return variant === 'home' ? <OverdueOnHome /> : <CreditSection />;
}

function CreditSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const credit = useCreditPosition();
  return (
    <SectionCard headingId={headingId} title={t('finance.credit.title')} link={{ to: '/invoices', label: t('finance.credit.invoices') }}>
      {credit.isError && !credit.data ? (
        <ErrorNotice titleKey="finance.credit.error" onRetry={() => void credit.refetch()} error={credit.error} />
      ) : !credit.data ? (
        <Skeleton height={96} radius="md" />
      ) : (
        <CreditFacts credit={credit.data} />
      )}
    </SectionCard>
  );
}

function CreditFacts({ credit }: { credit: Position }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const money = (amount: number) => formatMoney(amount, language, credit.currency);
  const facts: [string, string][] = [
    [t('finance.credit.limit'), credit.creditLimit === null ? t('finance.credit.no-limit') : money(credit.creditLimit)],
    [t('finance.credit.unpaid'), money(credit.unpaidInvoices)],
    [t('finance.credit.open-orders'), money(credit.openOrders)],
    [t('finance.credit.available'), credit.available === null ? t('finance.credit.no-limit') : money(credit.available)],
    [t('finance.credit.terms'), t('finance.credit.terms-days', { count: credit.paymentTermsDays })],
  ];
  return (
    <Stack gap="sm">
      <Text size="sm">{t('finance.credit.intro')}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="dl" m={0}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {credit.available !== null && credit.available < 0 && <Text size="sm">{t('finance.credit.over-limit')}</Text>}
      <OverdueNotice credit={credit} />
    </Stack>
  );
}

/** Overdue invoices in words: how many, how much, since when, and whether they hold new orders. */
function OverdueNotice({ credit }: { credit: Position }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  if (credit.overdue.count === 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('finance.credit.overdue-title')}>
      <Stack gap={4}>
        <Text size="sm">
          {t('finance.credit.overdue-text', {
            count: credit.overdue.count,
            amount: formatMoney(credit.overdue.amount, language, credit.currency),
            date: credit.overdue.oldestDueDate ? formatDate(new Date(`${credit.overdue.oldestDueDate}T00:00:00`), language) : '',
          })}
        </Text>
        {credit.blocked && <Text size="sm">{t('finance.credit.blocked')}</Text>}
        <Anchor component={Link} to="/invoices" size="sm" style={{ display: 'inline-flex', minHeight: 24, alignItems: 'center' }}>
          {t('finance.credit.invoices')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

function OverdueOnHome() {
  const credit = useCreditPosition();
  if (!credit.data || credit.data.overdue.count === 0) return null;
  return <OverdueNotice credit={credit.data} />;
}
