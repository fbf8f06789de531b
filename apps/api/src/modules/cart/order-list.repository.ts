import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

export type OrderListRow = {
  id: string;
  name: string;
  savedBy: string;
  savedAt: Date;
  changedAt: Date;
  lineCount: number;
};
export type OrderListLineRow = { line_id: string; type: string; quantity: number; config: unknown };

/** The order lists of a customer; every query is scoped to the customer. */
export function createOrderListRepository(db: Kysely<DB>) {
  const summaries = (customerNumber: string) =>
    db
      .selectFrom('order_list as l')
      .select([
        'l.id',
        'l.name',
        'l.saved_by_name as savedBy',
        'l.saved_at as savedAt',
        'l.changed_at as changedAt',
        (eb) =>
          eb
            .selectFrom('order_list_line')
            .select(sql<number>`count(*)::int`.as('n'))
            .whereRef('order_list_line.list_id', '=', 'l.id')
            .as('lineCount'),
      ])
      .where('l.customer_number', '=', customerNumber);

  return {
    list: (customerNumber: string): Promise<OrderListRow[]> =>
      summaries(customerNumber).orderBy('l.changed_at', 'desc').orderBy('l.name').execute() as Promise<OrderListRow[]>,

    one: (customerNumber: string, id: string): Promise<OrderListRow | undefined> =>
      summaries(customerNumber).where('l.id', '=', id).executeTakeFirst() as Promise<OrderListRow | undefined>,

    /** Locks the list for a change; undefined when the customer has no such list. */
    lock: (customerNumber: string, id: string) =>
      db
        .selectFrom('order_list')
        .select('id')
        .where('customer_number', '=', customerNumber)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst(),

    count: async (customerNumber: string) =>
      Number(
        (
          await db
            .selectFrom('order_list')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('customer_number', '=', customerNumber)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /** Another list of the customer with the name, whatever its letter case. */
    nameTaken: async (customerNumber: string, name: string, except: string | null) =>
      (await db
        .selectFrom('order_list')
        .select('id')
        .where('customer_number', '=', customerNumber)
        .where(sql<string>`lower(name)`, '=', name.toLowerCase())
        .$if(except !== null, (q) => q.where('id', '<>', except!))
        .executeTakeFirst()) !== undefined,

    /** Serializes the creation of a customer's lists, so the limit and the name hold under concurrent saves. */
    lockCustomer: (customerNumber: string) =>
      db.selectFrom('customer').select('customer_number').where('customer_number', '=', customerNumber).forUpdate().executeTakeFirst(),

    insert: (list: { id: string; customerNumber: string; name: string; savedBy: string; savedByName: string; at: Date }) =>
      db
        .insertInto('order_list')
        .values({
          id: list.id,
          customer_number: list.customerNumber,
          name: list.name,
          saved_by: list.savedBy,
          saved_by_name: list.savedByName,
          saved_at: list.at,
          changed_at: list.at,
        })
        .execute(),

    update: (id: string, change: { name?: string; at: Date }) =>
      db
        .updateTable('order_list')
        .set({ changed_at: change.at, ...(change.name !== undefined ? { name: change.name } : {}) })
        .where('id', '=', id)
        .execute(),

    delete: (customerNumber: string, id: string) =>
      db.deleteFrom('order_list').where('customer_number', '=', customerNumber).where('id', '=', id).executeTakeFirst(),

    lines: (id: string): Promise<OrderListLineRow[]> =>
      db
        .selectFrom('order_list_line')
        .select(['line_id', 'type', 'quantity', 'config'])
        .where('list_id', '=', id)
        .orderBy('position')
        .execute(),

    /** Replaces the list's lines with these, in this order. */
    async setLines(id: string, lines: readonly { lineId: string; type: string; quantity: number; config: unknown }[]) {
      await db.deleteFrom('order_list_line').where('list_id', '=', id).execute();
      if (lines.length === 0) return;
      await db
        .insertInto('order_list_line')
        .values(
          lines.map((line, position) => ({
            list_id: id,
            line_id: line.lineId,
            type: line.type,
            quantity: line.quantity,
            config: line.config === null || line.config === undefined ? null : JSON.stringify(line.config),
            position,
          })),
        )
        .execute();
    },
  };
}
export type OrderListRepository = ReturnType<typeof createOrderListRepository>;
