import { Alert, Button, Checkbox, Fieldset, Grid, Group, Paper, Radio, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorNotice, useErrorDialog } from '@portal/ui';
import { ApiError } from '@portal/ui/auth';
import { usePortalUser } from '../../../lib/use-portal-user';
import { cartActions, useCart } from '../../../lib/cart/cart-store';
import { productDetailsQuery } from '../../../api/get-product-details';
import { maintenanceStatusQuery, useMaintenanceActive } from '../../../api/get-maintenance-status';
import { DateField } from '../../../components/date-field';
import { useContactInfo } from '../api/get-contact-info';
import { useDeliveryAddress } from '../api/get-delivery-address';
import { deliveryDateQuery, useDeliveryDate } from '../api/get-delivery-date';
import { usePostalAddress } from '../api/get-postal-address';
import { usePlaceOrder } from '../api/place-order';
import {
  ALTERNATIVE_ADDRESS_MARKET,
  DELIVERY_TYPES,
  GOODS_MARK_MAX_LENGTH,
  buildConfirmation,
  buildPlaceOrderRequest,
  coDeliveryBlock,
  effectiveDeliveryType,
  emptyFormValues,
  findBlockingIssue,
  findPriceChanges,
  firstErrorField,
  formFieldForServerField,
  hasConfigItem,
  isRequestableDate,
  itemsToPriceCheck,
  missingContactField,
  primaryDeliveryAddress,
  resellerOrderAddress,
  addressDisplayLines,
  toOrderCartItem,
  todayIso,
  toYyyyMmDd,
  usesAlternativeAddress,
  validateCheckoutForm,
  type BlockingIssue,
  type CheckoutFormValues,
  type FormErrors,
  type FormField,
  type OrderConfirmationData,
  type PriceChange,
} from '../checkout-logic';
import { AddressBlock } from '../../../components/address-block';
import { AlternativeAddressFields } from './alternative-address-fields';
import { CartSummary } from './cart-summary';
import { EstimatedDeliveryDate, type EstimateState } from './estimated-delivery-date';
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
  const { t, i18n } = useTranslation();
  const user = usePortalUser();
  const market = user?.market ?? ALTERNATIVE_ADDRESS_MARKET;
  const today = todayIso(market);
  const cart = useCart();
  const queryClient = useQueryClient();
  const { showError } = useErrorDialog();
  const contactInfo = useContactInfo();
  const deliveryAddress = useDeliveryAddress();
  const postalAddress = usePostalAddress();
  const placeOrder = usePlaceOrder();
  // Ordering is closed during a maintenance window (spec 000 §8): said before anything is filled in.
  const maintenanceWindow = useMaintenanceActive();

  // Field rules are checked from the first send on, then on every change of a field.
  const [validateLive, setValidateLive] = useState(false);
  const wordErrors = (found: FormErrors) => Object.fromEntries(Object.entries(found).map(([f, e]) => [f, t(e.key, e.values ?? {})]));
  const form = useForm<CheckoutFormValues>({
    initialValues: emptyFormValues(today),
    validateInputOnChange: validateLive,
    validate: (v) => wordErrors(validateCheckoutForm(v, { today, market })),
  });
  const values = form.values;
  const [priceChanges, setPriceChanges] = useState<PriceChange[]>([]);
  const [maintenance, setMaintenance] = useState(false);
  const [checking, setChecking] = useState(false);
  // Only reachable when the cart empties between render and send, e.g. from another tab.
  const [cartEmptyError, setCartEmptyError] = useState(false);
  // One key per checkout: a resend after a failure must not place the order twice.
  const idempotencyKey = useRef<string | null>(null);

  const alternative = usesAlternativeAddress(values, market);
  const hasConfig = hasConfigItem(cart.items);
  const deliveryType = effectiveDeliveryType(values.deliveryType, hasConfig, alternative);
  const coDeliveryBlocked = coDeliveryBlock(hasConfig, alternative);
  const [estimateDate] = useDebouncedValue(values.requestedDate, 400);
  const estimateBody = useMemo(
    () =>
      cart.items.length > 0 && isRequestableDate(estimateDate, today)
        ? { cartItems: cart.items.map(toOrderCartItem), requestedDate: toYyyyMmDd(estimateDate), deliveryType }
        : null,
    [cart.items, estimateDate, today, deliveryType],
  );
  const estimate = useDeliveryDate(estimateBody);

  const loadFailed = contactInfo.isError || deliveryAddress.isError || postalAddress.isError;
  useEffect(() => {
    if (loadFailed) showError();
  }, [loadFailed, showError]);

  if (loadFailed) {
    const retry = () => [contactInfo, deliveryAddress, postalAddress].forEach((q) => q.isError && void q.refetch());
    return <ErrorNotice titleKey="checkout.load-failed" onRetry={retry} />;
  }
  const contact = contactInfo.data;
  const postal = postalAddress.data;
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

  const resellerAddress = primaryDeliveryAddress(deliveryAddress.data);
  const resellerLines = resellerAddress?.line1.trim()
    ? addressDisplayLines(resellerOrderAddress(resellerAddress, contact.ed_commonname))
    : null;
  const missingField = missingContactField(contact);
  const missingFieldMessage = missingField
    ? t('checkout.failed-to-load-user-data', { field: t(`checkout.contact-field.${missingField}`) })
    : null;
  const busy = checking || placeOrder.isPending;
  const closed = maintenanceWindow.active;

  const estimateState: EstimateState =
    estimateBody === null
      ? { kind: 'needs-date' }
      : estimate.data
        ? { kind: 'ready', promiseDate: estimate.data.promiseDate, refreshing: estimate.isFetching }
        : estimate.isError
          ? { kind: 'failed' }
          : { kind: 'loading' };
  const freight = estimateBody === null ? undefined : estimate.data?.freight;
  const freightLoading = estimateBody !== null && estimate.isFetching && (estimate.isPending || estimate.isPlaceholderData);

  const reportBlocking = (issue: BlockingIssue) => {
    if (issue.kind === 'cart-empty') {
      setCartEmptyError(true);
      showError({ textKey: 'checkout.cart-is-empty-alert' });
    } else if (issue.kind === 'contact-missing')
      showError({ message: t('checkout.failed-to-load-user-data', { field: t(`checkout.contact-field.${issue.field}`) }) });
    else if (issue.kind === 'address-undefined') showError({ textKey: 'error.reseller-address-undefined' });
    else showError();
  };

  const reportOrderError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409 && error.code === 'MAINTENANCE') {
      setMaintenance(true);
      // A window that began after the page loaded: read it, so Send closes until it ends.
      void queryClient.invalidateQueries({ queryKey: maintenanceStatusQuery().queryKey });
      showError({ textKey: 'checkout.maintenance' });
      return;
    }
    if (error instanceof ApiError && error.code === 'IDEMPOTENCY_KEY_REUSED') {
      // The first send went through although its answer was lost; this cart is a new order.
      idempotencyKey.current = null;
      showError({ textKey: 'checkout.already-sent' });
      return;
    }
    if (error instanceof ApiError && error.code === 'PRODUCT_INACTIVE') {
      // The field names the cart line (cartItems.N.id); the dealer removes it and orders again.
      const line = cart.items[Number(/^cartItems\.(\d+)/.exec(error.field ?? '')?.[1] ?? -1)];
      showError({ message: t('checkout.product-inactive', { article: line ? `${line.title} (${line.id})` : '' }) });
      return;
    }
    const field = error instanceof ApiError && error.status === 400 ? formFieldForServerField(error.field, alternative) : null;
    if (field && error instanceof ApiError) {
      const key: string = error.key && i18n.exists(error.key) ? error.key : 'checkout.validation.server-field';
      form.setFieldError(field, t(key));
      // Focused first, so the dialog hands focus back to the field when closed.
      focusField(field);
    }
    showError();
  };

  /** The server's prices, for the lines priced per article; throws when one cannot be read. */
  const serverPrices = async (items: typeof cart.items) => {
    const entries = await Promise.all(
      itemsToPriceCheck(items).map(async (item) => {
        const details = await queryClient.fetchQuery({ ...productDetailsQuery(item.id, i18n.language), staleTime: 0 });
        return [item.id, details.UnitPrice] as const;
      }),
    );
    return new Map(entries);
  };

  const submit = async () => {
    if (busy || closed) return;
    setPriceChanges([]);
    setMaintenance(false);
    setCartEmptyError(false);
    const items = cart.items;

    const issue = findBlockingIssue({
      items,
      contact,
      resellerAddress,
      usesAlternativeAddress: alternative,
      customerNumber: user?.customerNumber,
    });
    if (issue) {
      reportBlocking(issue);
      return;
    }
    const found = validateCheckoutForm(values, { today, market });
    setValidateLive(true);
    form.setErrors(wordErrors(found));
    const first = firstErrorField(found);
    if (first) {
      focusField(first);
      return;
    }

    setChecking(true);
    let freightNow: number | null;
    try {
      // The spec replaces a changed price with a random one; we take the server's and let the user look before sending.
      const changes = findPriceChanges(items, await serverPrices(items));
      if (changes.length > 0) {
        changes.forEach((c) => cartActions.setPrice(c.id, c.newPrice));
        setPriceChanges(changes);
        return;
      }
      freightNow = await queryClient
        .fetchQuery(
          deliveryDateQuery({ cartItems: items.map(toOrderCartItem), requestedDate: toYyyyMmDd(values.requestedDate), deliveryType }),
        )
        .then((r) => r.freight)
        .catch(() => null);
    } catch {
      showError();
      return;
    } finally {
      setChecking(false);
    }

    idempotencyKey.current ??= crypto.randomUUID();
    const request = buildPlaceOrderRequest({
      values,
      items,
      market,
      customerNumber: user?.customerNumber ?? '',
      userName: user?.name,
      contact,
      resellerAddress,
      idempotencyKey: idempotencyKey.current,
    });
    try {
      const response = await placeOrder.mutateAsync(request);
      if (!response.Status || !response.Header) {
        showError();
        return;
      }
      onPlaced(
        buildConfirmation({ orderNumber: response.Header.PlaceOrderNumber, request, items, freight: freightNow, postalAddress: postal }),
      );
    } catch (error) {
      reportOrderError(error);
    }
  };

  const goodsMarkLength = values.goodsMark.trim().length;

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

              {missingFieldMessage && (
                <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
                  {missingFieldMessage}
                </Alert>
              )}

              <Fieldset legend={t('checkout.reseller-address')} variant="unstyled">
                <Stack gap="sm">
                  {resellerLines ? (
                    <Text component="div" c={alternative ? 'dimmed' : undefined}>
                      <AddressBlock lines={resellerLines} />
                    </Text>
                  ) : (
                    <Text c="red.8" role="alert">
                      {t('error.reseller-address-undefined')}
                    </Text>
                  )}
                  {market === ALTERNATIVE_ADDRESS_MARKET && (
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

              <TextInput
                id={fieldId('goodsMark')}
                label={t('checkout.goods-mark')}
                description={t('checkout.goods-mark-counter', { length: goodsMarkLength, max: GOODS_MARK_MAX_LENGTH })}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                {...form.getInputProps('goodsMark')}
              />

              <Radio.Group
                name="deliveryType"
                label={t('checkout.delivery-type')}
                value={deliveryType}
                onChange={(v) =>
                  form.setFieldValue('deliveryType', v === DELIVERY_TYPES.coDelivery ? DELIVERY_TYPES.coDelivery : DELIVERY_TYPES.standard)
                }
                error={form.errors['deliveryType']}
              >
                <Stack gap="sm" mt="xs">
                  <Radio value={DELIVERY_TYPES.standard} label={t('checkout.delivery-type-standard')} />
                  <Radio
                    value={DELIVERY_TYPES.coDelivery}
                    label={t('checkout.delivery-type-co-delivery')}
                    disabled={coDeliveryBlocked !== null}
                    description={
                      <span id="checkout-co-delivery-note">
                        {coDeliveryBlocked === 'config'
                          ? t('checkout.co-delivery-unavailable-config')
                          : coDeliveryBlocked === 'alternative-address'
                            ? t('checkout.co-delivery-unavailable-alternative')
                            : t('checkout.co-delivery-description')}
                      </span>
                    }
                    aria-describedby="checkout-co-delivery-note"
                  />
                </Stack>
              </Radio.Group>

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

              <EstimatedDeliveryDate state={estimateState} />

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
                  aria-describedby={closed ? 'checkout-maintenance-note' : undefined}
                >
                  {t('checkout.send')}
                </Button>
              </Group>

              {(closed || maintenance) && (
                <Alert id="checkout-maintenance-note" color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
                  {t('orders.maintenance-text')}
                </Alert>
              )}
            </Stack>
          </form>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <CartSummary items={cart.items} freight={freight} freightLoading={freightLoading} />
      </Grid.Col>
    </Grid>
  );
}
