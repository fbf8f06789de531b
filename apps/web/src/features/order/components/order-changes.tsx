import { List, Paper, Stack, Text } from '@mantine/core';
import type { OrderChange } from '@portal/contracts/order-page';
import { countryName } from '@portal/contracts/countries';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatQuantity } from '@portal/ui/format';
import type { Language } from '@portal/ui/languages';
import { addressLines, isoDateText } from '../order-page-logic';

/** The changes staff made to the order, oldest first: which lines changed and the totals, or the new delivery. */
export function OrderChanges({ changes, language }: { changes: readonly OrderChange[]; language: Language }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {changes.map((change, i) => {
        const money = (amount: number) => formatMoney(amount, language, change.currency);
        const after = change.deliveryAfter;
        const addressChanged = after && JSON.stringify(after.address) !== JSON.stringify(change.deliveryBefore?.address);
        const dateChanged = after && after.requestedDate && after.requestedDate !== change.deliveryBefore?.requestedDate;
        return (
          <Paper key={i} withBorder radius="md" p="sm">
            <Text fw={600}>
              {isoDateText(change.at.slice(0, 10), language)}:{' '}
              {t(change.kind === 'lines' ? 'orders.page.change-lines' : 'orders.page.change-delivery')}
            </Text>
            <List size="sm" mt="xs">
              {change.lines.map((line) => (
                <List.Item key={line.itemNumber} style={{ overflowWrap: 'anywhere' }}>
                  {line.quantityBefore === null
                    ? t('orders.page.change-added', {
                        quantity: formatQuantity(line.quantityAfter ?? 0, language),
                        description: line.description,
                        item: line.itemNumber,
                      })
                    : line.quantityAfter === null
                      ? t('orders.page.change-removed', { description: line.description, item: line.itemNumber })
                      : t('orders.page.change-quantity', {
                          description: line.description,
                          item: line.itemNumber,
                          before: formatQuantity(line.quantityBefore, language),
                          after: formatQuantity(line.quantityAfter, language),
                        })}
                </List.Item>
              ))}
              {change.totalsBefore && change.totalsAfter && (
                <List.Item>
                  {t('orders.page.change-total', { before: money(change.totalsBefore.total), after: money(change.totalsAfter.total) })}
                </List.Item>
              )}
              {addressChanged && (
                <List.Item style={{ overflowWrap: 'anywhere' }}>
                  {t('orders.page.change-address', {
                    address: addressLines(after.address, (c) => countryName(c, language)).join(', '),
                  })}
                </List.Item>
              )}
              {dateChanged && (
                <List.Item>{t('orders.page.change-requested-date', { date: isoDateText(after.requestedDate, language) })}</List.Item>
              )}
            </List>
          </Paper>
        );
      })}
    </Stack>
  );
}
