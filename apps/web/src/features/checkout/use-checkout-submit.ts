import type { UseFormReturnType } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS, type DeliveryType } from '@portal/contracts/order';
import type { GetContactInfoResponse, GetPostalAddressResponse } from '@portal/contracts/dealer';
import { useErrorDialog } from '@portal/ui';
import { ApiError } from '@portal/ui/auth';
import { productDetailsQuery } from '../../api/get-product-details';
import { maintenanceStatusQuery } from '../../api/get-maintenance-status';
import { cartActions, type CartItem } from '../../lib/cart/cart-store';
import type { usePortalUser } from '../../lib/use-portal-user';
import { deliveryDateQuery } from './api/get-delivery-date';
import { orderBlockQuery } from './api/get-order-block';
import { usePlaceOrder } from './api/place-order';
import {
  buildConfirmation,
  buildPlaceOrderRequest,
  cartLineOfField,
  findBlockingIssue,
  findPriceChanges,
  firstErrorField,
  formFieldForServerField,
  isContactField,
  itemsToPriceCheck,
  toOrderCartItem,
  toYyyyMmDd,
  validateCheckoutForm,
  type BlockingIssue,
  type CheckoutFormValues,
  type FormErrors,
  type FormField,
  type OrderConfirmationData,
  type PriceChange,
} from './checkout-logic';

type ResellerAddress = Parameters<typeof buildPlaceOrderRequest>[0]['resellerAddress'];

/**
 * Sending the order: the checks that block it, the form's rules, the server's prices (a changed price is shown
 * before anything is sent), the freight at that moment, then the order itself under one idempotency key per
 * checkout, and each refusal said where it belongs (a field, the maintenance note, a dialog).
 */
