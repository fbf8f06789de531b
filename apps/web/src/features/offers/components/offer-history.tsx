import { Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@portal/contracts/offers';
import { TableScroller, useLanguage } from '@portal/ui';
import { formatDate } from '@portal/ui/format';
import { LOCALE_TAG } from '@portal/ui/languages';

/** The offer's own history: who made, changed, sent, revised and decided it, and when (the dealer's record, not staff's). */
export function OfferHistory({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const time = (at: string) =>
    `${formatDate(new Date(at), language)} ${new Date(at).toLocaleTimeString(LOCALE_TAG[language], { hour: '2-digit', minute: '2-digit' })}`;
  return (
    <>
      <Title order={2} size="h4">
        {t('offers.history.title')}
      </Title>
      <TableScroller minWidth={480} label={t('offers.history.title')}>
        <Table aria-label={t('offers.history.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('offers.history.when')}</Table.Th>
              <Table.Th scope="col">{t('offers.history.who')}</Table.Th>
              <Table.Th scope="col">{t('offers.history.what')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {offer.history.map((h, i) => (
              <Table.Tr key={`${h.at}-${i}`}>
                <Table.Td>
                  <Text size="sm">{time(h.at)}</Text>
                </Table.Td>
                <Table.Td>{h.by ?? '—'}</Table.Td>
                <Table.Td>{h.event === 'other' ? h.action : t(`offers.history.event.${h.event}`, { ref: h.ref ?? '' })}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroller>
    </>
  );
}
