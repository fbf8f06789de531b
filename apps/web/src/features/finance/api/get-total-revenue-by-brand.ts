import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTotalRevenueByBrand } from '@portal/contracts/finance';
import { apiRequest } from '@portal/ui/auth';

export const totalRevenueByBrandQuery = (brand: string) =>
  queryOptions({
    queryKey: ['financial', 'totalRevenueByBrand', brand] as const,
    queryFn: ({ signal }) => apiRequest(getTotalRevenueByBrand, { query: { brand }, signal }),
    staleTime: 5 * 60_000,
  });

export const useTotalRevenueByBrand = (brand: string, enabled = true) => useQuery({ ...totalRevenueByBrandQuery(brand), enabled });
