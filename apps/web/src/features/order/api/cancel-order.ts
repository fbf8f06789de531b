import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelOrder } from '@portal/contracts/order';
import { ApiError, apiRequest } from '@portal/ui/auth';
import { historyOrdersKey } from './get-history-orders';
import { openOrdersKey } from '../../../api/get-open-orders';
import { orderDetailsKey } from './get-order-details';
import { orderPageKey } from './get-order-page';

export const cancelOrderRequest = (orderNumber: string) => apiRequest(cancelOrder, { body: { orderNumber } });

/** Cancels (annuls) an order in status 10; the open and history lists reload afterwards (spec 001 §4). */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: openOrdersKey }),
      queryClient.invalidateQueries({ queryKey: historyOrdersKey }),
      queryClient.invalidateQueries({ queryKey: orderDetailsKey }),
      queryClient.invalidateQueries({ queryKey: orderPageKey }),
    ]);
  return useMutation({
    mutationFn: cancelOrderRequest,
    onSuccess: refresh,
    // A 404 or 409 means the list is out of date (the order moved on or vanished): refresh it too.
    onError: (error) => (error instanceof ApiError && (error.status === 404 || error.status === 409) ? refresh() : undefined),
  });
}
