import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createMaintenanceWindow,
  deleteMaintenanceWindow,
  getMaintenanceWindows,
  updateMaintenanceWindow,
  type MaintenanceWindowRequest,
} from '@portal/contracts/staff-maintenance';
import { apiRequest } from '@portal/ui/auth';

const key = ['staff', 'maintenance-windows'] as const;

export const useMaintenanceWindows = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => apiRequest(getMaintenanceWindows, { signal }) });

export function useMaintenanceChanges() {
  const client = useQueryClient();
  const done = () => void client.invalidateQueries({ queryKey: key });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: MaintenanceWindowRequest }) =>
        id === null ? apiRequest(createMaintenanceWindow, { body }) : apiRequest(updateMaintenanceWindow, { params: { id }, body }),
      onSuccess: done,
    }),
    remove: useMutation({ mutationFn: (id: number) => apiRequest(deleteMaintenanceWindow, { params: { id } }), onSuccess: done }),
  };
}
