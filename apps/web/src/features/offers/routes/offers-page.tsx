import { Alert, Anchor, Badge, Button, Group, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page, TableScroller, useLanguage } from '@portal/ui';
import { formatDate, formatMoney } from '@portal/ui/format';
import { useOffers } from '../api/offers';
import { STATUS_COLORS } from '../offers-logic';

/** The dealer's offers to its end customers: every user's, the last changed first. */
export function OffersPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const offers = useOffers();
  return (
    <Page title={t('offers.title')}>
      <Text c="dimmed">{t('offers.intro')}</Text>
      <Group gap="sm">
        <Button component={Link} to="/offers/new">
          {t('offers.new')}
        </Button>
        <Anchor component={Link} to="/offer-branding">
          {t('offers.branding.title')}
        </Anchor>
      </Group>
      {offers.isPending ? (
        <Group>
          <Loader size="sm" aria-label={t('app.loading')} />
        </Group>
      ) : offers.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text>{t('offers.failed-to-load')}</Text>
            <Button variant="default" size="xs" onClick={() => void offers.refetch()}>
              {t('offers.retry')}
            </Button>
          </Group>
        </Alert>
      ) : offers.data.offers.length === 0 ? (
        <Text>{t('offers.empty')}</Text>
      ) : (
        <TableScroller minWidth={640} label={t('offers.title')}>
          <Table striped aria-label={t('offers.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('offers.col.number')}</Table.Th>
                <Table.Th scope="col">{t('offers.col.customer')}</Table.Th>
                <Table.Th scope="col">{t('offers.col.status')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('offers.col.total')}
                </Table.Th>
                <Table.Th scope="col">{t('offers.col.valid-until')}</Table.Th>
                <Table.Th scope="col">{t('offers.col.created-by')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {offers.data.offers.map((offer) => (
                <Table.Tr key={offer.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/offers/${offer.id}`}>
                      {offer.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{offer.customerName ?? t('offers.customer-erased')}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[offer.status]} variant="light">
                      {t(`offers.status.${offer.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(offer.totalInclVat, language, offer.currency)}</Table.Td>
                  <Table.Td>{formatDate(new Date(`${offer.validUntil}T12:00:00Z`), language)}</Table.Td>
                  <Table.Td>{offer.createdBy}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      )}
    </Page>
  );
}
