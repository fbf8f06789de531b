import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addProductToStore } from '@portal/contracts/product';
import { apiRequest } from '@portal/ui/auth';
import { myProductsQuery } from './get-my-products';

export const addProductToStoreRequest = ({ productId, combustible }: { productId: string; combustible: boolean }) =>
  apiRequest(addProductToStore, { query: { productId, combustible: combustible ? 'true' : 'false' } });

/** Adds a product; the showroom list is re-read whatever the answer, as it may have been out of date. */
export function useAddProductToStore() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: addProductToStoreRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myProductsQuery(i18n.language).queryKey }),
  });
}
