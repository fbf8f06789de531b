import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from './order.js';
import { isoWeekOf, mayMoveOrder, mondayOfIsoWeek, SetOrderStatusRequest } from './staff-orders.js';

describe('ISO weeks', () => {
  it('finds the Monday of a week and the week of a day, across year ends', () => {
    expect(mondayOfIsoWeek('2026-W01')).toBe('2025-12-29');
    expect(mondayOfIsoWeek('2026-W50')).toBe('2026-12-07');
    expect(mondayOfIsoWeek('2020-W53')).toBe('2020-12-28');
    expect(isoWeekOf('2021-01-03')).toBe('2020-W53');
    expect(isoWeekOf('2026-12-13')).toBe('2026-W50');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
  });

  it('knows weeks that do not exist', () => {
    expect(mondayOfIsoWeek('2025-W53')).toBeNull();
    expect(mondayOfIsoWeek('2026-W00')).toBeNull();
    expect(mondayOfIsoWeek('2026-50')).toBeNull();
  });
});

describe('order transitions', () => {
  it('goes forward one step at a time and cancels only before dispatch', () => {
    expect(mayMoveOrder(ORDER_STATUS.received, ORDER_STATUS.confirmed)).toBe(true);
    expect(mayMoveOrder(ORDER_STATUS.received, ORDER_STATUS.inProduction)).toBe(false);
    expect(mayMoveOrder(ORDER_STATUS.confirmed, ORDER_STATUS.received)).toBe(false);
    expect(mayMoveOrder(ORDER_STATUS.inProduction, ORDER_STATUS.cancelled)).toBe(true);
    expect(mayMoveOrder(ORDER_STATUS.dispatched, ORDER_STATUS.cancelled)).toBe(false);
    expect(mayMoveOrder(ORDER_STATUS.delivered, ORDER_STATUS.cancelled)).toBe(false);
  });

  it('asks each step for what it needs', () => {
    const paths = (body: unknown) => SetOrderStatusRequest.safeParse(body).error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(paths({ status: 20 })).toEqual(['promiseWeek']);
    expect(paths({ status: 20, promiseWeek: '2026-W50' })).toEqual([]);
    expect(paths({ status: 40, carrier: ' ' })).toEqual(['carrier', 'trackingId']);
    expect(paths({ status: 40, carrier: 'PostNord', trackingId: 'X1', trackingUrl: 'javascript:alert(1)' })).toEqual(['trackingUrl']);
    expect(paths({ status: 90 })).toEqual(['reason']);
    expect(paths({ status: 40, carrier: 'DHL', trackingId: '1', serials: [{ lineSequence: 1, serialNumbers: ['123'] }] })).toEqual([
      'serials.0.serialNumbers.0',
    ]);
    expect(paths({ status: 50 })).toEqual(['status']);
  });
});
