import { describe, expect, it } from 'vitest';
import { freight } from './freight.js';

const base = { country: 'se' as const, currency: 'SEK', netValue: 10_000, coDelivery: false };

describe('freight', () => {
  it('charges a parcel, a pallet, or a pallet and every started 100 kg', () => {
    expect(freight({ ...base, weightKg: 12 })).toBe(195);
    expect(freight({ ...base, weightKg: 180 })).toBe(890);
    expect(freight({ ...base, weightKg: 1150 })).toBe(890 + 2 * 145);
  });

  it('multiplies by the zone of the market', () => {
    expect(freight({ ...base, country: 'no', currency: 'NOK', weightKg: 12 })).toBe(248.75);
    expect(freight({ ...base, country: 'de', currency: 'EUR', netValue: 900, weightKg: 180 })).toBe(118.5);
  });

  it('halves the price for co-delivery', () => {
    expect(freight({ ...base, weightKg: 180, coDelivery: true })).toBe(445);
  });

  it('is free from the free-freight value', () => {
    expect(freight({ ...base, weightKg: 500, netValue: 60_000 })).toBe(0);
    expect(freight({ ...base, weightKg: 500, netValue: 59_999 })).toBe(890);
  });

  it('gives no answer for a weightless shipment or an unknown currency', () => {
    expect(freight({ ...base, weightKg: 0 })).toBeNull();
    expect(freight({ ...base, currency: 'USD', weightKg: 10 })).toBeNull();
  });
});
