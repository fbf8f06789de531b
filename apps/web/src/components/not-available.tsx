import { Alert, Anchor } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from './page';

/** An honest placeholder for a screen whose part of the portal has not been delivered yet. */
export function NotAvailable({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Page title={t(titleKey)}>
      <Alert icon={<IconClockHour4 aria-hidden />} title={t('not-available.title')} color="gray" variant="light">
        {t('not-available.text')}{' '}
        <Anchor component={Link} to="/home">
          {t('not-available.home')}
        </Anchor>
      </Alert>
    </Page>
  );
}
