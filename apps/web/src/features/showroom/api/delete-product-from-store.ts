import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deleteProductFromStore } from '@portal/contracts/product';
import { apiRequest } from '@portal/ui/auth';
import { myProductsQuery } from './get-my-products';

export const deleteProductFromStoreRequest = (showroomId: string) => apiRequest(deleteProductFromStore, { query: { showroomId } });

/** Removes a product; the list is re-read after success or failure (a 404 means it was already out of date). */
export function useDeleteProductFromStore() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: deleteProductFromStoreRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myProductsQuery(i18n.language).queryKey }),
  });
}
