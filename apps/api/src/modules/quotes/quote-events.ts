import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { EventHooks, NewIntegrationEvent } from '../../platform/events.js';
import type { QuotesRepository } from './quotes.repository.js';

/** A quote's lines at its current revision as the events carry them: quantities, and prices once set. */
async function quoteData(db: Kysely<DB>, quoteId: string) {
  const quote = await db
    .selectFrom('quote')
    .select(['id', 'number', 'customer_number', 'project_name', 'revision', 'currency', 'valid_until', 'allow_partial_call_offs'])
    .where('id', '=', quoteId)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('quote_line')
    .select(['line_number', 'item_number', 'quantity', 'unit_price', 'discount_percent', 'called_off'])
    .where('quote_id', '=', quoteId)
    .where('revision', '=', quote.revision)
    .orderBy('line_number')
    .execute();
  return {
    quote,
    data: {
      quoteId: quote.id,
      number: quote.number,
      customerNumber: quote.customer_number,
      projectName: quote.project_name,
      revision: quote.revision,
      currency: quote.currency,
      validUntil: quote.valid_until,
      allowPartialCallOffs: quote.allow_partial_call_offs,
      lines: lines.map((l) => ({
        lineNumber: l.line_number,
        itemNumber: l.item_number,
        quantity: l.quantity,
        unitPrice: l.unit_price,
        discountPercent: l.discount_percent,
        calledOff: l.called_off,
      })),
    },
  };
}

const event = async (db: Kysely<DB>, type: NewIntegrationEvent['type'], quoteId: string, extra: Record<string, unknown> = {}) => {
  const { quote, data } = await quoteData(db, quoteId);
  return { type, resourceId: quote.id, customerNumber: quote.customer_number, data: { ...data, ...extra } };
};

/**
 * The integration events of quotes (documented in docs/integration.md), each in the change's
 * transaction: `quote.requested` when a dealer asks (first or again with a changed request),
 * `quote.sent` when sales administration sends its prices, `quote.accepted` for each order placed
 * from the quote (the whole quote, or a call-off).
 */
export const quoteEvents = (db: Kysely<DB>): EventHooks<QuotesRepository> => ({
  insert: (_number, quote) => event(db, 'quote.requested', quote.id),
  revise: (_result, quoteId) => event(db, 'quote.requested', quoteId),
  setStatus: (_result, quoteId, status) => (status === 'sent' ? event(db, 'quote.sent', quoteId) : null),
  recordCallOff: (_result, quoteId, orderNumber) => event(db, 'quote.accepted', quoteId, { orderNumber }),
});
