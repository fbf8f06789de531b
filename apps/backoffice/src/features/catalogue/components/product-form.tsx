import { Fieldset, NumberInput, SimpleGrid, Stack, Switch, Table, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_KINDS, StaffProductInput, TRANSLATED_LANGUAGES, ProductText } from '@portal/contracts/staff-catalogue';
import { TableScroller } from '@portal/ui';
import { decimalSeparator } from '@portal/ui/format';
import { isLanguage } from '@portal/ui/languages';
import { maxLengthOf } from '@portal/contracts/field-limits';
import { ChoiceSelect, FailedNotice, FormActions } from '../../../components/form-parts';
import { focusFirstProblem, showOnField, translated, useSay } from '../../../lib/form-messages';
import { isTranslated, PRODUCT_FIELD_ORDER, productProblems, productSaveError, type ProductValues } from '../catalogue-logic';

type Props = {
  initial: ProductValues;
  saving: boolean;
  onSave: (values: ProductValues) => Promise<unknown>;
};

/** A product's texts in every language, its terms, its prices per price list and whether it is sold. */
export function ProductForm({ initial, saving, onSave }: Props) {
  const { t, i18n } = useTranslation();
  const say = useSay();
  const separator = decimalSeparator(isLanguage(i18n.language) ? i18n.language : 'en');
  const form = useForm<ProductValues>({
    initialValues: initial,
    validate: (values) => translated(productProblems(values), say),
  });
  const [failed, setFailed] = useState(false);
  const values = form.getValues();

  const submit = form.onSubmit(
    (v) => {
      setFailed(false);
      onSave(v).catch((error: unknown) => setFailed(!showOnField(form, productSaveError(error), (p) => t(p.key))));
    },
    focusFirstProblem(form, PRODUCT_FIELD_ORDER),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <Fieldset legend={t('products.form.texts')}>
          <Tabs defaultValue="sv" keepMounted>
            <Tabs.List>
              <Tabs.Tab value="sv">{t('products.language.sv')}</Tabs.Tab>
              {TRANSLATED_LANGUAGES.map((l) => (
                <Tabs.Tab key={l} value={l}>
                  {t(`products.language.${l}`)}
                  {isTranslated(values, l) ? '' : ' –'}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="sv" pt="sm">
              <Stack gap="sm">
                <TextInput
                  label={t('products.form.description')}
                  required
                  maxLength={maxLengthOf(StaffProductInput.shape.description)}
                  {...form.getInputProps('description')}
                />
                <Textarea
                  label={t('products.form.long-text')}
                  autosize
                  minRows={3}
                  maxLength={maxLengthOf(StaffProductInput.shape.longText)}
                  {...form.getInputProps('longText')}
                />
              </Stack>
            </Tabs.Panel>
            {TRANSLATED_LANGUAGES.map((l) => (
              <Tabs.Panel key={l} value={l} pt="sm">
                <Stack gap="sm">
                  <Text size="sm" c="dimmed">
                    {t('products.form.fallback')}
                  </Text>
                  <TextInput
                    label={`${t('products.form.description')} (${t(`products.language.${l}`)})`}
                    maxLength={maxLengthOf(ProductText.shape.description)}
                    placeholder={values.description}
                    {...form.getInputProps(`texts.${l}.description`)}
                  />
                  <Textarea
                    label={`${t('products.form.long-text')} (${t(`products.language.${l}`)})`}
                    autosize
                    minRows={3}
                    maxLength={maxLengthOf(ProductText.shape.longText)}
                    {...form.getInputProps(`texts.${l}.longText`)}
                  />
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
        </Fieldset>

        <Fieldset legend={t('products.form.terms')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            <ChoiceSelect
              label={t('products.column.kind')}
              required
              values={PRODUCT_KINDS}
              nameOf={(k) => t(`products.kinds.${k}`)}
              {...form.getInputProps('kind')}
            />
            <TextInput
              label={t('products.column.brand')}
              required
              maxLength={maxLengthOf(StaffProductInput.shape.brand)}
              {...form.getInputProps('brand')}
            />
            <TextInput
              label={t('products.form.model-series')}
              maxLength={maxLengthOf(StaffProductInput.shape.modelSeries)}
              {...form.getInputProps('modelSeries')}
            />
            <NumberInput
              label={t('products.form.weight')}
              required
              min={0}
              decimalScale={2}
              decimalSeparator={separator}
              suffix=" kg"
              {...form.getInputProps('weightKg')}
            />
            <NumberInput
              label={t('products.form.lead-time')}
              description={t('products.form.lead-time-hint')}
              required
              min={0}
              max={365}
              allowDecimal={false}
              {...form.getInputProps('leadTimeDays')}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('products.form.prices')}>
          <Text size="sm" c="dimmed" mb="sm">
            {t('products.form.prices-hint')}
          </Text>
          <TableScroller minWidth={360} label={t('products.form.prices')}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('products.form.price-list')}</Table.Th>
                  <Table.Th>{t('products.form.unit-price')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {values.prices.map((p, i) => (
                  <Table.Tr key={p.priceListId}>
                    <Table.Td>
                      {p.name} ({p.currency})
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={t('products.form.price-in', { list: p.name, currency: p.currency })}
                        min={0}
                        decimalScale={2}
                        decimalSeparator={separator}
                        suffix={` ${p.currency}`}
                        placeholder={t('products.form.not-in-list')}
                        maw={220}
                        {...form.getInputProps(`prices.${i}.unitPrice`)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroller>
        </Fieldset>

        <Switch
          label={t('products.form.active')}
          description={t('products.form.active-hint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <FailedNotice text={failed && t('products.form.failed')} />
        <FormActions submit={t('products.form.save')} busy={saving} />
      </Stack>
    </form>
  );
}
