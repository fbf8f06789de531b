import { Alert, Button, Grid, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorNotice, useErrorDialog } from '@portal/ui';
import { usePortalUser } from '../../../lib/use-portal-user';
import { useCart } from '../../../lib/cart/cart-store';
import { useMaintenanceActive } from '../../../api/get-maintenance-status';
import { DateField } from '../../../components/date-field';
import { useContactInfo } from '../api/get-contact-info';
import { useDeliveryAddress } from '../api/get-delivery-address';
import { useOrderBlock } from '../api/get-order-block';
import { usePostalAddress } from '../api/get-postal-address';
import {
  ALTERNATIVE_ADDRESS_MARKET,
  GOODS_MARK_MAX_LENGTH,
  goodsMarkCount,
  coDeliveryBlock,
  effectiveDeliveryType,
  emptyFormValues,
  hasConfigItem,
  missingContactField,
  chosenDeliveryAddress,
  deliveryAddresses,
  resellerOrderAddress,
  addressDisplayLines,
  todayIso,
  usesAlternativeAddress,
  validateCheckoutForm,
  type CheckoutFormValues,
  type FormErrors,
  type FormField,
  type OrderConfirmationData,
  sendButtonKey,
} from '../checkout-logic';
import { useCheckoutSubmit } from '../use-checkout-submit';
import { useDeliveryEstimate } from '../use-delivery-estimate';
import { DealerAddressFieldset, DeliveryTypeField } from './delivery-fields';
import { CartSummary } from './cart-summary';
import { EstimatedDeliveryDate } from './estimated-delivery-date';
import { CREDIT_HOLD_NOTICE_ID, CreditHoldNotice } from './credit-hold-notice';
import { APPROVAL_NOTICE_ID, ApprovalNotice } from './approval-notice';
import { PriceChangesNotice } from './price-changes-notice';

const fieldId = (field: FormField) => `checkout-${field.replace('.', '-')}`;

function focusField(field: FormField) {
  const target =
    field === 'deliveryType'
      ? document.querySelector<HTMLInputElement>('input[name="deliveryType"]:checked')
      : document.getElementById(fieldId(field));
  target?.focus();
}

