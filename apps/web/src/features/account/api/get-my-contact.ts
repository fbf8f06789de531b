import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMyContact } from '@portal/contracts/dealer';
import { apiRequest } from '@portal/ui/auth';

export const myContactQuery = () =>
  queryOptions({
    queryKey: ['reseller', 'myContact'],
    queryFn: ({ signal }) => apiRequest(getMyContact, { signal }),
  });

export const useMyContact = () => useQuery(myContactQuery());
