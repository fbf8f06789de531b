import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@portal/contracts/offers';
import { useLanguage } from '@portal/ui';
import { formatMoney } from '@portal/ui/format';

/** The totals the customer sees, and under them the dealer's own: net and margin. */
export function OfferTotals({
  offer,
}: {
  offer: Pick<Offer, 'linesInclVat' | 'discount' | 'totalInclVat' | 'vatAmount' | 'totalExclVat' | 'netTotal' | 'margin' | 'currency'>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (n: number) => formatMoney(n, language, offer.currency);
  const rows: [string, string, boolean?][] = [
    ...(offer.discount > 0
      ? ([
          [t('offers.totals.lines'), money(offer.linesInclVat)],
          [t('offers.totals.discount'), money(-offer.discount)],
        ] as [string, string][])
      : []),
    [t('offers.totals.total'), money(offer.totalInclVat), true],
    [t('offers.totals.vat'), money(offer.vatAmount)],
    [t('offers.totals.excl-vat'), money(offer.totalExclVat)],
  ];
  return (
    <Card withBorder padding="md" maw={420} ml="auto" w="100%">
      <Stack gap={4}>
        {rows.map(([label, value, strong]) => (
          <Group key={label} justify="space-between" wrap="nowrap">
            <Text fw={strong ? 700 : 400}>{label}</Text>
            <Text fw={strong ? 700 : 400}>{value}</Text>
          </Group>
        ))}
        <Text size="sm" c="dimmed" mt="xs">
          {t('offers.totals.dealer-only')}
        </Text>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{t('offers.totals.net')}</Text>
          <Text size="sm">{money(offer.netTotal)}</Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{t('offers.totals.margin')}</Text>
          <Text size="sm">{money(offer.margin)}</Text>
        </Group>
      </Stack>
    </Card>
  );
}
