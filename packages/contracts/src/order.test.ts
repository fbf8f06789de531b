import { describe, expect, it } from 'vitest';
import {
  DELIVERY_TYPES,
  GetDeliveryDateRequest,
  OrdersQuery,
  PlaceOrderRequest,
  SearchProductsQuery,
  isMaintenanceActive,
  type CartItem,
} from './order.js';

const item = (over: Partial<CartItem> = {}): CartItem => ({
  id: '1001',
  title: 'Stove 1',
  image: 'https://example.test/1001.png',
  price: 12000,
  quantity: 1,
  type: 'product',
  ...over,
});

const order = () => ({
  inputs: {
    ShippingInstructions: DELIVERY_TYPES.standard as string,
    GoodsMark: 'Store 12',
    HeaderId: '',
    DeliveryNotificationPhone: '0701234567',
    CustomerPo: '',
    ReferenceNo: '',
  },
  cartItems: [item()],
  CustomerId: '10001',
  ShipTo: '1',
  requestedDate: '20300115',
  addresses: [
    {
      AddressType: 6,
      Name: 'Kamin AB',
      Address1: 'Storgatan 1',
      Address2: '',
      Address3: '',
      City: 'Stockholm',
      PostalCode: '11122',
      Country: 'SE',
    },
  ],
  idempotencyKey: '0b6f3f1e-8a51-4b8e-9f1a-2f3c4d5e6f70',
});

/** Paths of the failing fields, e.g. 'inputs.GoodsMark'. */
const failedPaths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => i.path.map(String).join('.')) ?? [];

describe('PlaceOrderRequest', () => {
  it('accepts a complete order', () => {
    const result = PlaceOrderRequest.safeParse(order());
    expect(result.success).toBe(true);
  });

  it('keeps the single-space standard delivery type as it is', () => {
    expect(PlaceOrderRequest.parse(order()).inputs.ShippingInstructions).toBe(' ');
  });

  it('accepts co-delivery for a cart without config items', () => {
    const o = order();
    o.inputs.ShippingInstructions = 'SAMLEV';
    expect(PlaceOrderRequest.safeParse(o).success).toBe(true);
  });

  it('accepts a GoodsMark of exactly 75 characters', () => {
    const o = order();
    o.inputs.GoodsMark = 'x'.repeat(75);
    expect(PlaceOrderRequest.safeParse(o).success).toBe(true);
  });

  it('rejects a GoodsMark of 76 characters', () => {
    const o = order();
    o.inputs.GoodsMark = 'x'.repeat(76);
    const result = PlaceOrderRequest.safeParse(o);
    expect(result.success).toBe(false);
    expect(failedPaths(result)).toEqual(['inputs.GoodsMark']);
  });

  it.each(['', 'samlev', 'EXPRESS', '  '])('rejects delivery type %j', (value) => {
    const o = order();
    o.inputs.ShippingInstructions = value;
    const result = PlaceOrderRequest.safeParse(o);
    expect(result.success).toBe(false);
    expect(failedPaths(result)).toContain('inputs.ShippingInstructions');
  });

  it('rejects co-delivery when the cart holds a config item', () => {
    const o = order();
    o.inputs.ShippingInstructions = 'SAMLEV';
    o.cartItems = [item(), item({ id: 'cfg-1', type: 'config', ruleset: 'Stove', headerId: 'H1' })];
    const result = PlaceOrderRequest.safeParse(o);
    expect(result.success).toBe(false);
    expect(failedPaths(result)).toEqual(['inputs.ShippingInstructions']);
  });

  it.each([0, 1000, 1.5, -1])('rejects quantity %d', (quantity) => {
    const o = order();
    o.cartItems = [item({ quantity })];
    const result = PlaceOrderRequest.safeParse(o);
    expect(result.success).toBe(false);
    expect(failedPaths(result)).toEqual(['cartItems.0.quantity']);
  });

  it.each([1, 999])('accepts quantity %d', (quantity) => {
    const o = order();
    o.cartItems = [item({ quantity })];
    expect(PlaceOrderRequest.safeParse(o).success).toBe(true);
  });

  it('rejects an empty cart with the cart-is-empty key', () => {
    const o = order();
    o.cartItems = [];
    const result = PlaceOrderRequest.safeParse(o);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['error.cart-is-empty']);
  });

  it.each(['2030-01-15', '2030011', '20300230', '20301301'])('rejects requested date %j', (requestedDate) => {
    const result = PlaceOrderRequest.safeParse({ ...order(), requestedDate });
    expect(failedPaths(result)).toEqual(['requestedDate']);
  });

  it('rejects an address type other than 6', () => {
    const o = order();
    const address = { ...o.addresses[0]!, AddressType: 5 };
    const result = PlaceOrderRequest.safeParse({ ...o, addresses: [address] });
    expect(failedPaths(result)).toEqual(['addresses.0.AddressType']);
  });

  it('rejects an address line longer than the 74-character chunk', () => {
    const o = order();
    const address = { ...o.addresses[0]!, Address1: 'a'.repeat(75) };
    const result = PlaceOrderRequest.safeParse({ ...o, addresses: [address] });
    expect(failedPaths(result)).toEqual(['addresses.0.Address1']);
  });

  it('requires exactly one address', () => {
    expect(PlaceOrderRequest.safeParse({ ...order(), addresses: [] }).success).toBe(false);
  });

  it('rejects an idempotency key that is not a uuid', () => {
    const result = PlaceOrderRequest.safeParse({ ...order(), idempotencyKey: 'abc' });
    expect(failedPaths(result)).toEqual(['idempotencyKey']);
  });

  it('reports the co-delivery rule together with unrelated errors', () => {
    const o = order();
    o.inputs.ShippingInstructions = 'SAMLEV';
    o.inputs.GoodsMark = 'x'.repeat(76);
    o.cartItems = [item({ type: 'config' })];
    const paths = failedPaths(PlaceOrderRequest.safeParse(o));
    expect(paths).toContain('inputs.GoodsMark');
    expect(paths).toContain('inputs.ShippingInstructions');
  });
});

