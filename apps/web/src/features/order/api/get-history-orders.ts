import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHistoryOrders } from '@portal/contracts/order';
import { apiRequest } from '@portal/ui/auth';
import { ORDER_LIST_AMOUNT } from '../../../api/get-open-orders';

/** Shared by the history list (999 rows) and the home page's recent orders (3 rows). */
export const historyOrdersKey = ['order', 'historyOrders'] as const;

export const historyOrdersQuery = (amount: number = ORDER_LIST_AMOUNT) =>
  queryOptions({
    queryKey: [...historyOrdersKey, amount],
    queryFn: ({ signal }) => apiRequest(getHistoryOrders, { query: { amount }, signal }),
  });

export const useHistoryOrders = (amount?: number) => useQuery(historyOrdersQuery(amount));
