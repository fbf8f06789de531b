import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import type { DeliveryType } from '@portal/contracts';
import type { CartItem } from '../../lib/cart/cart-store';
import { freightOf } from '../../lib/cart/price-summary';
import { useDeliveryDate } from './api/get-delivery-date';
import { isRequestableDate, toOrderCartItem, toYyyyMmDd } from './checkout-logic';
import type { EstimateState } from './components/estimated-delivery-date';

/**
 * The delivery date and freight the cart would get for the requested date, asked for once the date has
 * settled and is one that may be requested; none while the cart is empty.
 */
export function useDeliveryEstimate(items: readonly CartItem[], requestedDate: string, today: string, deliveryType: DeliveryType) {
  const [estimateDate] = useDebouncedValue(requestedDate, 400);
  const body = useMemo(
    () =>
      items.length > 0 && isRequestableDate(estimateDate, today)
        ? { cartItems: items.map(toOrderCartItem), requestedDate: toYyyyMmDd(estimateDate), deliveryType }
        : null,
    [items, estimateDate, today, deliveryType],
  );
  const estimate = useDeliveryDate(body);
  const state: EstimateState =
    body === null
      ? { kind: 'needs-date' }
      : estimate.data
        ? { kind: 'ready', promiseDate: estimate.data.promiseDate, refreshing: estimate.isFetching }
        : estimate.isError
          ? { kind: 'failed' }
          : { kind: 'loading' };
  return {
    state,
    // Not known while the requested date is not one to ask for: no placeholder is added into a total.
    freight: freightOf(body === null ? undefined : estimate.data),
    freightLoading: body !== null && estimate.isFetching && (estimate.isPending || estimate.isPlaceholderData),
    // Whether this order would wait on credit hold, and why (ADR 0078).
    creditHold: body === null ? null : (estimate.data?.creditHold ?? null),
    // Whether it would wait for an approver of the dealer first, as placing it decides (ADR 0086).
    approval: body === null ? null : (estimate.data?.approval ?? null),
  };
}
