import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from './page';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Page title={t('not-found.title')}>
      <Text>{t('not-found.text')}</Text>
      <Anchor component={Link} to="/home">
        {t('not-found.home')}
      </Anchor>
    </Page>
  );
}
