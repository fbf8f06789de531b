import { Alert, Anchor, Badge, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import type { Offer } from '@portal/contracts/offers';
import { Page, TableScroller, useLanguage } from '@portal/ui';
import { ApiError } from '@portal/ui/auth';
import { formatDate, formatMoney } from '@portal/ui/format';
import { useOffer } from '../api/offers';
import { OfferActions } from '../components/offer-actions';
import { OfferEditorForm } from '../components/offer-editor-form';
import { OfferHistory } from '../components/offer-history';
import { OfferTotals } from '../components/offer-totals';
import { orderListStartOf } from '../../../lib/offer-from-order-list';
import { startingConfigurations, STATUS_COLORS } from '../offers-logic';

/** One offer: a new one (from the cart when asked), a draft to edit, or a sent or decided one to act on. */
export function OfferPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  // The configurator's result or a saved cart comes along in the page's history entry, so a reload keeps it.
  const { state } = useLocation();
  const offer = useOffer(id);
  if (id === 'new') {
    return (
      <Page title={t('offers.new')}>
        <OfferEditorForm
          offer={null}
          fromCart={search.get('from') === 'cart'}
          orderList={orderListStartOf(state)}
          configured={startingConfigurations(state)}
        />
      </Page>
    );
  }
  if (offer.isPending) {
    return (
      <Page title={t('offers.title')}>
        <Loader size="sm" aria-label={t('app.loading')} />
      </Page>
    );
  }
  if (offer.isError) {
    const gone = offer.error instanceof ApiError && offer.error.status === 404;
    return (
      <Page title={t('offers.title')}>
        <Alert color={gone ? 'yellow' : 'red'} role="alert">
          {gone ? t('offers.not-found') : t('offers.failed-to-load')}
        </Alert>
        <Anchor component={Link} to="/offers">
          {t('offers.back')}
        </Anchor>
      </Page>
    );
  }
  const data = offer.data;
  const editable = data.status === 'draft' && !data.customer.erased;
  return (
    <Page title={t('offers.offer-number', { number: data.number })}>
      <Group gap="sm">
        <Badge color={STATUS_COLORS[data.status]} variant="light" size="lg">
          {t(`offers.status.${data.status}`)}
        </Badge>
        <Anchor component={Link} to="/offers">
          {t('offers.back')}
        </Anchor>
      </Group>
      <OfferActions offer={data} />
      {/* Keyed by the offer's last change, so the form starts again from what the server holds. */}
      {editable ? <OfferEditorForm key={data.changedAt} offer={data} fromCart={false} /> : <OfferView offer={data} />}
      <OfferHistory offer={data} />
    </Page>
  );
}

/** A sent or decided offer as it stands, with the dealer's own figures beside the customer's. */
function OfferView({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (n: number) => formatMoney(n, language, offer.currency);
  return (
    <Stack>
      <Card withBorder padding="lg">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('offers.customer')}
          </Title>
          {offer.customer.erased ? (
            <Text>{t('offers.customer-erased')}</Text>
          ) : (
            <>
              <Text fw={600}>{offer.customer.name}</Text>
              {offer.customer.address && <Text style={{ whiteSpace: 'pre-line' }}>{offer.customer.address}</Text>}
              <Text>{offer.customer.email}</Text>
              {offer.customer.phone && <Text>{offer.customer.phone}</Text>}
            </>
          )}
          <Text c="dimmed" size="sm">
            {t('offers.valid-until-date', { date: formatDate(new Date(`${offer.validUntil}T12:00:00Z`), language) })} ·{' '}
            {t(`language.${offer.language}`)}
          </Text>
        </Stack>
      </Card>
      {offer.coverText && <Text style={{ whiteSpace: 'pre-line' }}>{offer.coverText}</Text>}
      <TableScroller minWidth={640} label={t('offers.lines')}>
        <Table aria-label={t('offers.lines')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('offers.col.item')}</Table.Th>
              <Table.Th scope="col">{t('offers.col.text')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('offers.col.quantity')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('offers.col.price')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('offers.col.vat')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('offers.col.net')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('offers.col.margin')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {offer.lines.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>{line.itemNumber ?? t(`offers.kind.${line.kind}`)}</Table.Td>
                <Table.Td>{line.text}</Table.Td>
                <Table.Td ta="right">{line.quantity}</Table.Td>
                <Table.Td ta="right">{money(line.unitPriceInclVat)}</Table.Td>
                <Table.Td ta="right">{line.vatRate} %</Table.Td>
                <Table.Td ta="right">{line.netUnitPrice !== null ? money(line.netUnitPrice) : '—'}</Table.Td>
                <Table.Td ta="right">{line.marginPerUnit !== null ? money(line.marginPerUnit) : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroller>
      <OfferTotals offer={offer} />
    </Stack>
  );
}
