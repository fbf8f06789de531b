import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getSalesNodes } from '@portal/contracts/order';
import { apiRequest } from '@portal/ui/auth';

/** The labels come in the UI language (sent as Accept-Language), so the language is part of the key. */
export const salesNodesQuery = (parent: string | undefined, language: string) =>
  queryOptions({
    queryKey: ['order', 'salesNodes', parent ?? null, language],
    queryFn: ({ signal }) => apiRequest(getSalesNodes, { query: parent ? { parent } : {}, signal }),
    staleTime: 5 * 60_000,
  });

export const useSalesNodes = (parent: string | undefined) => useQuery(salesNodesQuery(parent, useTranslation().i18n.language));
