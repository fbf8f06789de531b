import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMaintenanceStatus, isMaintenanceActive } from '@portal/contracts/order';
import { apiRequest } from '@portal/ui/auth';

export const maintenanceStatusQuery = () =>
  queryOptions({
    queryKey: ['order', 'maintenanceStatus'],
    queryFn: ({ signal }) => apiRequest(getMaintenanceStatus, { signal }),
    staleTime: 60_000,
  });

/** Whether a maintenance window is active now (statuscode 1 and now between its dates); the category choice and the checkout close then. */
export function useMaintenanceActive() {
  const query = useQuery(maintenanceStatusQuery());
  const active = (query.data?.value ?? []).some((w) => isMaintenanceActive(w, new Date()));
  return { active, isLoading: query.isLoading };
}
