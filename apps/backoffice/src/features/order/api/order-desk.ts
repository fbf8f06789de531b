import { useQuery } from '@tanstack/react-query';
import {
  getStaffOrder,
  getStaffOrders,
  setOrderStatus,
  type SetOrderStatusRequest,
  type StaffOrdersQuery,
} from '@portal/contracts/staff-order';
import { apiRequest } from '@portal/ui/auth';
import { listKey, listQuery, readQuery, useRecordChange } from '../../../lib/queries';

const key = ['staff', 'orders'] as const;

export const useStaffOrders = (query: StaffOrdersQuery) => useQuery(listQuery(key, getStaffOrders, query));

export const staffOrderQuery = (orderNumber: string) =>
  readQuery([...key, 'detail', orderNumber], getStaffOrder, { params: { orderNumber } });

/** A move answers with the order as it now stands; the lists, queues and invoices are read again. */
export const useSetOrderStatus = (orderNumber: string) =>
  useRecordChange(
    (body: SetOrderStatusRequest) => apiRequest(setOrderStatus, { params: { orderNumber }, body }),
    () => staffOrderQuery(orderNumber).queryKey,
    listKey(key),
    ['staff', 'queues'],
    ['staff', 'invoices'],
  );
