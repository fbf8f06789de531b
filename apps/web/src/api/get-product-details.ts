import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getProductDetails } from '@portal/contracts/order';
import { apiRequest } from '@portal/ui/auth';

/** The texts come in the UI language (sent as Accept-Language), so the language is part of the key. */
export const productDetailsQuery = (itemNo: string, language: string) =>
  queryOptions({
    queryKey: ['order', 'productDetails', itemNo, language],
    queryFn: ({ signal }) => apiRequest(getProductDetails, { query: { itemNo }, signal }),
  });

export const useProductDetails = (itemNo: string) => useQuery(productDetailsQuery(itemNo, useTranslation().i18n.language));
