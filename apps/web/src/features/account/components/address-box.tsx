import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type AddressBoxProps = {
  titleKey: string;
  address: { line1: string | null; postalcode: string | null; city: string | null };
};

/** A read-only address box: the CRM keeps the reseller's addresses, the portal only shows them. */
export function AddressBox({ titleKey, address }: AddressBoxProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const rows: [string, string | null][] = [
    ['account.address.line1', address.line1],
    ['account.address.postalcode', address.postalcode],
    ['account.address.city', address.city],
  ];
  return (
    <BoxFrame titleId={titleId} title={t(titleKey)}>
      <SimpleGrid component="dl" cols={1} spacing="xs" m={0}>
        {rows.map(([labelKey, value]) => (
          <div key={labelKey}>
            <Text component="dt" size="sm" c="dimmed">
              {t(labelKey)}
            </Text>
            <Text component="dd" m={0}>
              {value || t('account.not-given')}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('account.address.read-only')}
      </Text>
    </BoxFrame>
  );
}

/** The frame of a box that could not be loaded or holds only text. */
export function BoxFrame({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
