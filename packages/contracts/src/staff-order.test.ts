import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from './order.js';
import { mayMoveOrder, SetOrderStatusRequest } from './staff-order.js';

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
