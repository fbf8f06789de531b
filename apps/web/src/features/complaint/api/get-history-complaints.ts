import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getHistoryComplaints, type ComplaintListQuery } from '@portal/contracts/complaint';
import { apiRequest } from '@portal/ui/auth';
import { complaintKeys } from './complaint-keys';

/** One page of the processed complaints, searched and sorted by the server. */
export const historyComplaintsQuery = (query: ComplaintListQuery) =>
  queryOptions({
    queryKey: [...complaintKeys.history, query] as const,
    queryFn: ({ signal }) => apiRequest(getHistoryComplaints, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useHistoryComplaints = (query: ComplaintListQuery) => useQuery(historyComplaintsQuery(query));
