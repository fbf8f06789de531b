import { Badge, NumberInput, Table, Text } from '@mantine/core';
import type { LookupOrderLine } from '@portal/contracts/complaint';
import { useTranslation } from 'react-i18next';
import { TableScroller } from '@portal/ui';
import { maxQuantity, quantityField, requiresSerial, type Quantities } from '../new-complaint-logic';

type Props = {
  lines: readonly LookupOrderLine[];
  quantities: Quantities;
  /** A field's translated error, if it has one; "products" is the "no articles" error under the table. */
  errorText: (field: string) => string | undefined;
  fieldId: (field: string) => string;
  onChange: (itemNumber: string, value: string) => void;
  /** The field was left: its own check runs then. */
  onBlur: (itemNumber: string) => void;
};

/** The order's delivered articles, each with how many are claimed (at most the shipped quantity). */
export function ArticleQuantities({ lines, quantities, errorText, fieldId, onChange, onBlur }: Props) {
  const { t } = useTranslation();
  const productsError = errorText('products');
  const errorId = fieldId('products');
  return (
    <>
      {/* On a phone the article number moves under the description, so the quantity stays in view. */}
      <TableScroller minWidth={320} label={t('complaints.form.articles')}>
        <Table verticalSpacing="xs" aria-labelledby="complaint-articles-title" aria-describedby={productsError ? errorId : undefined}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" visibleFrom="sm">
                {t('complaints.form.article-number')}
              </Table.Th>
              <Table.Th scope="col">{t('complaints.form.article')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('complaints.form.shipped')}
              </Table.Th>
              <Table.Th scope="col">{t('complaints.form.quantity')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => {
              const field = quantityField(line.ItemNumber);
              const max = maxQuantity(line);
              return (
                <Table.Tr key={line.ItemNumber}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }} visibleFrom="sm">
                    {line.ItemNumber}
                  </Table.Td>
                  <Table.Td>
                    {line.Description}
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {line.ItemNumber}
                    </Text>
                    {requiresSerial(line) && (
                      <Badge variant="default" radius="sm" ml="xs" size="sm">
                        {t('complaints.form.serial-required')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{line.ShippedQty}</Table.Td>
                  <Table.Td w={{ base: 110, sm: 170 }}>
                    <NumberInput
                      id={fieldId(field)}
                      aria-label={t('complaints.form.quantity-of', { article: `${line.Description} (${line.ItemNumber})` })}
                      description={t('complaints.form.quantity-range', { max })}
                      min={0}
                      max={max}
                      allowDecimal={false}
                      allowNegative={false}
                      // Not clamped: a quantity above the delivered one stays, so its message can say why it is refused.
                      clampBehavior="none"
                      value={quantities[line.ItemNumber] ?? '0'}
                      onChange={(value) => onChange(line.ItemNumber, String(value))}
                      onBlur={() => onBlur(line.ItemNumber)}
                      error={errorText(field)}
                      disabled={max === 0}
                      size="sm"
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroller>
      {productsError && (
        <Text id={errorId} c="red.8" size="sm" tabIndex={-1}>
          {productsError}
        </Text>
      )}
    </>
  );
}
