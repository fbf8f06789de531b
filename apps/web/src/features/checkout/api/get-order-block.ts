import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrderBlock } from '@portal/contracts/dealer';
import { apiRequest } from '@portal/ui/auth';

/** Whether sales administration has blocked the dealer's orders, and their reason; read on every visit to the checkout. */
export const orderBlockQuery = () =>
  queryOptions({
    queryKey: ['reseller', 'orderBlock'],
    queryFn: ({ signal }) => apiRequest(getOrderBlock, { signal }),
    staleTime: 0,
  });

export const useOrderBlock = () => useQuery(orderBlockQuery());
