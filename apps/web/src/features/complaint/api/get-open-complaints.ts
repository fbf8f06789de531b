import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getOpenComplaints, type ComplaintListQuery } from '@portal/contracts/complaint';
import { apiRequest } from '@portal/ui/auth';
import { complaintKeys } from './complaint-keys';

/** One page of the open complaints, searched, filtered and sorted by the server. */
export const openComplaintsQuery = (query: ComplaintListQuery) =>
  queryOptions({
    queryKey: [...complaintKeys.open, query] as const,
    queryFn: ({ signal }) => apiRequest(getOpenComplaints, { query, signal }),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useOpenComplaints = (query: ComplaintListQuery) => useQuery(openComplaintsQuery(query));
