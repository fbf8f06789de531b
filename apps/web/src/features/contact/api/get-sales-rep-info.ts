import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSalesRepInfo } from '@portal/contracts/dealer';
import { apiRequest } from '@portal/ui/auth';

export const salesRepInfoQuery = () =>
  queryOptions({
    queryKey: ['reseller', 'salesRepInfo'],
    queryFn: ({ signal }) => apiRequest(getSalesRepInfo, { signal }),
    staleTime: 5 * 60_000,
  });

export const useSalesRepInfo = () => useQuery(salesRepInfoQuery());
