import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProductsForModelSerie } from '@portal/contracts/product';
import { apiRequest } from '@portal/ui/auth';

export const productsForModelSerieQuery = (modelSerie: string) =>
  queryOptions({
    queryKey: ['product', 'productsForModelSerie', modelSerie],
    queryFn: ({ signal }) => apiRequest(getProductsForModelSerie, { query: { modelSerie }, signal }),
  });

/** Called only once a group is opened, so a series loads on its first open (spec 001 §2). */
export const useProductsForModelSerie = (modelSerie: string) => useQuery(productsForModelSerieQuery(modelSerie));
