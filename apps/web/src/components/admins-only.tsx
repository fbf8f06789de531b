import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@portal/ui';

/**
 * What a user without Portal Admin reads on an administrators' page (finance, invoices, user
 * admin): that the page exists and whom it is for, rather than "page not found", which would
 * send the user looking for a mistyped address.
 */
export function AdminsOnly() {
  const { t } = useTranslation();
  return (
    <Page title={t('admins-only.title')}>
      <Text>{t('admins-only.text')}</Text>
      <Anchor component={Link} to="/home">
        {t('admins-only.home')}
      </Anchor>
    </Page>
  );
}
