import { describe, expect, it } from 'vitest';
import { dealerLabel, joinPresent } from './labels';

describe('labels', () => {
  it('name a dealer with its customer number', () => {
    expect(dealerLabel({ customerName: 'Brasvärme AB', customerNumber: '10001' })).toBe('Brasvärme AB (10001)');
  });

  it('join the parts that are there', () => {
    expect(joinPresent(['Storgatan 1', null, '411 01 Göteborg', undefined, ''])).toBe('Storgatan 1, 411 01 Göteborg');
    expect(joinPresent(['411 01', 'Göteborg'], ' ')).toBe('411 01 Göteborg');
    expect(joinPresent([null, ''])).toBe('');
  });
});
