import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOpenOrders } from '@portal/contracts/order';
import { apiRequest } from '@portal/ui/auth';

/** The order lists ask for every row (spec 001 §7). */
export const ORDER_LIST_AMOUNT = 999;

/** Every order query starts with this, so a cancel can refresh them all at once. */
export const openOrdersKey = ['order', 'openOrders'] as const;

export const openOrdersQuery = (amount: number = ORDER_LIST_AMOUNT) =>
  queryOptions({
    queryKey: [...openOrdersKey, amount],
    queryFn: ({ signal }) => apiRequest(getOpenOrders, { query: { amount }, signal }),
  });

export const useOpenOrders = (amount?: number) => useQuery(openOrdersQuery(amount));
