import type { BulkResponse, BulkRowResult } from '@portal/contracts/staff-common';
import { AppError } from './errors.js';
import type { InTransactionOfRows } from './db/transactional.js';

/** Rows of a bulk call that share a transaction when it runs them in chunks (ADR 0090). */
export const BULK_CHUNK_ROWS = 100;

/** One row's outcome: its work's answer, or the refusal (an AppError below 500) it threw; any other error is a fault and is thrown on. */
async function rowOutcome(id: string, name: string | null, work: () => Promise<boolean>): Promise<BulkRowResult> {
  try {
    const changed = await work();
    return { id, name, outcome: changed ? 'changed' : 'unchanged', code: null, message: null };
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    return { id, name, outcome: 'failed', code: error.code, message: error.message };
  }
}

function summed(results: BulkRowResult[]): BulkResponse {
  const count = (outcome: BulkRowResult['outcome']) => results.filter((r) => r.outcome === outcome).length;
  return { changed: count('changed'), unchanged: count('unchanged'), failed: count('failed'), results };
}

/**
 * A bulk call's rows, acted on one after another by the single call's own work (which runs its own transaction
 * and answers whether it changed anything). A row the single call refuses (an AppError: unknown, not allowed now)
 * is reported with that error's code and message and the next row goes on; any other error is a fault and ends
 * the call (ADR 0084).
 */
export async function bulkOutcome(
  ids: readonly string[],
  names: ReadonlyMap<string, string>,
  work: (id: string) => Promise<boolean>,
): Promise<BulkResponse> {
  const results: BulkRowResult[] = [];
  for (const id of ids) results.push(await rowOutcome(id, names.get(id) ?? null, () => work(id)));
  return summed(results);
}

/**
 * A bulk call's rows as bulkOutcome acts on them, BULK_CHUNK_ROWS of them in one transaction and each row in a
 * savepoint of its own (ADR 0090): a refused row's writes are undone and the others' kept, and a chunk costs one
 * commit instead of one a row. `prepare` reads what the chunk's rows need at once (their rows, locked); `work`
 * is the single call's step for one row. A fault undoes the chunk it happened in, as well as ending the call.
 */
export async function bulkOutcomeInChunks<R, P>(
  ids: readonly string[],
  names: ReadonlyMap<string, string>,
  transaction: InTransactionOfRows<R>,
  prepare: (repo: R, ids: readonly string[]) => Promise<P>,
  work: (repo: R, prepared: P, id: string) => Promise<boolean>,
): Promise<BulkResponse> {
  const results: BulkRowResult[] = [];
  for (let start = 0; start < ids.length; start += BULK_CHUNK_ROWS) {
    const chunk = ids.slice(start, start + BULK_CHUNK_ROWS);
    results.push(
      ...(await transaction(async (repo, row) => {
        const prepared = await prepare(repo, chunk);
        const outcomes: BulkRowResult[] = [];
        for (const id of chunk) outcomes.push(await rowOutcome(id, names.get(id) ?? null, () => row(() => work(repo, prepared, id))));
        return outcomes;
      })),
    );
  }
  return summed(results);
}
