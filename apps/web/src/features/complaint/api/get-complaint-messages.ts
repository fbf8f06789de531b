import { queryOptions, useQuery } from '@tanstack/react-query';
import { getComplaintMessages } from '@portal/contracts/complaint';
import { apiRequest } from '@portal/ui/auth';
import { complaintKeys } from './complaint-keys';

export const complaintMessagesQuery = (incidentId: string) =>
  queryOptions({
    queryKey: complaintKeys.messages(incidentId),
    queryFn: ({ signal }) => apiRequest(getComplaintMessages, { query: { incidentId }, signal }),
  });

export const useComplaintMessages = (incidentId: string) => useQuery(complaintMessagesQuery(incidentId));
