import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCompany } from '@portal/contracts/dealer';
import { apiRequest } from '@portal/ui/auth';

/** The signed-in dealer's company name and customer number; they do not change while signed in. */
export const companyQuery = () =>
  queryOptions({
    queryKey: ['reseller', 'company'],
    queryFn: ({ signal }) => apiRequest(getCompany, { signal }),
    staleTime: Infinity,
  });

export const useCompany = () => useQuery(companyQuery());
