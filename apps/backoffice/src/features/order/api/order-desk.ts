import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getStaffOrder,
  getStaffOrders,
  setOrderStatus,
  type SetOrderStatusRequest,
  type StaffOrdersQuery,
} from '@portal/contracts/staff-order';
import { apiRequest } from '@portal/ui/auth';

const key = ['staff', 'orders'] as const;

export const useStaffOrders = (query: StaffOrdersQuery) =>
  useQuery({
    queryKey: [...key, 'list', query],
    queryFn: ({ signal }) => apiRequest(getStaffOrders, { query, signal }),
    // The page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const staffOrderQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: [...key, 'detail', orderNumber],
    queryFn: ({ signal }) => apiRequest(getStaffOrder, { params: { orderNumber }, signal }),
  });

/** A move answers with the order as it now stands; the lists, queues and invoices are read again. */
export function useSetOrderStatus(orderNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetOrderStatusRequest) => apiRequest(setOrderStatus, { params: { orderNumber }, body }),
    onSuccess: (detail) => {
      client.setQueryData(staffOrderQuery(orderNumber).queryKey, detail);
      void client.invalidateQueries({ queryKey: [...key, 'list'] });
      void client.invalidateQueries({ queryKey: ['staff', 'queues'] });
      void client.invalidateQueries({ queryKey: ['staff', 'invoices'] });
    },
  });
}
