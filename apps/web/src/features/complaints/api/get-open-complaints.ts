import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOpenComplaints } from '@portal/contracts/complaint';
import { apiRequest } from '@portal/ui/auth';
import { complaintKeys } from './complaint-keys';

export const openComplaintsQuery = () =>
  queryOptions({
    queryKey: complaintKeys.open,
    queryFn: ({ signal }) => apiRequest(getOpenComplaints, { signal }),
  });

export const useOpenComplaints = () => useQuery(openComplaintsQuery());
