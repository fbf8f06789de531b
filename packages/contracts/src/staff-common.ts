import { z } from 'zod';
import { singleLine } from './common.js';

/** Page sizes every back-office list offers. */
export const STAFF_PAGE_SIZES = [10, 25, 50, 100] as const;

export const StaffPageSize = z.coerce
  .number()
  .int()
  .refine((n) => (STAFF_PAGE_SIZES as readonly number[]).includes(n), 'must be 10, 25, 50 or 100')
  .default(25);
export const StaffPage = z.coerce.number().int().min(1).max(100_000).default(1);

/** Free-text search of a back-office list. */
export const StaffSearch = singleLine(z.string().trim().max(100)).optional();

/** A calendar date as yyyy-mm-dd, the way the back office shows and sends dates. */
export const IsoDay = z.iso.date();
