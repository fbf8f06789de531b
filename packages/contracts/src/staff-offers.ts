import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { singleLine, requiredText } from './common.js';
import { OFFER_STATUSES } from './offers.js';

/**
 * The manufacturer's view of dealers' offers: counts only. The offers hold the dealers' own
 * customers' personal data, which stays with the dealer (no staff call reads an offer).
 */
export const StaffOfferCounts = z.object({
  total: z.number().int().nonnegative(),
  byStatus: z.object(
    Object.fromEntries(OFFER_STATUSES.map((s) => [s, z.number().int().nonnegative()])) as Record<
      (typeof OFFER_STATUSES)[number],
      z.ZodNumber
    >,
  ),
});
export type StaffOfferCounts = z.infer<typeof StaffOfferCounts>;

export const getStaffOfferCounts = defineEndpoint({
  method: 'GET',
  path: '/api/staff/offers/counts',
  summary: 'How many offers a dealer has made, by status (never the offers themselves)',
  tags: ['staff-offers'],
  querystring: z.object({ customerNumber: singleLine(requiredText(20)) }),
  response: StaffOfferCounts,
  staffRoles: ['customer-service', 'sales-admin'],
});
