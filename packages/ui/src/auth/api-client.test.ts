import { describe, expect, it } from 'vitest';
import { ApiError, explainedErrorKey, fillPath } from './api-client';

describe('fillPath', () => {
  it('fills each {name} with its value, encoded as one segment', () => {
    expect(fillPath('/api/staff/complaints/{incidentId}/status', { incidentId: 'a b/c' })).toBe('/api/staff/complaints/a%20b%2Fc/status');
    expect(fillPath('/api/staff/orders/{orderNumber}', { orderNumber: 100234 })).toBe('/api/staff/orders/100234');
  });

  it('leaves a path without parameters alone and refuses a missing one', () => {
    expect(fillPath('/api/order/openOrders', undefined)).toBe('/api/order/openOrders');
    expect(() => fillPath('/api/staff/orders/{orderNumber}', {})).toThrow(/orderNumber/);
  });
});

describe('explainedErrorKey', () => {
  it('says a record is not found rather than that something unexpected failed', () => {
    expect(explainedErrorKey(new ApiError(404, 'NOT_FOUND', 'Order not found'))).toBe('error.text.not-found');
    expect(explainedErrorKey(new ApiError(500, 'INTERNAL_ERROR', 'Boom'))).toBeUndefined();
    expect(explainedErrorKey(new ApiError(403, 'VIEW_AS_READ_ONLY', 'Read only'))).toBe('error.text.view-as-read-only');
    expect(explainedErrorKey(new Error('offline'))).toBeUndefined();
  });
});
