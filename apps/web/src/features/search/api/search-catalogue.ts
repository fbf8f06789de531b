import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { searchCatalogue } from '@portal/contracts/product';
import { apiRequest } from '@portal/ui/auth';

export type CatalogueSearchParams = { q: string; page: number; pageSize: number };

/** The names come in the UI language (sent as Accept-Language), so the language is part of the key. */
export const searchCatalogueQuery = (params: CatalogueSearchParams, language: string) =>
  queryOptions({
    queryKey: ['product', 'search', params.q, params.page, params.pageSize, language],
    queryFn: ({ signal }) => apiRequest(searchCatalogue, { query: params, signal }),
    staleTime: 30_000,
  });

/** Runs only for a search the user ran (Enter, spec 001 §5): null never asks the server. */
export function useSearchCatalogue(params: CatalogueSearchParams | null) {
  const language = useTranslation().i18n.language;
  return useQuery({
    ...searchCatalogueQuery(params ?? { q: '', page: 1, pageSize: 1 }, language),
    enabled: params !== null && params.q.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
