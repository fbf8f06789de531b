import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSalesNodes } from '@portal/contracts/order';
import { apiRequest } from '@portal/ui/auth';

export const salesNodesQuery = (parent: string | undefined) =>
  queryOptions({
    queryKey: ['order', 'salesNodes', parent ?? null],
    queryFn: ({ signal }) => apiRequest(getSalesNodes, { query: parent ? { parent } : {}, signal }),
    staleTime: 5 * 60_000,
  });

export const useSalesNodes = (parent: string | undefined) => useQuery(salesNodesQuery(parent));
