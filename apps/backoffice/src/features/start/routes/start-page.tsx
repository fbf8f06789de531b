import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '@portal/ui';
import { useStaffMe } from '../../../lib/staff';

/** Where a staff member lands: who is signed in, and with which roles as stored now. */
export function StartPage() {
  const { t } = useTranslation();
  const me = useStaffMe().data;
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
    </Page>
  );
}
