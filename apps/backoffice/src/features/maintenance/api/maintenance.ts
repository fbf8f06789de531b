import { useMutation, useQuery } from '@tanstack/react-query';
import {
  createMaintenanceWindow,
  deleteMaintenanceWindow,
  getMaintenanceWindows,
  updateMaintenanceWindow,
  type MaintenanceWindowRequest,
} from '@portal/contracts/staff-maintenance';
import { apiRequest } from '@portal/ui/auth';
import { readQuery, useReread } from '../../../lib/queries';

const key = ['staff', 'maintenance-windows'] as const;

export const useMaintenanceWindows = () => useQuery(readQuery(key, getMaintenanceWindows));

export function useMaintenanceChanges() {
  const done = useReread(key);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: MaintenanceWindowRequest }) =>
        id === null ? apiRequest(createMaintenanceWindow, { body }) : apiRequest(updateMaintenanceWindow, { params: { id }, body }),
      onSuccess: done,
    }),
    remove: useMutation({ mutationFn: (id: number) => apiRequest(deleteMaintenanceWindow, { params: { id } }), onSuccess: done }),
  };
}
