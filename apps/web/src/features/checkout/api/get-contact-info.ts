import { queryOptions, useQuery } from '@tanstack/react-query';
import { getContactInfo } from '@portal/contracts/dealer';
import { apiRequest } from '@portal/ui/auth';

export const contactInfoQuery = () =>
  queryOptions({
    queryKey: ['reseller', 'contactInfo'],
    queryFn: ({ signal }) => apiRequest(getContactInfo, { signal }),
  });

export const useContactInfo = () => useQuery(contactInfoQuery());
