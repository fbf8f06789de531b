import { Button, Group, List, Paper, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InsightSubscription, InsightSubscriptionRequest } from '@portal/contracts/insight';
import { useLanguage } from '@portal/ui';
import { formatDate } from '@portal/ui/format';
import { useCustomerOptions } from '../../../lib/customer-options';
import { useInsightSubscriptionChanges, useInsightSubscriptions } from '../api/insight';
import { subscriptionFilters } from '../insight-logic';

/**
 * The dashboard's weekly e-mail: subscribe with the filters in the address (those left out follow the week),
 * and the staff member's weekly e-mails of every dashboard, each to cancel.
 */
export function WeeklyEmail({ request }: { request: InsightSubscriptionRequest }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useInsightSubscriptions();
  const { subscribe, cancel } = useInsightSubscriptionChanges();
  const items = list.data?.items ?? [];
  // A subscription of one sales representative's dealers names the representative, not the id.
  const reps = useCustomerOptions(items.some((s) => s.dashboard === 'sales' && s.filters.salesRep !== undefined)).data?.salesReps ?? [];
  const describe = (s: InsightSubscription) =>
    [
      t(`insight.weekly.dashboard.${s.dashboard}`),
      ...subscriptionFilters(s).map((f) =>
        f.name === 'market'
          ? t(`markets.${f.value}`)
          : f.name === 'groupBy'
            ? t(`insight.quality.group.${f.value}`)
            : `${t(`insight.weekly.filter.${f.name}`)} ${f.name === 'salesRep' ? (reps.find((r) => r.id === f.value)?.name ?? f.value) : f.value}`,
      ),
    ].join(' · ');
  return (
    <Paper withBorder p="md" className="portal-no-print" component="section" aria-labelledby="insight-weekly-email">
      <Title order={2} size="h4" id="insight-weekly-email" mb="xs">
        {t('insight.weekly.title')}
      </Title>
      <Text size="sm" mb="sm">
        {t('insight.weekly.intro')}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconMail size={16} aria-hidden />}
          loading={subscribe.isPending}
          onClick={() => subscribe.mutate(request)}
        >
          {t('insight.weekly.subscribe')}
        </Button>
        {subscribe.isSuccess && (
          <Text size="sm" role="status">
            {t('insight.weekly.subscribed', { date: formatDate(new Date(subscribe.data.nextSendAt), language) })}
          </Text>
        )}
        {(subscribe.isError || cancel.isError) && (
          <Text size="sm" c="red.8" role="alert">
            {t('insight.weekly.failed')}
          </Text>
        )}
      </Group>
      {items.length > 0 && (
        <>
          <Text size="sm" fw={700} mt="md" id="insight-weekly-mine">
            {t('insight.weekly.mine')}
          </Text>
          <List listStyleType="none" spacing="xs" mt="xs" aria-labelledby="insight-weekly-mine">
            {items.map((s) => (
              <List.Item key={s.id}>
                <Group gap="sm" wrap="wrap">
                  <Text size="sm">{describe(s)}</Text>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red.8"
                    loading={cancel.isPending && cancel.variables === s.id}
                    onClick={() => cancel.mutate(s.id)}
                    aria-label={`${t('insight.weekly.cancel')}: ${describe(s)}`}
                  >
                    {t('insight.weekly.cancel')}
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Paper>
  );
}
