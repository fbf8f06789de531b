import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTotalRevenueYTD } from '@portal/contracts/finance';
import { apiRequest } from '@portal/ui/auth';

export const totalRevenueYtdQuery = () =>
  queryOptions({
    queryKey: ['financial', 'totalRevenueYTD'] as const,
    queryFn: ({ signal }) => apiRequest(getTotalRevenueYTD, { signal }),
    // Invoices arrive from the ERP a few times a day; figures a few minutes old are current enough.
    staleTime: 5 * 60_000,
  });

export const useTotalRevenueYtd = (enabled = true) => useQuery({ ...totalRevenueYtdQuery(), enabled });
