import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPostalAddress } from '@portal/contracts/dealer';
import { apiRequest } from '@portal/ui/auth';

export const postalAddressQuery = () =>
  queryOptions({
    queryKey: ['reseller', 'postalAddress'],
    queryFn: ({ signal }) => apiRequest(getPostalAddress, { signal }),
  });

export const usePostalAddress = () => useQuery(postalAddressQuery());
