import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../api/get-company';

/**
 * Whose portal this is: the dealer's company and customer number beside the portal's name, on
 * wide windows (the header has no room for them on a phone); nothing until they have loaded.
 */
export function CompanyName() {
  const { t } = useTranslation();
  const company = useCompany().data;
  if (!company) return null;
  return (
    <Stack gap={0} visibleFrom="lg" maw={240} style={{ minWidth: 0 }} data-testid="header-company">
      <Text size="sm" fw={600} truncate="end">
        {company.name}
      </Text>
      <Text size="xs" c="dimmed">
        {t('header.customer-number', { number: company.customerNumber })}
      </Text>
    </Stack>
  );
}
