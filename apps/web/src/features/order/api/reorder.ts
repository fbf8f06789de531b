import { useMutation } from '@tanstack/react-query';
import { reorder, type ReorderRequest } from '@portal/contracts/order-page';
import { ApiError, apiRequest } from '@portal/ui/auth';
import { cartActions } from '../../../lib/cart/cart-store';

/**
 * Puts an earlier order's articles into the cart on the server; the cart on screen is read again.
 * The caller makes one change id per click, so a retry after a lost answer puts the lines in once.
 */
export function useReorder() {
  return useMutation({
    mutationFn: (body: ReorderRequest) => apiRequest(reorder, { body }),
    retry: (failures, error) => failures < 2 && (!(error instanceof ApiError) || error.code === 'NETWORK_ERROR' || error.status >= 500),
    onSuccess: () => cartActions.refresh(),
  });
}
