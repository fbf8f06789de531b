import { useQuery } from '@tanstack/react-query';
import {
  getStaffQuote,
  getStaffQuotes,
  priceQuote,
  sendQuote,
  type PriceQuoteRequest,
  type StaffQuotesQuery,
} from '@portal/contracts/quotes';
import { apiRequest } from '@portal/ui/auth';
import { listKey, listQuery, readQuery, useRecordChange } from '../../../lib/queries';

const key = ['staff', 'quotes'] as const;

export const useStaffQuotes = (query: StaffQuotesQuery) => useQuery(listQuery(key, getStaffQuotes, query));

export const staffQuoteQuery = (id: string) => readQuery([...key, 'detail', id], getStaffQuote, { params: { id } });

/** Every change answers with the quote as it now stands, stored under its id; the list is read again. */
const useQuoteChange = <V>(call: (values: V) => Promise<Awaited<ReturnType<typeof apiRequest<typeof getStaffQuote>>>>) =>
  useRecordChange(call, (detail) => staffQuoteQuery(detail.id).queryKey, listKey(key));

export const usePriceQuote = (id: string) => useQuoteChange((body: PriceQuoteRequest) => apiRequest(priceQuote, { params: { id }, body }));

export const useSendQuote = (id: string) => useQuoteChange(() => apiRequest(sendQuote, { params: { id } }));
