import { queryOptions, useQuery } from '@tanstack/react-query';
import { getComplaint } from '@portal/contracts/complaint';
import { ApiError, apiRequest } from '@portal/ui/auth';
import { complaintKeys } from './complaint-keys';

/** Not found stays not found: asking again would only repeat the 404. */
const retryUnlessNotFound = (failures: number, error: Error) => !(error instanceof ApiError && error.status === 404) && failures < 2;

export const complaintQuery = (incidentId: string) =>
  queryOptions({
    queryKey: complaintKeys.detail(incidentId),
    queryFn: async ({ signal }) => {
      const response = await apiRequest(getComplaint, { query: { incidentId }, signal });
      const incident = response.value[0];
      if (!incident) throw new ApiError(404, 'NOT_FOUND', 'Complaint not found');
      return incident;
    },
    retry: retryUnlessNotFound,
  });

export const useComplaint = (incidentId: string, enabled = true) => useQuery({ ...complaintQuery(incidentId), enabled });
