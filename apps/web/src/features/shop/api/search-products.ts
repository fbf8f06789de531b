import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchProducts } from '@portal/contracts/order';
import { apiRequest } from '@portal/ui/auth';

export const searchProductsQuery = (search: string) =>
  queryOptions({
    queryKey: ['order', 'products', search],
    queryFn: ({ signal }) => apiRequest(searchProducts, { query: { search }, signal }),
  });

/** Runs only for a non-blank search (spec 001 §5). */
export const useSearchProducts = (search: string | null) =>
  useQuery({ ...searchProductsQuery(search ?? ''), enabled: Boolean(search?.trim()) });
