import type { BulkResponse, BulkRowResult } from '@portal/contracts/staff-common';
import { AppError } from './errors.js';

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
  for (const id of ids) {
    const name = names.get(id) ?? null;
    try {
      const changed = await work(id);
      results.push({ id, name, outcome: changed ? 'changed' : 'unchanged', code: null, message: null });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      results.push({ id, name, outcome: 'failed', code: error.code, message: error.message });
    }
  }
  const count = (outcome: BulkRowResult['outcome']) => results.filter((r) => r.outcome === outcome).length;
  return { changed: count('changed'), unchanged: count('unchanged'), failed: count('failed'), results };
}
