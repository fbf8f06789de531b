import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

const tags = ['staff: maintenance'] as const;
const SALES = ['sales-admin'] as const;

/** A time when ordering is closed in the dealer portal; only an active window closes it. */
export const MaintenanceWindowRequest = z
  .object({
    from: z.iso.datetime({ offset: true, error: 'maintenance.validation.date' }),
    to: z.iso.datetime({ offset: true, error: 'maintenance.validation.date' }),
    active: z.boolean(),
  })
  .refine((w) => Date.parse(w.to) > Date.parse(w.from), { path: ['to'], message: 'maintenance.validation.order' });
export type MaintenanceWindowRequest = z.input<typeof MaintenanceWindowRequest>;

export const StaffMaintenanceWindow = z.object({
  id: z.number().int(),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  active: z.boolean(),
  /** Active, and now lies between from and to: ordering is closed at this moment. */
  inEffect: z.boolean(),
});
export type StaffMaintenanceWindow = z.infer<typeof StaffMaintenanceWindow>;

export const MaintenanceWindowIdParams = z.object({ id: z.coerce.number().int().positive() });

export const getMaintenanceWindows = defineEndpoint({
  method: 'GET',
  path: '/api/staff/maintenance-windows',
  summary: 'Every maintenance window, the latest first',
  tags,
  response: z.object({ items: z.array(StaffMaintenanceWindow) }),
  staffRoles: SALES,
});

export const createMaintenanceWindow = defineEndpoint({
  method: 'POST',
  path: '/api/staff/maintenance-windows',
  summary: 'Plan a maintenance window; an active one closes ordering in the dealer portal from its start at once',
  tags,
  body: MaintenanceWindowRequest,
  response: StaffMaintenanceWindow,
  staffRoles: SALES,
});

export const updateMaintenanceWindow = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/maintenance-windows/{id}',
  summary: 'Move a maintenance window, or switch it on or off',
  tags,
  params: MaintenanceWindowIdParams,
  body: MaintenanceWindowRequest,
  response: StaffMaintenanceWindow,
  staffRoles: SALES,
});

export const deleteMaintenanceWindow = defineEndpoint({
  method: 'DELETE',
  path: '/api/staff/maintenance-windows/{id}',
  summary: 'Remove a maintenance window',
  tags,
  params: MaintenanceWindowIdParams,
  response: z.object({ id: z.number().int() }),
  staffRoles: SALES,
});
