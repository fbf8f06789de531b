import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPercent, formatQuantity } from '@portal/ui/format';
import { isLanguage } from '@portal/ui/languages';
import type { CampaignCalculation, FreeItem, SummaryRow } from '../configurator-summary';
import { useMarketMoney } from '../hooks/use-market-money';

/** How a campaign price came about: XD takes an extra discount off the net price, RP starts from a campaign list price. */
function CampaignLine({ campaign, currency }: { campaign: CampaignCalculation; currency: string }) {
  const { t, i18n } = useTranslation();
  const money = useMarketMoney(currency);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const values = {
    original: money(campaign.originalPrice),
    base: money(campaign.campaignBasePrice),
    discount: formatPercent(campaign.discountPercent, language),
    campaign: money(campaign.campaignPrice),
  };
  return (
    <Group gap={6} mt={4} wrap="wrap">
      <Badge variant="filled" color="#1e6b2e" size="sm">
        {campaign.campaignId ? t('cpq.summary.campaign-id', { id: campaign.campaignId }) : t('cpq.summary.campaign')}
      </Badge>
      <Text size="xs">{campaign.kind === 'XD' ? t('cpq.summary.campaign-xd', values) : t('cpq.summary.campaign-rp', values)}</Text>
    </Group>
  );
}

/** A campaign's free article: included at no charge, naming the campaign. */
function FreeLine({ free }: { free: FreeItem }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" fw={600} c="#1e6b2e" mt={4}>
      {free.campaignId ? t('cpq.summary.included-free-id', { id: free.campaignId }) : t('cpq.summary.included-free')}
    </Text>
  );
}

/** The articles of a completed configuration with their prices and the total excluding VAT. */
export function SummaryTable({
  rows,
  total,
  currency,
  labelledBy,
}: {
  rows: readonly SummaryRow[];
  total: number;
  currency: string;
  labelledBy: string;
}) {
  const { t, i18n } = useTranslation();
  const money = useMarketMoney(currency);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Table aria-labelledby={labelledBy} verticalSpacing="sm" data-testid="cpq-summary-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('cpq.summary.item')}</Table.Th>
          <Table.Th ta="right">{t('cpq.summary.quantity')}</Table.Th>
          <Table.Th ta="right">{t('cpq.summary.amount')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ item, lineTotal, campaign, free }, index) => (
          <Table.Tr key={`${item.ItemNo}-${index}`}>
            <Table.Td>
              <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                {item.Description}
              </Text>
              <Text size="xs" c="dimmed">
                {t('cpq.summary.item-line', { itemNumber: item.ItemNo, price: money(item.Price) })}
              </Text>
              {campaign && <CampaignLine campaign={campaign} currency={currency} />}
              {free && <FreeLine free={free} />}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatQuantity(item.Quantity, language)} {item.Uom}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {money(lineTotal)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row" colSpan={2}>
            {t('cpq.summary.total')}
          </Table.Th>
          <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="cpq-summary-total">
            {money(total)}
          </Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
