import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAllModelSeries } from '@portal/contracts/product';
import { apiRequest } from '@portal/ui/auth';

export const allModelSeriesQuery = () =>
  queryOptions({
    queryKey: ['product', 'allmodelseries'],
    queryFn: ({ signal }) => apiRequest(getAllModelSeries, { signal }),
  });

export const useAllModelSeries = () => useQuery(allModelSeriesQuery());
