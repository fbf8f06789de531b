import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  createOrderList,
  deleteOrderList,
  getOrderList,
  getOrderLists,
  loadOrderList,
  updateOrderList,
  type UpdateOrderListRequest,
} from '@portal/contracts/order-list';
import { apiRequest } from '@portal/ui/auth';
import { changeOnServer } from '../../../lib/cart/cart-store';

const ROOT = ['order-lists'] as const;

export const orderListsQuery = () =>
  queryOptions({ queryKey: [...ROOT, 'all'], queryFn: ({ signal }) => apiRequest(getOrderLists, { signal }) });

/** Line texts come in the UI language, so the language is part of the key. */
export const orderListQuery = (id: string, language: string) =>
  queryOptions({ queryKey: [...ROOT, 'one', id, language], queryFn: ({ signal }) => apiRequest(getOrderList, { params: { id }, signal }) });

export const useOrderLists = () => useQuery(orderListsQuery());
export const useOrderList = (id: string) => useQuery(orderListQuery(id, useTranslation().i18n.language));

/** Every change re-reads the lists: a colleague may have changed them meanwhile. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ROOT });
}

export function useSaveCartAsList() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (name: string) => apiRequest(createOrderList, { body: { name } }), onSettled: invalidate });
}

export function useUpdateOrderList(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: UpdateOrderListRequest) => apiRequest(updateOrderList, { params: { id }, body }),
    onSettled: invalidate,
  });
}

export function useDeleteOrderList() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => apiRequest(deleteOrderList, { params: { id } }), onSettled: invalidate });
}

/** Loads a list into the user's cart; the cart on screen becomes the server's answer. */
export const useLoadOrderList = () =>
  useMutation({
    mutationFn: ({ id, changeId }: { id: string; changeId: string }) =>
      changeOnServer(() => apiRequest(loadOrderList, { params: { id }, body: { changeId } })),
  });
