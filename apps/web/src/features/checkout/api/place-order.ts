import { useMutation } from '@tanstack/react-query';
import { placeOrder, type PlaceOrderRequest } from '@portal/contracts/order';
import { apiRequest } from '@portal/ui/auth';

export const sendOrder = (body: PlaceOrderRequest) => apiRequest(placeOrder, { body });

/** Never retried by itself: the user resends, with the same idempotency key. */
export const usePlaceOrder = () => useMutation({ mutationFn: sendOrder, retry: false });
