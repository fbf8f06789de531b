import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHistoryComplaints } from '@portal/contracts/complaint';
import { apiRequest } from '@portal/ui/auth';
import { complaintKeys } from './complaint-keys';

export const historyComplaintsQuery = () =>
  queryOptions({
    queryKey: complaintKeys.history,
    queryFn: ({ signal }) => apiRequest(getHistoryComplaints, { signal }),
  });

export const useHistoryComplaints = () => useQuery(historyComplaintsQuery());
