import { describe, expect, it } from 'vitest';
import { choices, dealerLabel, joinPresent } from './labels';

describe('labels', () => {
  it('name a dealer with its customer number', () => {
    expect(dealerLabel({ customerName: 'Brasvärme AB', customerNumber: '10001' })).toBe('Brasvärme AB (10001)');
  });

  it('join the parts that are there', () => {
    expect(joinPresent(['Storgatan 1', null, '411 01 Göteborg', undefined, ''])).toBe('Storgatan 1, 411 01 Göteborg');
    expect(joinPresent(['411 01', 'Göteborg'], ' ')).toBe('411 01 Göteborg');
    expect(joinPresent([null, ''])).toBe('');
  });

  it('name each of a fixed set of values as a choice, a number as its text', () => {
    expect(choices(['se', 'no'], (m) => m.toUpperCase())).toEqual([
      { value: 'se', label: 'SE' },
      { value: 'no', label: 'NO' },
    ]);
    expect(choices([0, 1], (s) => `status ${s}`)).toEqual([
      { value: '0', label: 'status 0' },
      { value: '1', label: 'status 1' },
    ]);
  });
});
