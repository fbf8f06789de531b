import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '@portal/ui/auth';

/** For a signed-in user whose access level is none: say so plainly and offer sign-out. */
export function NoAccessPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('no-access.title')} – ${t('app.name')}`;
  }, [t]);
  return (
    <Center mih="100vh" p="md">
      <Paper component="main" withBorder p="xl" maw={520}>
        <Stack>
          <Title order={1}>{t('no-access.title')}</Title>
          <Text>{t('no-access.text')}</Text>
          <Button variant="default" onClick={() => void signOut()}>
            {t('no-access.sign-out')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
