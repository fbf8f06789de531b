import type { z } from 'zod';
import { staffMay } from '@portal/contracts/staff-roles';
import {
  STAFF_LISTS,
  type ListColumnsChoice,
  type ListColumnsRequest,
  type ListViewRequest,
  type StaffListName,
  type StaffListView,
} from '@portal/contracts/staff-views';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import type { TransactionalDeps } from '../../platform/db/transactional.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import type { ViewsRepository } from './views.repository.js';

type ViewRequest = z.output<typeof ListViewRequest>;
type ColumnsRequest = z.output<typeof ListColumnsRequest>;
type Row = NonNullable<Awaited<ReturnType<ViewsRepository['view']>>>;
type Stored = { staff_id: string; shared: boolean };

export type ViewsDeps = TransactionalDeps<'views', ViewsRepository>;

const isAdmin = (staff: StaffPrincipal) => staff.roles.includes('back-office-admin');

/**
 * Lists that can be worked: each staff member's columns per list and their saved views. A personal view is its owner's
 * alone (anyone else is answered 404, as if it did not exist); a shared one every staff member sees, and its owner or a
 * back-office admin changes. Only someone who may read a list keeps columns and views of it.
 */
export function createViewsService(deps: ViewsDeps) {
  const mayReadList = (staff: StaffPrincipal, list: StaffListName) => {
    if (!staffMay(staff.roles, STAFF_LISTS[list].call.staffRoles ?? [])) {
      throw forbidden('STAFF_ROLE_REQUIRED', `The ${list} list needs a role the staff member does not hold`);
    }
  };
  const sees = (staff: StaffPrincipal, row: Stored) => row.staff_id === staff.staffId || row.shared;
  const mayChange = (staff: StaffPrincipal, row: Stored) => row.staff_id === staff.staffId || (row.shared && isAdmin(staff));

  const toView = (staff: StaffPrincipal, r: Row): StaffListView => ({
    id: r.id,
    list: r.list as StaffListName,
    name: r.name,
    shared: r.shared,
    filters: r.filters,
    hiddenColumns: r.hidden_columns,
    owner: { id: r.staff_id, name: r.owner_name },
    mine: r.staff_id === staff.staffId,
    mayChange: mayChange(staff, r),
    updatedAt: r.updated_at.toISOString(),
  });
  const audited = (v: {
    list: string;
    name: string;
    shared: boolean;
    filters: unknown;
    hidden_columns?: unknown;
    hiddenColumns?: unknown;
  }) => ({
    list: v.list,
    name: v.name,
    shared: v.shared,
    filters: v.filters,
    hiddenColumns: v.hiddenColumns ?? v.hidden_columns,
  });
  const entry = (staff: StaffPrincipal, action: string, id: string) => ({
    staffId: staff.staffId,
    action,
    objectType: 'view',
    objectId: id,
  });

  /** The stored view a change is about: 404 unless the staff member sees it, 403 unless they may change it. */
  const changeable = async <R extends Stored & { list: string }>(staff: StaffPrincipal, row: R | undefined): Promise<R> => {
    if (!row || !sees(staff, row)) throw notFound('View');
    if (!mayChange(staff, row))
      throw forbidden('STAFF_ROLE_REQUIRED', "Only its owner or a back-office admin changes another's shared view");
    mayReadList(staff, row.list as StaffListName);
    return row;
  };

  return {
    /** A choice of one's own screens, as the language is: kept, not audited. */
    async columns(staff: StaffPrincipal): Promise<{ items: ListColumnsChoice[] }> {
      const rows = await deps.views.columns(staff.staffId);
      return {
        items: rows.filter((r) => r.list in STAFF_LISTS).map((r) => ({ list: r.list as StaffListName, hiddenColumns: r.hidden_columns })),
      };
    },

    async setColumns(staff: StaffPrincipal, request: ColumnsRequest): Promise<ListColumnsChoice> {
      mayReadList(staff, request.list);
      await deps.views.setColumns(staff.staffId, request.list, request.hiddenColumns);
      return { list: request.list, hiddenColumns: request.hiddenColumns };
    },

    async list(staff: StaffPrincipal, list: StaffListName) {
      mayReadList(staff, list);
      return { items: (await deps.views.visible(list, staff.staffId)).map((r) => toView(staff, r)) };
    },

    create: (staff: StaffPrincipal, request: ViewRequest) => {
      mayReadList(staff, request.list);
      return deps.transaction(async (repo) => {
        const id = await repo.insert(staff.staffId, request);
        await repo.audit({ ...entry(staff, 'view.create', id), after: audited(request) });
        return toView(staff, (await repo.view(id))!);
      });
    },

    update: (staff: StaffPrincipal, id: string, request: ViewRequest) =>
      deps.transaction(async (repo) => {
        const current = await changeable(staff, await repo.lock(id));
        if (current.list !== request.list) throw badRequest('list', 'A view stays with its list');
        await repo.update(id, request);
        await repo.audit({ ...entry(staff, 'view.update', id), before: audited(current), after: audited(request) });
        return toView(staff, (await repo.view(id))!);
      }),

    remove: (staff: StaffPrincipal, id: string) =>
      deps.transaction(async (repo) => {
        const current = await changeable(staff, await repo.lock(id));
        await repo.delete(id);
        await repo.audit({ ...entry(staff, 'view.delete', id), before: audited(current) });
        return { id };
      }),
  };
}
export type ViewsService = ReturnType<typeof createViewsService>;
