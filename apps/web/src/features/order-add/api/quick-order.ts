import { useMutation } from '@tanstack/react-query';
import { addCartLines, type AddCartLinesRequest } from '@portal/contracts/cart';
import { resolveQuickOrder, type QuickOrderTypedRow } from '@portal/contracts/quick-order';
import { apiRequest } from '@portal/ui/auth';
import { changeOnServer } from '../../../lib/cart/cart-store';

/** Every typed row resolved by the server in one call: article and today's price, or its one error. */
export const useResolveQuickOrder = () =>
  useMutation({ mutationFn: (rows: QuickOrderTypedRow[]) => apiRequest(resolveQuickOrder, { body: { rows } }) });

/** All valid rows into the cart in one change; the cart on screen is the server's answer. */
export const useAddQuickOrderToCart = () =>
  useMutation({
    mutationFn: (body: AddCartLinesRequest) => changeOnServer(() => apiRequest(addCartLines, { body })),
  });
