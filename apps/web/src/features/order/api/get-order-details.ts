import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrderDetails } from '@portal/contracts/order';
import { apiRequest } from '@portal/ui/auth';

export const orderDetailsKey = ['order', 'orderDetails'] as const;

export const orderDetailsQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: [...orderDetailsKey, orderNumber],
    queryFn: ({ signal }) => apiRequest(getOrderDetails, { query: { orderNumber }, signal }),
  });

/** Loads only while a detail modal shows the order; the data stays for its closing transition. */
export const useOrderDetails = (orderNumber: string | null, enabled = true) =>
  useQuery({ ...orderDetailsQuery(orderNumber ?? ''), enabled: enabled && Boolean(orderNumber) });
