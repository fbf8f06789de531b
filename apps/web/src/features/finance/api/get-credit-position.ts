import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCreditPosition } from '@portal/contracts/finance';
import { apiRequest } from '@portal/ui/auth';

/** The dealer's credit now (Portal Admins): read again on each visit, since an order or a payment changes it. */
export const creditPositionQuery = () =>
  queryOptions({
    queryKey: ['financial', 'credit'] as const,
    queryFn: ({ signal }) => apiRequest(getCreditPosition, { signal }),
    staleTime: 60_000,
  });

export const useCreditPosition = (enabled = true) => useQuery({ ...creditPositionQuery(), enabled });