/** The order form with the cart summary beside it; hands the confirmation up once the order is placed. */
export function CheckoutForm({ onPlaced }: { onPlaced: (confirmation: OrderConfirmationData) => void }) {
  const { t } = useTranslation();
  const user = usePortalUser();
  const market = user?.market ?? ALTERNATIVE_ADDRESS_MARKET;
  const today = todayIso(market);
  const cart = useCart();
  const { showError } = useErrorDialog();
  const contactInfo = useContactInfo();
  const deliveryAddress = useDeliveryAddress();
  const postalAddress = usePostalAddress();
  // Ordering is closed during a maintenance window (spec 000 §8): said before anything is filled in.
  const maintenanceWindow = useMaintenanceActive();
  // Sales administration may have stopped this dealer's orders: their reason is shown as written.
  const orderBlock = useOrderBlock();
  const blockReason = orderBlock.data?.blocked ? (orderBlock.data.reason ?? '') : null;

  // Field rules are checked from the first send on, then on every change of a field.
  const [validateLive, setValidateLive] = useState(false);
  const wordErrors = (found: FormErrors) => Object.fromEntries(Object.entries(found).map(([f, e]) => [f, t(e.key, e.values ?? {})]));
  const form = useForm<CheckoutFormValues>({
    initialValues: emptyFormValues(today),
    validateInputOnChange: validateLive,
    validate: (v) => wordErrors(validateCheckoutForm(v, { today, market })),
  });
  const values = form.values;

  const alternative = usesAlternativeAddress(values, market);
  const hasConfig = hasConfigItem(cart.items);
  const deliveryType = effectiveDeliveryType(values.deliveryType, hasConfig, alternative);
  const coDeliveryBlocked = coDeliveryBlock(hasConfig, alternative);
  const estimate = useDeliveryEstimate(cart.items, values.requestedDate, today, deliveryType);
  const contact = contactInfo.data;
  const postal = postalAddress.data;
  const resellerAddress = chosenDeliveryAddress(deliveryAddress.data, values.deliveryAddressId);
  const closed = maintenanceWindow.active || blockReason !== null;
  const { submit, busy, priceChanges, maintenance, cartEmptyError } = useCheckoutSubmit({
    form,
    wordErrors,
    focusField,
    onValidated: () => setValidateLive(true),
    items: cart.items,
    user,
    market,
    today,
    alternative,
    deliveryType,
    contact,
    postal,
    resellerAddress,
    closed,
    onPlaced,
  });

  const loadFailed = contactInfo.isError || deliveryAddress.isError || postalAddress.isError;
  const loadError = contactInfo.error ?? deliveryAddress.error ?? postalAddress.error;
  useEffect(() => {
    if (loadFailed) showError({ error: loadError });
  }, [loadFailed, loadError, showError]);

  if (loadFailed) {
    const retry = () => [contactInfo, deliveryAddress, postalAddress].forEach((q) => q.isError && void q.refetch());
    return <ErrorNotice titleKey="checkout.load-failed" onRetry={retry} error={loadError} />;
  }
  if (!contact || !deliveryAddress.data || !postal) {
    return (
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton h={520} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton h={280} radius="md" />
        </Grid.Col>
      </Grid>
    );
  }

  const displayLines = (address: NonNullable<typeof resellerAddress>) =>
    addressDisplayLines(resellerOrderAddress(address, contact.ed_commonname));
  const resellerLines = resellerAddress?.line1.trim() ? displayLines(resellerAddress) : null;
  // Every address of the dealer's own is offered, in every market.
  const ownAddresses = deliveryAddresses(deliveryAddress.data)
    .filter((a) => a.line1.trim())
    .map((a) => ({ id: a.id, lines: displayLines(a) }));
  const missingField = missingContactField(contact);
  const missingFieldMessage = missingField
    ? t('checkout.failed-to-load-user-data', { field: t(`checkout.contact-field.${missingField}`) })
    : null;

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="checkout-form-title">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
            noValidate
            aria-labelledby="checkout-form-title"
          >
            <Stack gap="lg">
              <Title order={2} size="h3" id="checkout-form-title">
                {t('checkout.form-title')}
              </Title>

              {blockReason !== null && (
                <Alert
                  id="checkout-order-block-note"
                  color="red"
                  variant="light"
                  icon={<IconAlertTriangle aria-hidden />}
                  title={t('checkout.order-blocked')}
                >
                  {blockReason}
                </Alert>
              )}

              {missingFieldMessage && (
                <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
                  {missingFieldMessage}
                </Alert>
              )}

              <DealerAddressFieldset
                lines={resellerLines}
                choices={ownAddresses}
                chosenId={resellerAddress?.id ?? ''}
                alternative={alternative}
                offerAlternative={market === ALTERNATIVE_ADDRESS_MARKET}
                form={form}
                fieldId={fieldId}
              />

              <TextInput
                id={fieldId('goodsMark')}
                label={t('checkout.goods-mark')}
                description={t('checkout.goods-mark-counter', goodsMarkCount(values.goodsMark))}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                maxLength={GOODS_MARK_MAX_LENGTH}
                {...form.getInputProps('goodsMark')}
              />

              <DeliveryTypeField
                value={deliveryType}
                onChange={(v) => form.setFieldValue('deliveryType', v)}
                blocked={coDeliveryBlocked}
                error={form.errors['deliveryType']}
              />

              <DateField
                id={fieldId('requestedDate')}
                label={t('checkout.requested-date')}
                description={t('checkout.requested-date-description')}
                required
                earliest={today}
                value={values.requestedDate}
                onChange={(date) => form.setFieldValue('requestedDate', date)}
                error={form.errors['requestedDate']}
                maw={260}
              />

              <EstimatedDeliveryDate state={estimate.state} />

              {estimate.approval && <ApprovalNotice approval={estimate.approval} />}
              {estimate.creditHold && <CreditHoldNotice hold={estimate.creditHold} />}
              {priceChanges.length > 0 && <PriceChangesNotice changes={priceChanges} />}
              {cartEmptyError && (
                <Text c="red.8" role="alert">
                  {t('error.cart-is-empty')}
                </Text>
              )}

              <Group justify="space-between" gap="sm">
                <Button component={Link} to="/order-add" variant="default">
                  {t('checkout.continue-shopping')}
                </Button>
                <Button
                  type="submit"
                  loading={busy}
                  disabled={closed}
                  size="md"
                  aria-describedby={
                    blockReason !== null
                      ? 'checkout-order-block-note'
                      : closed
                        ? 'checkout-maintenance-note'
                        : estimate.approval
                          ? APPROVAL_NOTICE_ID
                          : estimate.creditHold
                            ? CREDIT_HOLD_NOTICE_ID
                            : undefined
                  }
                >
                  {t(sendButtonKey(estimate))}
                </Button>
              </Group>

              {(maintenanceWindow.active || maintenance) && (
                <Alert id="checkout-maintenance-note" color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
                  {t('orders.maintenance-text')}
                </Alert>
              )}
            </Stack>
          </form>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <CartSummary items={cart.items} vat={cart.vat} freight={estimate.freight} freightLoading={estimate.freightLoading} />
      </Grid.Col>
    </Grid>
  );
}
