import { Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getOutbox } from '@portal/contracts/messages';
import { getStaffQueues } from '@portal/contracts/staff-order';
import { Page } from '@portal/ui';
import { isLanguage } from '@portal/ui/languages';
import { readQuery } from '../../../lib/queries';
import { mayUse, useStaffMe } from '../../../lib/staff';
import { countText, queueCards, UNDELIVERED_MAIL } from '../start-logic';
import { QualityAlerts } from '../../../components/quality-alerts';

/** Where a staff member lands: the work waiting in the queues, and who is signed in with which roles. */
export function StartPage() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const me = useStaffMe().data;
  const queues = useQuery(readQuery(['staff', 'queues'], getStaffQueues));
  const readsMail = mayUse(me?.roles, getOutbox.staffRoles ?? []);
  // Under the mail area's key, so sending a message again refreshes this count.
  const undelivered = useQuery({
    ...readQuery(['staff', 'mail', 'list', UNDELIVERED_MAIL], getOutbox, { query: UNDELIVERED_MAIL }),
    enabled: readsMail,
  });
  const cards = queueCards(queues.data, readsMail && undelivered.data ? undelivered.data.total : null);
  return (
    <Page title={t('start.title')}>
      {me && (
        <Paper withBorder p="lg" component="section" aria-labelledby="start-who">
          <Stack gap="xs">
            <Title order={2} size="h3" id="start-who">
              {t('start.greeting', { name: me.firstname })}
            </Title>
            <Text>{t('start.signed-in-as', { email: me.email })}</Text>
            <Group gap="xs" aria-label={t('start.roles')} role="list">
              {me.roles.map((role) => (
                <Badge key={role} variant="light" role="listitem">
                  {t(`roles.${role}`)}
                </Badge>
              ))}
            </Group>
          </Stack>
        </Paper>
      )}
      <QualityAlerts />
      {queues.isPending ? (
        <Skeleton height={120} />
      ) : (
        cards.length > 0 && (
          <section aria-labelledby="start-queues">
            <Title order={2} size="h3" id="start-queues" mb="sm">
              {t('start.queues')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {cards.map((q) => {
                const count = q.count;
                const shown = countText(q, language);
                return (
                  <Paper key={q.key} withBorder p="md">
                    {/* Named by what it shows, the count and the queue (WCAG 2.5.3); spans, as a large bold
                        paragraph would read as a heading in disguise. */}
                    <Anchor component={Link} to={q.to} underline="never">
                      <Text span display="block" size="xl" fw={700} c={count > 0 ? undefined : 'dimmed'}>
                        {shown}
                      </Text>{' '}
                      <Text span display="block">
                        {t(`start.queue-label.${q.key}`)}
                      </Text>
                    </Anchor>
                  </Paper>
                );
              })}
            </SimpleGrid>
          </section>
        )
      )}
    </Page>
  );
}
