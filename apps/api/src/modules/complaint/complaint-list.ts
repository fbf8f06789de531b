import { COMPLAINT_PAGE_SIZES, COMPLAINT_STATUS, type ComplaintListChoice } from '@portal/contracts';
import { TextCache } from '../../platform/text-cache.js';
import { COMPLAINT_LIST_LIMIT, type ComplaintRepository, type ListChoice } from './complaint.repository.js';
import { INCIDENT_TYPE_NAMES } from './complaint-mapping.js';

const LIST_CACHE_CHARS = 16_000_000;

/** A dealer's open and completed complaints as the list calls answer them: kept, and composed again only where a row changed. */
export function createComplaintLists(complaints: ComplaintRepository) {
  // Lists are read far more often than complaints change. An answer is kept by customer, list and
  // the choice of rows with the database's change count, so a change made through any instance
  // shows at once; after a change the database is asked which rows the answer shows with their
  // stamps, and only a row whose stamp moved (the changed complaint) is composed again.
  // An answer is kept as the bytes sent, so that sent again it is the same Buffer, which the
  // compression keeps compressed (platform/compression.ts).
  const answers = new TextCache<{ version: string; body: Buffer; length: number }>(LIST_CACHE_CHARS / 2);
  const rowTexts = new TextCache(LIST_CACHE_CHARS / 2);
  async function list(customerNumber: string, completed: boolean, query: ComplaintListChoice = {}): Promise<Buffer> {
    const paged = query.page !== undefined;
    const pageSize = query.pageSize ?? COMPLAINT_PAGE_SIZES[0];
    const choice: ListChoice = {
      sort: query.sort ?? 'created',
      direction: query.direction ?? 'desc',
      search: query.q || undefined,
      status: query.status,
      offset: paged ? (query.page! - 1) * pageSize : 0,
      limit: paged ? pageSize : COMPLAINT_LIST_LIMIT,
      counted: paged,
    };
    const version = await complaints.listVersion(customerNumber);
    const key = `${customerNumber}:${completed ? 'history' : 'open'}:${paged ? JSON.stringify(choice) : 'all'}`;
    const cached = answers.get(key);
    if (cached !== undefined && cached.version === version) return cached.body;
    // Read after the version: a change in between moves it, so the next call reads again.
    const { rows, total } = await complaints.listRows(customerNumber, COMPLAINT_STATUS.Completed, completed, choice);
    const texts = new Map<string, string>();
    const stale: string[] = [];
    for (const row of rows) {
      const kept = rowTexts.get(row.id);
      const stamp = `${row.list_change}:`;
      if (kept !== undefined && kept.startsWith(stamp)) texts.set(row.id, kept.slice(stamp.length));
      else stale.push(row.id);
    }
    for (const row of await complaints.rowsJson(customerNumber, stale, INCIDENT_TYPE_NAMES)) {
      texts.set(row.id, row.json);
      rowTexts.set(row.id, `${row.list_change}:${row.json}`);
    }
    // A row deleted between the two reads is left out.
    const value = rows.flatMap((row) => texts.get(row.id) ?? []).join(',');
    const text = total === undefined ? `{"value":[${value}]}` : `{"value":[${value}],"total":${total}}`;
    const body = Buffer.from(text);
    answers.set(key, { version, body, length: body.length });
    return body;
  }

  return { list };
}
