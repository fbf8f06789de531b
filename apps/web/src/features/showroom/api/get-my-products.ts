import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMyProducts } from '@portal/contracts/product';
import { apiRequest } from '@portal/ui/auth';

export const myProductsQuery = () =>
  queryOptions({
    queryKey: ['product', 'myproducts'],
    queryFn: ({ signal }) => apiRequest(getMyProducts, { signal }),
  });

export const useMyProducts = () => useQuery(myProductsQuery());
