import {
  DEALER_ACTIVITY_KINDS,
  DEALER_ACTIVITY_PAGE_SIZE,
  type DealerActivityItem,
  type DealerActivityKind,
  type DealerActivityQuery,
  type DealerActivityResponse,
} from '@portal/contracts/staff-dealer';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import type { TransactionalDeps } from '../../platform/db/transactional.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { ActivityCursor, ActivityRow, DealerActivityRepository } from './dealer-activity.repository.js';

/** The order the activity is read in: newest first, then by kind and id, all descending, so a cursor is exact. */
const newerFirst = (a: ActivityRow, b: ActivityRow) =>
  b.at.getTime() - a.at.getTime() || (a.kind < b.kind ? 1 : a.kind > b.kind ? -1 : 0) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

const cursorOf = (row: ActivityRow) => `${row.at.toISOString()}|${row.kind}|${row.id}`;

/** A page's `next` as given; anything else is refused, naming the parameter. */
function parseCursor(text: string | undefined): ActivityCursor | null {
  if (!text) return null;
  const [at, kind, id] = text.split('|');
  const moment = new Date(at ?? '');
  if (Number.isNaN(moment.getTime()) || !(DEALER_ACTIVITY_KINDS as readonly string[]).includes(kind ?? '') || !id) {
    throw badRequest('before', 'expected the next of a page read before');
  }
  return { at: moment, kind: kind as DealerActivityKind, id };
}

const item = (row: ActivityRow): DealerActivityItem => ({ ...row, at: row.at.toISOString() });

/** A dealer's activity as the back office reads it, and the notes staff add to it (audited). */
export function createDealerActivityService(deps: TransactionalDeps<'repo', DealerActivityRepository>) {
  const { repo } = deps;
  return {
    async activity(customerNumber: string, query: DealerActivityQuery): Promise<DealerActivityResponse> {
      if (!(await repo.customerExists(customerNumber))) throw notFound('Customer');
      const cursor = parseCursor(query.before);
      const kinds = query.kind ? [query.kind] : DEALER_ACTIVITY_KINDS;
      // One more of each kind than a page: whether anything older is left shows in the merge.
      const rows = (await repo.rows(customerNumber, kinds, cursor, DEALER_ACTIVITY_PAGE_SIZE + 1)).sort(newerFirst);
      const page = rows.slice(0, DEALER_ACTIVITY_PAGE_SIZE);
      return { items: page.map(item), next: rows.length > page.length ? cursorOf(page[page.length - 1]!) : null };
    },

    async addNote(staff: StaffPrincipal, customerNumber: string, text: string): Promise<DealerActivityItem> {
      const id = await deps.transaction(async (trx) => {
        if (!(await trx.customerExists(customerNumber))) throw notFound('Customer');
        const noteId = await trx.insertNote(customerNumber, staff.staffId, text);
        await trx.audit({
          staffId: staff.staffId,
          action: 'customer.note',
          objectType: 'customer',
          objectId: customerNumber,
          customerNumber,
          after: { text },
        });
        return noteId;
      });
      return item((await repo.note(id))!);
    },
  };
}
export type DealerActivityService = ReturnType<typeof createDealerActivityService>;
