import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTACT_RENDER_TYPE, getContactText } from '@portal/contracts/content';
import { contentRequest } from '../../../lib/content-client';

export const contactTextQuery = () =>
  queryOptions({
    queryKey: ['content', 'contact', CONTACT_RENDER_TYPE],
    queryFn: ({ signal }) => contentRequest(getContactText, { query: { renderType: CONTACT_RENDER_TYPE }, signal }),
    staleTime: 5 * 60_000,
  });

export const useContactText = () => useQuery(contactTextQuery());
