import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getProductsForModelSerie } from '@portal/contracts/product';
import { apiRequest } from '@portal/ui/auth';

/** Product names come in the UI language (sent as Accept-Language), so the language is part of the key. */
export const productsForModelSerieQuery = (modelSerie: string, language: string) =>
  queryOptions({
    queryKey: ['product', 'productsForModelSerie', modelSerie, language],
    queryFn: ({ signal }) => apiRequest(getProductsForModelSerie, { query: { modelSerie }, signal }),
  });

/** Called only once a group is opened, so a series loads on its first open (spec 001 §2). */
export const useProductsForModelSerie = (modelSerie: string) =>
  useQuery(productsForModelSerieQuery(modelSerie, useTranslation().i18n.language));
