/**
 * Freight rules, in the customer's currency.
 *
 * - Up to 30 kg goes as a parcel, up to 1,000 kg on pallets, above that by the
 *   started 100 kg on top of the pallet rate.
 * - Each market is a zone: Sweden 1, Denmark and Norway 2, Germany and Finland 3;
 *   the zone multiplies the rate (1, 1.25, 1.5).
 * - Co-delivery (SAMLEV: the goods travel with the reseller's next scheduled
 *   delivery) costs half.
 * - Orders at or above the free-freight value (net, excluding VAT) travel free.
 * - No rule applies to an empty or weightless shipment: the answer is null and
 *   the browser falls back to the spec's default freight.
 */

import type { Country } from '../../platform/calendar/delivery-calendar.js';
import { round2 } from '@portal/contracts/money';

type Rates = { parcel: number; pallet: number; per100kg: number; freeFrom: number };

export const FREIGHT_RATES: Record<string, Rates> = {
  SEK: { parcel: 195, pallet: 890, per100kg: 145, freeFrom: 60_000 },
  NOK: { parcel: 199, pallet: 910, per100kg: 150, freeFrom: 61_000 },
  DKK: { parcel: 129, pallet: 590, per100kg: 95, freeFrom: 40_000 },
  EUR: { parcel: 17.5, pallet: 79, per100kg: 13, freeFrom: 5_400 },
};

export const ZONE: Record<Country, 1 | 2 | 3> = { se: 1, dk: 2, no: 2, de: 3, fi: 3 };
const ZONE_FACTOR = { 1: 1, 2: 1.25, 3: 1.5 } as const;
export const PARCEL_MAX_KG = 30;
export const PALLET_MAX_KG = 1000;
export const CO_DELIVERY_FACTOR = 0.5;

export function freight(input: {
  country: Country;
  currency: string;
  weightKg: number;
  netValue: number;
  coDelivery: boolean;
}): number | null {
  const rates = FREIGHT_RATES[input.currency];
  if (!rates || input.weightKg <= 0) return null;
  if (input.netValue >= rates.freeFrom) return 0;
  let base: number;
  if (input.weightKg <= PARCEL_MAX_KG) base = rates.parcel;
  else if (input.weightKg <= PALLET_MAX_KG) base = rates.pallet;
  else base = rates.pallet + Math.ceil((input.weightKg - PALLET_MAX_KG) / 100) * rates.per100kg;
  const zoned = base * ZONE_FACTOR[ZONE[input.country]];
  return round2(input.coDelivery ? zoned * CO_DELIVERY_FACTOR : zoned);
}
