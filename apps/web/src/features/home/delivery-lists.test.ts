import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '@portal/contracts/order';
import { deliveryWeeks, weekOfDate } from './delivery-lists';

const order = (nbr: string, week: string | null, date = '20260301'): OrderSummary => ({
  XAOrderNbr: nbr,
  OrderDate: date,
  TrackingID: null,
  TrackingURL: null,
  OrderMark: null,
  OrderRef: null,
  PromiseWeek: week,
  OrderValue: 1000,
  Currency: 'SEK',
  OrderStatus: 20,
});

describe('weekOfDate', () => {
  it.each([
    [new Date(2026, 2, 11), { year: 2026, week: 11 }],
    [new Date(2026, 0, 1), { year: 2026, week: 1 }],
    [new Date(2027, 0, 1), { year: 2026, week: 53 }],
    [new Date(2024, 11, 30), { year: 2025, week: 1 }],
    [new Date(2021, 0, 3), { year: 2020, week: 53 }],
  ])('puts %s in %j', (date, week) => {
    expect(weekOfDate(date)).toEqual(week);
  });
});

describe('deliveryWeeks', () => {
  const today = new Date(2026, 2, 11); // week 11

  it('puts this and coming weeks first, then passed weeks, then orders without a week', () => {
    const weeks = deliveryWeeks(
      [
        order('1', '2026-W14'),
        order('2', '2026-W09'),
        order('3', null),
        order('4', '2026-W11'),
        order('5', '2026-W12'),
        order('6', '2026-W10'),
        order('7', '2026-W11', '20260220'),
      ],
      today,
    );
    expect(weeks.map((w) => [w.key, w.relation, w.orders.map((o) => o.XAOrderNbr)])).toEqual([
      ['2026-W11', 'this', ['7', '4']],
      ['2026-W12', 'next', ['5']],
      ['2026-W14', 'later', ['1']],
      ['2026-W10', 'earlier', ['6']],
      ['2026-W09', 'earlier', ['2']],
      ['none', 'unknown', ['3']],
    ]);
  });

  it('knows next week across the turn of the year', () => {
    // 2026 has 53 ISO weeks; 23 December is in week 52.
    expect(deliveryWeeks([order('1', '2027-W01'), order('2', '2026-W53')], new Date(2026, 11, 23)).map((w) => [w.key, w.relation])).toEqual(
      [
        ['2026-W53', 'next'],
        ['2027-W01', 'later'],
      ],
    );
    expect(deliveryWeeks([order('1', '2027-W01'), order('2', '2026-W53')], new Date(2026, 11, 30)).map((w) => [w.key, w.relation])).toEqual(
      [
        ['2026-W53', 'this'],
        ['2027-W01', 'next'],
      ],
    );
  });

  it('answers nothing for no orders', () => {
    expect(deliveryWeeks([], today)).toEqual([]);
  });
});
