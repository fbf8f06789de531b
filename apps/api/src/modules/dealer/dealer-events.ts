import type { Kysely } from 'kysely';
import type { IntegrationCustomer } from '@portal/contracts/integration-api';
import type { DB } from '../../platform/db/schema.js';
import type { EventHooks, NewIntegrationEvent } from '../../platform/events.js';
import type { DealerDeskRepository } from './dealer-desk.repository.js';
import type { DealerRepository } from './dealer.repository.js';

/**
 * A dealer as the integration API answers it and its events carry it (documented in docs/integration.md), read with
 * `db` (in a change's transaction for its event).
 */
export async function integrationCustomer(db: Kysely<DB>, customerNumber: string): Promise<IntegrationCustomer> {
  const c = await db
    .selectFrom('customer')
    .select([
      'customer_number',
      'name',
      'market',
      'currency',
      'country',
      'email',
      'phone',
      'price_list_id',
      'discount_percent',
      'sales_rep_id',
      'vat_number',
      'active',
      'postal_line1',
      'postal_postalcode',
      'postal_city',
      'visiting_line1',
      'visiting_postalcode',
      'visiting_city',
      'credit_limit',
      'payment_terms_days',
      'block_when_overdue_days',
    ])
    .where('customer_number', '=', customerNumber)
    .executeTakeFirstOrThrow();
  return {
    customerNumber,
    name: c.name,
    market: c.market,
    currency: c.currency,
    country: c.country,
    email: c.email,
    phone: c.phone,
    priceList: c.price_list_id,
    discountPercent: c.discount_percent,
    representative: c.sales_rep_id,
    vatNumber: c.vat_number,
    active: c.active,
    postalAddress: { line1: c.postal_line1, postalCode: c.postal_postalcode, city: c.postal_city },
    visitingAddress: { line1: c.visiting_line1, postalCode: c.visiting_postalcode, city: c.visiting_city },
    creditLimit: c.credit_limit === null ? null : Number(c.credit_limit),
    paymentTermsDays: c.payment_terms_days,
    blockWhenOverdueDays: c.block_when_overdue_days,
  };
}

const customerEvent = async (
  db: Kysely<DB>,
  type: 'customer.created' | 'customer.updated',
  customerNumber: string,
): Promise<NewIntegrationEvent> => ({
  type,
  resourceId: customerNumber,
  customerNumber,
  data: await integrationCustomer(db, customerNumber),
});

/** `customer.created` and `customer.updated` from the dealer desk; `user.deactivated` when it switches a user off. */
export const dealerDeskEvents = (db: Kysely<DB>): EventHooks<DealerDeskRepository> => ({
  insert: (_result, row) => customerEvent(db, 'customer.created', row.customer_number),
  update: (_result, customerNumber) => customerEvent(db, 'customer.updated', customerNumber),
  updateUser: (updated, customerNumber, contactId, values) =>
    updated && values.active === false
      ? { type: 'user.deactivated', resourceId: contactId, customerNumber, data: { contactId, customerNumber } }
      : null,
});

/** `campaign.signed_up` when a dealer signs up for the year's campaign (a repeated sign-up keeps the first and tells nothing). */
export const campaignEvents = (db: Kysely<DB>): EventHooks<DealerRepository> => ({
  signUpForCampaign: async (_result, customerNumber, year, contactId, at) => {
    const first = await db
      .selectFrom('campaign_signup')
      .select('signed_up_at')
      .where('customer_number', '=', customerNumber)
      .where('year', '=', year)
      .where('signed_up_by', '=', contactId)
      .executeTakeFirst();
    if (!first || first.signed_up_at.getTime() !== at.getTime()) return null;
    return {
      type: 'campaign.signed_up',
      resourceId: `${customerNumber}:${year}`,
      customerNumber,
      data: { customerNumber, year, signedUpBy: contactId, signedUpAt: at.toISOString() },
    };
  },
});
