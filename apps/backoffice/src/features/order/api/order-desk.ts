import { useQuery } from '@tanstack/react-query';
import {
  createOrderShipment,
  deliverOrderShipment,
  editOrderDelivery,
  editOrderLines,
  getStaffOrder,
  getStaffOrders,
  setOrderStatus,
  type CreateShipmentRequest,
  type EditDeliveryRequest,
  type EditOrderLinesRequest,
  type SetOrderStatusRequest,
  type StaffOrderDetail,
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

/** A change of the order (its lines, delivery, a shipment) answers with the order as it now stands. */
const useOrderChange = <V>(orderNumber: string, call: (values: V) => Promise<StaffOrderDetail>) =>
  useRecordChange(call, () => staffOrderQuery(orderNumber).queryKey, listKey(key), ['staff', 'queues'], ['staff', 'invoices']);

export const useEditOrderLines = (orderNumber: string) =>
  useOrderChange(orderNumber, (body: EditOrderLinesRequest) => apiRequest(editOrderLines, { params: { orderNumber }, body }));

export const useEditOrderDelivery = (orderNumber: string) =>
  useOrderChange(orderNumber, (body: EditDeliveryRequest) => apiRequest(editOrderDelivery, { params: { orderNumber }, body }));

export const useCreateShipment = (orderNumber: string) =>
  useOrderChange(orderNumber, (body: CreateShipmentRequest) => apiRequest(createOrderShipment, { params: { orderNumber }, body }));

export const useDeliverShipment = (orderNumber: string) =>
  useOrderChange(orderNumber, (shipmentId: number) => apiRequest(deliverOrderShipment, { params: { orderNumber, shipmentId } }));
