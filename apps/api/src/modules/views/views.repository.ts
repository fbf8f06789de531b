import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';

type ViewValues = { list: string; name: string; shared: boolean; filters: Record<string, string>; hiddenColumns: readonly string[] };

/** SQL of the staff's choices of columns and their saved views of the back office's lists. */
export function createViewsRepository(db: Kysely<DB>) {
  const views = () =>
    db
      .selectFrom('staff_list_view as v')
      .innerJoin('staff_member as s', 's.id', 'v.staff_id')
      .select([
        'v.id',
        'v.staff_id',
        'v.list',
        'v.name',
        'v.shared',
        'v.filters',
        'v.hidden_columns',
        'v.updated_at',
        sql<string>`s.firstname || ' ' || s.lastname`.as('owner_name'),
      ]);
  const columnsOf = (values: ViewValues) => ({
    list: values.list,
    name: values.name,
    shared: values.shared,
    filters: JSON.stringify(values.filters),
    hidden_columns: JSON.stringify(values.hiddenColumns),
  });
  return {
    columns: (staffId: string) =>
      db.selectFrom('staff_list_columns').select(['list', 'hidden_columns']).where('staff_id', '=', staffId).orderBy('list').execute(),

    setColumns: (staffId: string, list: string, hidden: readonly string[]) =>
      db
        .insertInto('staff_list_columns')
        .values({ staff_id: staffId, list, hidden_columns: JSON.stringify(hidden) })
        .onConflict((oc) =>
          oc.columns(['staff_id', 'list']).doUpdateSet({ hidden_columns: JSON.stringify(hidden), updated_at: new Date() }),
        )
        .execute(),

    /** The views of a list the staff member sees: their own and every shared one. */
    visible: (list: string, staffId: string) =>
      views()
        .where('v.list', '=', list)
        .where((eb) => eb.or([eb('v.staff_id', '=', staffId), eb('v.shared', '=', true)]))
        .orderBy(sql`lower(v.name)`)
        .orderBy('v.id')
        .execute(),

    view: (id: string) => views().where('v.id', '=', id).executeTakeFirst(),

    lock: (id: string) => db.selectFrom('staff_list_view').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

    insert: async (staffId: string, values: ViewValues) =>
      (
        await db
          .insertInto('staff_list_view')
          .values({ staff_id: staffId, ...columnsOf(values) })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    update: (id: string, values: ViewValues) =>
      db
        .updateTable('staff_list_view')
        .set({ ...columnsOf(values), updated_at: new Date() })
        .where('id', '=', id)
        .execute(),

    delete: (id: string) => db.deleteFrom('staff_list_view').where('id', '=', id).execute(),

    audit: (entry: AuditEntry) => recordAudit(db, entry),
  };
}
export type ViewsRepository = ReturnType<typeof createViewsRepository>;