describe('GetDeliveryDateRequest', () => {
  it('accepts the cart and a yyyymmdd date', () => {
    const result = GetDeliveryDateRequest.safeParse({ cartItems: [item()], requestedDate: '20300101' });
    expect(result.success).toBe(true);
  });

  it('rejects a date with dashes', () => {
    const result = GetDeliveryDateRequest.safeParse({ cartItems: [item()], requestedDate: '2030-01-01' });
    expect(result.success).toBe(false);
  });
});

describe('OrdersQuery', () => {
  it('coerces the query-string amount to a number', () => {
    expect(OrdersQuery.parse({ amount: '999' })).toEqual({ amount: 999 });
    expect(OrdersQuery.parse({ amount: '3' })).toEqual({ amount: 3 });
  });

  it.each(['0', '1000', 'abc', '', '2.5'])('rejects amount %j', (amount) => {
    expect(OrdersQuery.safeParse({ amount }).success).toBe(false);
  });

  it('rejects a missing amount', () => {
    expect(OrdersQuery.safeParse({}).success).toBe(false);
  });
});

describe('SearchProductsQuery', () => {
  it('rejects a blank search', () => {
    expect(SearchProductsQuery.safeParse({ search: '   ' }).success).toBe(false);
  });

  it('trims the search text', () => {
    expect(SearchProductsQuery.parse({ search: ' vent ' })).toEqual({ search: 'vent' });
  });
});

describe('isMaintenanceActive', () => {
  const window = {
    ed_frommaintenancedate: '2030-01-01T00:00:00Z',
    ed_tomaintenancedate: '2030-01-02T00:00:00Z',
    statuscode: 1,
  };

  it('is active inside the window with status 1', () => {
    expect(isMaintenanceActive(window, new Date('2030-01-01T12:00:00Z'))).toBe(true);
  });

  it('is inactive outside the window', () => {
    expect(isMaintenanceActive(window, new Date('2030-01-03T00:00:00Z'))).toBe(false);
  });

  it('is inactive with another status even inside the window', () => {
    expect(isMaintenanceActive({ ...window, statuscode: 2 }, new Date('2030-01-01T12:00:00Z'))).toBe(false);
  });
});
