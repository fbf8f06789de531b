import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrderPage } from '@portal/contracts/order-page';
import { ApiError, apiRequest } from '@portal/ui/auth';

/** Starts with the order queries' prefix, so a cancel refreshes it with the lists. */
export const orderPageKey = ['order', 'orderPage'] as const;

export const orderPageQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: [...orderPageKey, orderNumber],
    queryFn: ({ signal }) => apiRequest(getOrderPage, { query: { orderNumber }, signal }),
    // An order that is not the customer's (or does not exist) stays not found; asking again does not help.
    retry: (failures, error) => !(error instanceof ApiError && (error.status === 404 || error.status === 400)) && failures < 2,
  });

export const useOrderPage = (orderNumber: string) => useQuery(orderPageQuery(orderNumber));
