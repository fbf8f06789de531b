import type { z } from 'zod';
import { isMaintenanceActive, MAINTENANCE_STATUS_ACTIVE } from '@portal/contracts/order';
import type { MaintenanceWindowRequest, StaffMaintenanceWindow } from '@portal/contracts/staff-maintenance';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import { found } from '../../platform/errors.js';
import type { MaintenanceRepository } from './maintenance.repository.js';
import type { TransactionalDeps } from '../../platform/db/transactional.js';

type Request = z.output<typeof MaintenanceWindowRequest>;
type Row = Awaited<ReturnType<MaintenanceRepository['all']>>[number];

/** The status code of a window planned but switched off (the CRM's "inactive"). */
const STATUS_INACTIVE = 2;

export type MaintenanceDeps = TransactionalDeps<'windows', MaintenanceRepository> & {
  now: () => Date;
};

/** Maintenance windows: the dealer portal reads the same rows on every order, so a change applies at once. */
export function createMaintenanceService(deps: MaintenanceDeps) {
  const toWindow = (r: Row): StaffMaintenanceWindow => ({
    id: r.id,
    from: r.from_date.toISOString(),
    to: r.to_date.toISOString(),
    active: r.statuscode === MAINTENANCE_STATUS_ACTIVE,
    inEffect: isMaintenanceActive(
      { ed_frommaintenancedate: r.from_date.toISOString(), ed_tomaintenancedate: r.to_date.toISOString(), statuscode: r.statuscode },
      deps.now(),
    ),
  });
  const columns = (request: Request) => ({
    from_date: new Date(request.from),
    to_date: new Date(request.to),
    statuscode: request.active ? MAINTENANCE_STATUS_ACTIVE : STATUS_INACTIVE,
  });
  const audited = (r: { from_date: Date; to_date: Date; statuscode: number }) => ({
    from: r.from_date.toISOString(),
    to: r.to_date.toISOString(),
    active: r.statuscode === MAINTENANCE_STATUS_ACTIVE,
  });
  const entry = (staff: StaffPrincipal, action: string, id: number) => ({
    staffId: staff.staffId,
    action,
    objectType: 'maintenance',
    objectId: String(id),
  });

  return {
    async list() {
      return { items: (await deps.windows.all()).map(toWindow) };
    },

    create: (staff: StaffPrincipal, request: Request) =>
      deps.transaction(async (repo) => {
        const row = await repo.insert(columns(request));
        await repo.audit({ ...entry(staff, 'maintenance.create', row.id), after: audited(row) });
        return toWindow(row);
      }),

    update: (staff: StaffPrincipal, id: number, request: Request) =>
      deps.transaction(async (repo) => {
        const current = await found(repo.lock(id), 'Maintenance window');
        const row = await repo.update(id, columns(request));
        await repo.audit({ ...entry(staff, 'maintenance.update', id), before: audited(current), after: audited(row) });
        return toWindow(row);
      }),

    remove: (staff: StaffPrincipal, id: number) =>
      deps.transaction(async (repo) => {
        const current = await found(repo.lock(id), 'Maintenance window');
        await repo.delete(id);
        await repo.audit({ ...entry(staff, 'maintenance.delete', id), before: audited(current) });
        return { id };
      }),
  };
}
export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
