import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from './page';

/** The not-found message with a link to the app's start screen (`/home` in the dealer portal). */
export function NotFound({ homePath = '/home' }: { homePath?: string }) {
  const { t } = useTranslation();
  return (
    <Page title={t('not-found.title')}>
      <Text>{t('not-found.text')}</Text>
      <Anchor component={Link} to={homePath}>
        {t('not-found.home')}
      </Anchor>
    </Page>
  );
}
