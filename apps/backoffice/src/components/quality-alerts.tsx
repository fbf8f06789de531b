import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getQualityAlerts, type QualityAlert } from '@portal/contracts/insight';
import { listLink } from '../lib/list-links';
import { readQuery } from '../lib/queries';
import { mayUse, useStaffMe } from '../lib/staff';

/** The complaints behind a quality alert: the series' complaints from the first of its 30 days. */
export const alertLink = (alert: Pick<QualityAlert, 'series' | 'since'>) =>
  listLink('/complaints', { series: alert.series, from: alert.since });

/**
 * Series whose complaints run at more than twice their yearly rate, each linking to its complaints; for those who
 * answer for quality (the start page and the quality figures). Nothing while there is none.
 */
export function QualityAlerts() {
  const { t } = useTranslation();
  const me = useStaffMe().data;
  const alerts = useQuery({
    ...readQuery(['staff', 'insight', 'alerts'], getQualityAlerts),
    enabled: mayUse(me?.roles, getQualityAlerts.staffRoles ?? []),
  });
  if (!alerts.data || alerts.data.alerts.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('start.quality-alert.title')}
      component="section"
    >
      <Stack gap="xs">
        <Text size="sm">{t('start.quality-alert.rule', { n: alerts.data.minComplaints })}</Text>
        <List>
          {alerts.data.alerts.map((a) => (
            <List.Item key={a.series}>
              <Anchor component={Link} to={alertLink(a)} style={{ display: 'inline-flex', minHeight: 24, alignItems: 'center' }}>
                {t('start.quality-alert.series', { series: a.series, recent: a.recentComplaints, year: a.yearComplaints })}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}
