import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDeliveryAddress } from '@portal/contracts/dealer';
import { apiRequest } from '@portal/ui/auth';

export const deliveryAddressQuery = () =>
  queryOptions({
    queryKey: ['reseller', 'deliveryAddress'],
    queryFn: ({ signal }) => apiRequest(getDeliveryAddress, { signal }),
  });

export const useDeliveryAddress = () => useQuery(deliveryAddressQuery());
