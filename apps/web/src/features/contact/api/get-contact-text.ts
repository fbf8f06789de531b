import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTACT_RENDER_TYPE, getContactText } from '@portal/contracts/content';
import type { Market } from '@portal/contracts/languages';
import { contentMarket, contentRequest } from '../../../lib/content-client';
import { usePortalUser } from '../../../lib/use-portal-user';

/** The department texts of the reader's market, where marketing wrote its own, else of every market. */
export const contactTextQuery = (market: Market) =>
  queryOptions({
    queryKey: ['content', 'contact', CONTACT_RENDER_TYPE, market],
    queryFn: ({ signal }) => contentRequest(getContactText, { query: { renderType: CONTACT_RENDER_TYPE, market }, signal }),
    staleTime: 5 * 60_000,
  });

export const useContactText = () => useQuery(contactTextQuery(contentMarket(usePortalUser()?.market)));
