import { queryOptions, useQuery } from '@tanstack/react-query';
import { getVisitingAddress } from '@portal/contracts/dealer';
import { apiRequest } from '@portal/ui/auth';

export const visitingAddressQuery = () =>
  queryOptions({
    queryKey: ['reseller', 'visitingAddress'],
    queryFn: ({ signal }) => apiRequest(getVisitingAddress, { signal }),
  });

export const useVisitingAddress = () => useQuery(visitingAddressQuery());