export function useCheckoutSubmit(options: {
  form: UseFormReturnType<CheckoutFormValues>;
  wordErrors: (found: FormErrors) => Record<string, string>;
  focusField: (field: FormField) => void;
  /** The form was checked: from now on each change of a field is checked at once. */
  onValidated: () => void;
  items: CartItem[];
  user: ReturnType<typeof usePortalUser>;
  market: string;
  today: string;
  alternative: boolean;
  deliveryType: DeliveryType;
  /** The dealer's details, once loaded (the form is only shown then). */
  contact: GetContactInfoResponse | undefined;
  postal: GetPostalAddressResponse | undefined;
  resellerAddress: ResellerAddress;
  closed: boolean;
  onPlaced: (confirmation: OrderConfirmationData) => void;
}) {
  const { form, items, user, contact, resellerAddress, alternative } = options;
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { showError } = useErrorDialog();
  const placeOrder = usePlaceOrder();
  const [priceChanges, setPriceChanges] = useState<PriceChange[]>([]);
  const [maintenance, setMaintenance] = useState(false);
  const [checking, setChecking] = useState(false);
  // Only reachable when the cart empties between render and send, e.g. from another tab.
  const [cartEmptyError, setCartEmptyError] = useState(false);
  // One key per checkout: a resend after a failure must not place the order twice.
  const idempotencyKey = useRef<string | null>(null);
  const busy = checking || placeOrder.isPending;
  const { market } = options;

  const reportBlocking = (issue: BlockingIssue) => {
    if (issue.kind === 'cart-empty') {
      setCartEmptyError(true);
      showError({ textKey: 'checkout.cart-is-empty-alert' });
    } else if (issue.kind === 'contact-missing')
      showError({ message: t('checkout.failed-to-load-user-data', { field: t(`checkout.contact-field.${issue.field}`) }) });
    else if (issue.kind === 'address-undefined') showError({ textKey: 'error.reseller-address-undefined' });
    else if (issue.kind === 'configuration-repeated')
      showError({ message: t('checkout.cart-line.configuration-repeated', { article: issue.title }) });
    else showError();
  };

  const reportOrderError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409 && error.code === 'MAINTENANCE') {
      setMaintenance(true);
      // A window that began after the page loaded: read it, so Send closes until it ends.
      void queryClient.invalidateQueries({ queryKey: maintenanceStatusQuery().queryKey });
      showError({ textKey: 'checkout.maintenance', error });
      return;
    }
    if (error instanceof ApiError && error.code === 'ORDER_BLOCKED') {
      // Blocked after the page loaded: read it, so the reason shows and Send closes.
      void queryClient.invalidateQueries({ queryKey: orderBlockQuery().queryKey });
      showError({ message: t('checkout.order-blocked-reason', { reason: error.message }) });
      return;
    }
    if (error instanceof ApiError && error.code === 'DEALER_DETAILS_MISSING' && isContactField(error.field)) {
      showError({ message: t('checkout.failed-to-load-user-data', { field: t(`checkout.contact-field.${error.field}`) }) });
      return;
    }
    if (error instanceof ApiError && error.code === 'IDEMPOTENCY_KEY_REUSED') {
      // The first send went through although its answer was lost; this cart is a new order.
      idempotencyKey.current = null;
      showError({ textKey: 'checkout.already-sent', error });
      return;
    }
    if (error instanceof ApiError && error.code === 'PRODUCT_INACTIVE') {
      // The field names the cart line (cartItems.N.id); the dealer removes it and orders again.
      const line = cartLineOfField(items, error.field);
      showError({ message: t('checkout.product-inactive', { article: line ? `${line.title} (${line.id})` : '' }), error });
      return;
    }
    if (error instanceof ApiError && error.status === 400 && error.key?.startsWith('checkout.cart-line.') && i18n.exists(error.key)) {
      // The cart changed elsewhere (another tab or device): say which line, and show the cart as it is now.
      const line = cartLineOfField(items, error.field);
      cartActions.refresh();
      showError({ message: t(error.key, { article: line?.title ?? '' }), error });
      return;
    }
    const field = error instanceof ApiError && error.status === 400 ? formFieldForServerField(error.field, alternative) : null;
    if (field && error instanceof ApiError) {
      const key: string = error.key && i18n.exists(error.key) ? error.key : 'checkout.validation.server-field';
      form.setFieldError(field, t(key));
      // Focused first, so the dialog hands focus back to the field when closed.
      options.focusField(field);
    }
    showError({ error });
  };

  /** The server's prices, for the lines priced per article; throws when one cannot be read. */
  const serverPrices = async (lines: CartItem[]) => {
    const entries = await Promise.all(
      itemsToPriceCheck(lines).map(async (item) => {
        const details = await queryClient.fetchQuery({ ...productDetailsQuery(item.id, i18n.language), staleTime: 0 });
        return [item.id, details.UnitPrice] as const;
      }),
    );
    return new Map(entries);
  };

  const submit = async () => {
    const { postal } = options;
    if (busy || options.closed || !contact || !postal) return;
    const values = form.values;
    setPriceChanges([]);
    setMaintenance(false);
    setCartEmptyError(false);

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
    const found = validateCheckoutForm(values, { today: options.today, market });
    options.onValidated();
    form.setErrors(options.wordErrors(found));
    const first = firstErrorField(found);
    if (first) {
      options.focusField(first);
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
          deliveryDateQuery({
            cartItems: items.map(toOrderCartItem),
            requestedDate: toYyyyMmDd(values.requestedDate),
            deliveryType: options.deliveryType,
          }),
        )
        .then((r) => r.freight)
        .catch(() => null);
    } catch (error) {
      showError({ error });
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
      options.onPlaced(
        buildConfirmation({
          orderNumber: response.Header.PlaceOrderNumber,
          request,
          items,
          freight: freightNow,
          postalAddress: postal,
          creditHold: response.CreditHold,
          waitingForApproval: response.OrderStatus === ORDER_STATUS.waitingForApproval,
        }),
      );
    } catch (error) {
      reportOrderError(error);
    }
  };

  return { submit, busy, priceChanges, maintenance, cartEmptyError };
}
