import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getStaffProduct,
  getStaffProducts,
  updateStaffProduct,
  uploadStaffProductImage,
  type StaffProductDetail,
  type StaffProductInput,
  type StaffProductsQuery,
} from '@portal/contracts/staff-catalogue';
import { apiRequest, sendMultipart } from '@portal/ui/auth';

const key = ['staff', 'products'] as const;

export const useStaffProducts = (query: StaffProductsQuery) =>
  useQuery({
    queryKey: [...key, 'list', query],
    queryFn: ({ signal }) => apiRequest(getStaffProducts, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const staffProductQuery = (itemNumber: string) =>
  queryOptions({
    queryKey: [...key, 'detail', itemNumber],
    queryFn: ({ signal }) => apiRequest(getStaffProduct, { params: { itemNumber }, signal }),
  });

/** Every change answers with the product as it now stands; the list is read again. */
function useProductChange<V>(itemNumber: string, call: (values: V) => Promise<StaffProductDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (detail) => {
      client.setQueryData(staffProductQuery(itemNumber).queryKey, detail);
      void client.invalidateQueries({ queryKey: [...key, 'list'] });
    },
  });
}

export const useUpdateProduct = (itemNumber: string) =>
  useProductChange(itemNumber, (body: StaffProductInput) => apiRequest(updateStaffProduct, { params: { itemNumber }, body }));

export const useUploadProductImage = (itemNumber: string) =>
  useProductChange(itemNumber, ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) => {
    const body = new FormData();
    body.append('file', file);
    return sendMultipart(uploadStaffProductImage, body, { onProgress, params: { itemNumber } });
  });
