import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProductDetails } from '@portal/contracts/order';
import { apiRequest } from '@portal/ui/auth';

export const productDetailsQuery = (itemNo: string) =>
  queryOptions({
    queryKey: ['order', 'productDetails', itemNo],
    queryFn: ({ signal }) => apiRequest(getProductDetails, { query: { itemNo }, signal }),
  });

export const useProductDetails = (itemNo: string) => useQuery(productDetailsQuery(itemNo));
