import { Checkbox, Fieldset, Radio, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressBlock } from '../../../components/address-block';
import { DELIVERY_TYPES, type CheckoutFormValues, type coDeliveryBlock, type FormField } from '../checkout-logic';
import type { DeliveryType } from '@portal/contracts/order';
import { AlternativeAddressFields } from './alternative-address-fields';

/** Where the order goes: one of the dealer's delivery addresses, or (market se) an alternative one typed here. */
export function DealerAddressFieldset({
  lines,
  choices,
  chosenId,
  alternative,
  offerAlternative,
  form,
  fieldId,
}: {
  /** The dealer's address as shown; null when the dealer has none. */
  lines: string[] | null;
  /** The dealer's delivery addresses to choose from, each as shown. */
  choices: { id: string; lines: string[] }[];
  chosenId: string;
  alternative: boolean;
  offerAlternative: boolean;
  form: UseFormReturnType<CheckoutFormValues>;
  fieldId: (field: FormField) => string;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('checkout.reseller-address')} variant="unstyled">
      <Stack gap="sm">
        {choices.length > 1 ? (
          <Radio.Group
            name="deliveryAddressId"
            label={t('checkout.choose-delivery-address')}
            value={chosenId}
            onChange={(id) => form.setFieldValue('deliveryAddressId', id)}
          >
            <Stack gap="sm" mt="xs">
              {choices.map((choice) => (
                <Radio
                  key={choice.id}
                  value={choice.id}
                  // One line as the radio's name; an alternative address, when used, stands instead.
                  label={choice.lines.join(', ')}
                  disabled={alternative}
                />
              ))}
            </Stack>
          </Radio.Group>
        ) : lines ? (
          <Text component="div" c={alternative ? 'dimmed' : undefined}>
            <AddressBlock lines={lines} />
          </Text>
        ) : (
          <Text c="red.8" role="alert">
            {t('error.reseller-address-undefined')}
          </Text>
        )}
        {offerAlternative && (
          <Checkbox
            label={t('checkout.alternative-address')}
            // Mantine shows the description but does not link it to the input.
            description={<span id="checkout-alternative-address-note">{t('checkout.alternative-address-description')}</span>}
            aria-describedby="checkout-alternative-address-note"
            {...form.getInputProps('useAlternativeAddress', { type: 'checkbox' })}
          />
        )}
        {alternative && <AlternativeAddressFields form={form} fieldId={fieldId} />}
      </Stack>
    </Fieldset>
  );
}

/** Standard delivery or co-delivery; co-delivery is closed with its reason for a configured product or an alternative address. */
export function DeliveryTypeField({
  value,
  onChange,
  blocked,
  error,
}: {
  value: DeliveryType;
  onChange: (value: DeliveryType) => void;
  blocked: ReturnType<typeof coDeliveryBlock>;
  error: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      name="deliveryType"
      label={t('checkout.delivery-type')}
      value={value}
      onChange={(v) => onChange(v === DELIVERY_TYPES.coDelivery ? DELIVERY_TYPES.coDelivery : DELIVERY_TYPES.standard)}
      error={error}
    >
      <Stack gap="sm" mt="xs">
        <Radio value={DELIVERY_TYPES.standard} label={t('checkout.delivery-type-standard')} />
        <Radio
          value={DELIVERY_TYPES.coDelivery}
          label={t('checkout.delivery-type-co-delivery')}
          disabled={blocked !== null}
          description={
            <span id="checkout-co-delivery-note">
              {blocked === 'config'
                ? t('checkout.co-delivery-unavailable-config')
                : blocked === 'alternative-address'
                  ? t('checkout.co-delivery-unavailable-alternative')
                  : t('checkout.co-delivery-description')}
            </span>
          }
          aria-describedby="checkout-co-delivery-note"
        />
      </Stack>
    </Radio.Group>
  );
}
