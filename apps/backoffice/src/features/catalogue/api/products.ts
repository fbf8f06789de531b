import { useQuery } from '@tanstack/react-query';
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
import { listKey, listQuery, readQuery, useRecordChange } from '../../../lib/queries';

const key = ['staff', 'products'] as const;

export const useStaffProducts = (query: StaffProductsQuery) => useQuery(listQuery(key, getStaffProducts, query));

export const staffProductQuery = (itemNumber: string) =>
  readQuery([...key, 'detail', itemNumber], getStaffProduct, { params: { itemNumber } });

/** Every change answers with the product as it now stands; the list is read again. */
const useProductChange = <V>(itemNumber: string, call: (values: V) => Promise<StaffProductDetail>) =>
  useRecordChange(call, () => staffProductQuery(itemNumber).queryKey, listKey(key));

export const useUpdateProduct = (itemNumber: string) =>
  useProductChange(itemNumber, (body: StaffProductInput) => apiRequest(updateStaffProduct, { params: { itemNumber }, body }));

export const useUploadProductImage = (itemNumber: string) =>
  useProductChange(itemNumber, ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) => {
    const body = new FormData();
    body.append('file', file);
    return sendMultipart(uploadStaffProductImage, body, { onProgress, params: { itemNumber } });
  });
