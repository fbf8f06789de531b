import { useQuery } from '@tanstack/react-query';
import {
  createMaintenanceWindow,
  deleteMaintenanceWindow,
  getMaintenanceWindows,
  updateMaintenanceWindow,
  type MaintenanceWindowRequest,
} from '@portal/contracts/staff-maintenance';
import { apiRequest } from '@portal/ui/auth';
import { readQuery, useSaveAndRemove } from '../../../lib/queries';

const key = ['staff', 'maintenance-windows'] as const;

export const useMaintenanceWindows = () => useQuery(readQuery(key, getMaintenanceWindows));

/** Saving and removing windows; each reads the windows again. */
export const useMaintenanceChanges = () =>
  useSaveAndRemove(
    {
      create: (body: MaintenanceWindowRequest) => apiRequest(createMaintenanceWindow, { body }),
      update: (id, body) => apiRequest(updateMaintenanceWindow, { params: { id }, body }),
      remove: (id) => apiRequest(deleteMaintenanceWindow, { params: { id } }),
    },
    key,
  );
