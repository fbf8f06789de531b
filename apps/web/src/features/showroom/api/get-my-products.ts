import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getMyProducts } from '@portal/contracts/product';
import { apiRequest } from '@portal/ui/auth';

/** Product names come in the UI language (sent as Accept-Language), so the language is part of the key. */
export const myProductsQuery = (language: string) =>
  queryOptions({
    queryKey: ['product', 'myproducts', language],
    queryFn: ({ signal }) => apiRequest(getMyProducts, { signal }),
  });

export const useMyProducts = () => useQuery(myProductsQuery(useTranslation().i18n.language));
