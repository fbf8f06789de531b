import { Alert, Anchor, Button, Group, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page, TableScroller, useLanguage } from '@portal/ui';
import { formatDate, formatMoney } from '@portal/ui/format';
import { useQuotes } from '../api/quotes';
import { QuoteStatusBadge } from '../components/quote-status-badge';

/** The dealer's project quotes: what was asked, what sales administration sent, what was ordered. */
export function QuotesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const quotes = useQuotes();
  return (
    <Page title={t('quotes.title')}>
      <Text c="dimmed">{t('quotes.intro')}</Text>
      {quotes.isPending ? (
        <Group>
          <Loader size="sm" aria-label={t('app.loading')} />
        </Group>
      ) : quotes.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text>{t('quotes.failed-to-load')}</Text>
            <Button variant="default" size="xs" onClick={() => void quotes.refetch()}>
              {t('quotes.retry')}
            </Button>
          </Group>
        </Alert>
      ) : quotes.data.items.length === 0 ? (
        <Text>{t('quotes.empty')}</Text>
      ) : (
        <TableScroller minWidth={640} label={t('quotes.title')}>
          <Table striped aria-label={t('quotes.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('quotes.col.number')}</Table.Th>
                <Table.Th scope="col">{t('quotes.col.project')}</Table.Th>
                <Table.Th scope="col">{t('quotes.col.status')}</Table.Th>
                <Table.Th scope="col">{t('quotes.col.requested')}</Table.Th>
                <Table.Th scope="col">{t('quotes.col.valid-until')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('quotes.col.total')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {quotes.data.items.map((quote) => (
                <Table.Tr key={quote.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/quotes/${quote.id}`}>
                      {quote.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{quote.projectName}</Table.Td>
                  <Table.Td>
                    <QuoteStatusBadge status={quote.status} />
                  </Table.Td>
                  <Table.Td>{formatDate(new Date(quote.requestedAt), language)}</Table.Td>
                  <Table.Td>{quote.validUntil ? formatDate(new Date(quote.validUntil), language) : '–'}</Table.Td>
                  <Table.Td ta="right">{quote.total === null ? '–' : formatMoney(quote.total, language, quote.currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      )}
    </Page>
  );
}
