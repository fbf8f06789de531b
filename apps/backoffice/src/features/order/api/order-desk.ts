import { useMutation, useQuery } from '@tanstack/react-query';
import {
  createOrderShipment,
  deliverOrderShipment,
  editOrderDelivery,
  editOrderLines,
  cancelCreditHold,
  getCreditHolds,
  getStaffOrder,
  getStaffOrders,
  releaseCreditHold,
  setOrderStatus,
  setOrdersStatus,
  type SetOrdersStatusRequest,
  type CreateShipmentRequest,
  type EditDeliveryRequest,
  type EditOrderLinesRequest,
  type SetOrderStatusRequest,
  type StaffOrderDetail,
  type StaffOrdersQuery,
} from '@portal/contracts/staff-order';
import { apiRequest } from '@portal/ui/auth';
import { listKey, listQuery, readQuery, useRecordChange, useReread } from '../../../lib/queries';

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
// --- the credit hold queue (ADR 0078)

const holdsKey = ['staff', 'credit-holds'] as const;

export const useCreditHolds = () => useQuery(readQuery(holdsKey, getCreditHolds));

/** A release or cancellation answers with the order; the queue, the order lists and the start page's counts are read again. */
const useHoldChange = <V>(call: (values: V) => Promise<StaffOrderDetail>) =>
  useRecordChange(call, (order) => staffOrderQuery(order.orderNumber).queryKey, holdsKey, listKey(key), ['staff', 'queues']);

export const useReleaseCreditHold = () =>
  useHoldChange((orderNumber: string) => apiRequest(releaseCreditHold, { params: { orderNumber } }));

export const useCancelCreditHold = () =>
  useHoldChange(({ orderNumber, reason }: { orderNumber: string; reason: string }) =>
    apiRequest(cancelCreditHold, { params: { orderNumber }, body: { reason } }),
  );

/** Several orders moved at once; the lists, queues, invoices and the orders' own screens are read again. */
export const useSetOrdersStatus = () =>
  useMutation({
    mutationFn: (body: SetOrdersStatusRequest) => apiRequest(setOrdersStatus, { body }),
    onSettled: useReread(key, ['staff', 'queues'], ['staff', 'invoices']),
  });
