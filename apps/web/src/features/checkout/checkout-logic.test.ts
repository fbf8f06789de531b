import { describe, expect, it } from 'vitest';
import { OrderInputs, PlaceOrderRequest } from '@portal/contracts/order';
import { maxLengthOf } from '@portal/contracts/field-limits';
import type { GetContactInfoResponse, GetDeliveryAddressResponse } from '@portal/contracts/dealer';
import type { CartItem } from '../../lib/cart/cart-store';
import {
  isReloadOf,
  sendButtonKey,
  ALTERNATIVE_COUNTRY,
  DEFAULT_FREIGHT,
  DELIVERY_TYPES,
  GOODS_MARK_MAX_LENGTH,
  buildConfirmation,
  buildPlaceOrderRequest,
  coDeliveryBlock,
  effectiveDeliveryType,
  emptyFormValues,
  cartLineOfField,
  findBlockingIssue,
  findPriceChanges,
  firstErrorField,
  formFieldForServerField,
  goodsMarkCount,
  isRequestableDate,
  missingContactField,
  orderTotals,
  parseStoredConfirmation,
  chosenDeliveryAddress,
  deliveryAddresses,
  sortByPriceDescending,
  splitAddressLine,
  toAddressLines,
  todayIso,
  toYyyyMmDd,
  validateCheckoutForm,
  type CheckoutFormValues,
  type ResellerAddress,
} from './checkout-logic';

const TODAY = '2025-03-10';

const item = (over: Partial<CartItem> = {}): CartItem => ({
  id: 'KS-100',
  title: 'Kaminofen Aska 5',
  image: '/catalogue/aska.jpg',
  price: 100,
  quantity: 1,
  type: 'product',
  ...over,
});

const contact: GetContactInfoResponse = {
  ed_commonname: 'Brasvärme AB',
  telephone1: '031-123 45 67',
  emailaddress1: 'info@brasvarme.test',
  websiteurl: null,
};

const ownAddress: ResellerAddress = {
  id: '0b6f4c52-7d1e-4c1a-9a55-3f1f2e8d0a11',
  name: 'Brasvärme AB',
  line1: 'Storgatan 1',
  line2: null,
  line3: null,
  city: 'Göteborg',
  postalcode: '411 01',
  country: 'se',
  ed_primary: true,
};

const form = (over: Partial<CheckoutFormValues> = {}): CheckoutFormValues => ({ ...emptyFormValues(TODAY), ...over });

const alternative = { name: 'Eva Berg', address: 'Sjövägen 4', phone: '070-123 45 67', city: 'Kungsbacka', postalCode: '434 30' };

describe('dates', () => {
  it("gives today as yyyy-mm-dd in the market's calendar, as the API counts it", () => {
    const lateEvening = new Date('2025-01-05T22:30:00Z');
    expect(todayIso('se', lateEvening)).toBe('2025-01-05');
    expect(todayIso('fi', lateEvening)).toBe('2025-01-06');
  });

  it('turns the date input value into yyyymmdd', () => {
    expect(toYyyyMmDd('2025-03-10')).toBe('20250310');
  });

  it('allows today and later, not the past nor impossible days', () => {
    expect(isRequestableDate(TODAY, TODAY)).toBe(true);
    expect(isRequestableDate('2025-03-11', TODAY)).toBe(true);
    expect(isRequestableDate('2025-03-09', TODAY)).toBe(false);
    expect(isRequestableDate('2025-02-30', TODAY)).toBe(false);
    expect(isRequestableDate('', TODAY)).toBe(false);
  });
});

describe('address line 1 in chunks of 74', () => {
  it('keeps a short line whole', () => {
    expect(splitAddressLine('Storgatan 1')).toEqual(['Storgatan 1']);
  });

  it('cuts at exactly 74 characters', () => {
    const line = 'a'.repeat(74) + 'b'.repeat(74) + 'c'.repeat(10);
    expect(splitAddressLine(line)).toEqual(['a'.repeat(74), 'b'.repeat(74), 'c'.repeat(10)]);
    expect(splitAddressLine('x'.repeat(74))).toEqual(['x'.repeat(74)]);
    expect(splitAddressLine('x'.repeat(75))).toEqual(['x'.repeat(74), 'x']);
  });

  it('spreads line 1 across Address1..Address3 before the further lines', () => {
    const long = 'a'.repeat(74) + 'b'.repeat(20);
    expect(toAddressLines(long, ['Port 2', 'Lastkaj'])).toEqual(['a'.repeat(74), 'b'.repeat(20), 'Port 2']);
    expect(toAddressLines('Storgatan 1', [null, 'Lastkaj'])).toEqual(['Storgatan 1', 'Lastkaj', '']);
    expect(toAddressLines('')).toEqual(['', '', '']);
  });
});

describe('loaded data', () => {
  it('takes the chosen delivery address, else the primary one, else the first', () => {
    const other = { ...ownAddress, id: '5d0e1b7a-2f44-4a8e-b1f3-9c2a6e4d7b20', line1: 'Lagervägen 9', ed_primary: false };
    const response = (list: ResellerAddress[]): GetDeliveryAddressResponse => ({ value: [{ Account_CustomerAddress: list }] });
    expect(chosenDeliveryAddress(response([other, ownAddress]))?.line1).toBe('Storgatan 1');
    expect(chosenDeliveryAddress(response([other, ownAddress]), other.id)?.line1).toBe('Lagervägen 9');
    expect(chosenDeliveryAddress(response([other, ownAddress]), 'gone')?.line1).toBe('Storgatan 1');
    expect(chosenDeliveryAddress(response([other]))?.line1).toBe('Lagervägen 9');
    expect(chosenDeliveryAddress(response([]))).toBeNull();
  });

  it('offers every delivery address of the dealer, the primary one first', () => {
    const other = { ...ownAddress, id: '5d0e1b7a-2f44-4a8e-b1f3-9c2a6e4d7b20', line1: 'Lagervägen 9', ed_primary: false };
    const all = deliveryAddresses({ value: [{ Account_CustomerAddress: [other, ownAddress] }] });
    expect(all.map((a) => a.line1)).toEqual(['Storgatan 1', 'Lagervägen 9']);
  });

  it('names the first missing company contact field, never the website', () => {
    expect(missingContactField(contact)).toBeNull();
    expect(missingContactField({ ...contact, websiteurl: null })).toBeNull();
    expect(missingContactField({ ...contact, telephone1: null })).toBe('telephone1');
    expect(missingContactField({ ...contact, ed_commonname: '  ', emailaddress1: null })).toBe('ed_commonname');
    expect(missingContactField({ ...contact, emailaddress1: '' })).toBe('emailaddress1');
  });
});

describe('what blocks the order', () => {
  const base = { items: [item()], contact, resellerAddress: ownAddress, usesAlternativeAddress: false, customerNumber: '10001' };

  it('lets a complete checkout through', () => {
    expect(findBlockingIssue(base)).toBeNull();
  });

  it('stops an empty cart first', () => {
    expect(findBlockingIssue({ ...base, items: [], contact: { ...contact, telephone1: null } })).toEqual({ kind: 'cart-empty' });
  });

  it('stops when company contact data is missing', () => {
    expect(findBlockingIssue({ ...base, contact: { ...contact, emailaddress1: null } })).toEqual({
      kind: 'contact-missing',
      field: 'emailaddress1',
    });
  });

  it('stops a reseller address without line 1, unless another address is used', () => {
    expect(findBlockingIssue({ ...base, resellerAddress: { ...ownAddress, line1: ' ' } })).toEqual({ kind: 'address-undefined' });
    expect(findBlockingIssue({ ...base, resellerAddress: null })).toEqual({ kind: 'address-undefined' });
    expect(findBlockingIssue({ ...base, resellerAddress: null, usesAlternativeAddress: true })).toBeNull();
  });

  it('stops a token without customer number', () => {
    expect(findBlockingIssue({ ...base, customerNumber: undefined })).toEqual({ kind: 'no-customer' });
  });

  it('stops a cart that holds two stove configurations, naming the second; a stove and a chimney go together', () => {
    const config = (id: string, ruleset: 'Stove' | 'New_Stove' | 'Chimney', title: string) => ({
      ...item(),
      id,
      type: 'config',
      ruleset,
      headerId: id,
      title,
    });
    const stove = config('h1', 'Stove', 'Oslo 5');
    const chimney = config('h2', 'Chimney', 'Skorsten');
    expect(findBlockingIssue({ ...base, items: [item(), stove, chimney] })).toBeNull();
    expect(findBlockingIssue({ ...base, items: [stove, item(), chimney, config('h3', 'New_Stove', 'Bergen')] })).toEqual({
      kind: 'configuration-repeated',
      title: 'Bergen',
    });
  });

  it('finds the cart line a refusal names', () => {
    const items = [item(), { ...item(), id: 'B' }];
    expect(cartLineOfField(items, 'cartItems.1.headerId')?.id).toBe('B');
    expect(cartLineOfField(items, 'cartItems.7.id')).toBeNull();
    expect(cartLineOfField(items, 'inputs.GoodsMark')).toBeNull();
    expect(cartLineOfField(items, undefined)).toBeNull();
  });
});

describe('the send button', () => {
  it('says what sending does, as the check before sending answered: approval first, then credit hold', () => {
    const hold = { reason: 'limit', orderTotal: 10, available: 1, currency: 'SEK' };
    const approval = { limit: 0, orderValue: 8, currency: 'SEK' };
    expect(sendButtonKey({ approval: null, creditHold: null })).toBe('checkout.send');
    expect(sendButtonKey({ approval: null, creditHold: hold })).toBe('checkout.send-on-credit-hold');
    expect(sendButtonKey({ approval, creditHold: null })).toBe('checkout.send-for-approval');
    expect(sendButtonKey({ approval, creditHold: hold })).toBe('checkout.send-for-approval');
  });
});

describe('form validation', () => {
  const context = { today: TODAY, market: 'se' };

  it('accepts the defaults', () => {
    expect(validateCheckoutForm(form(), context)).toEqual({});
  });

  it('counts the invoice label to the limit of the order schema, which the input stops at', () => {
    expect(GOODS_MARK_MAX_LENGTH).toBe(maxLengthOf(OrderInputs.shape.GoodsMark));
    expect(goodsMarkCount('  Villa Ek ')).toEqual({ length: 8, max: 75 });
  });

  it('limits the invoice label to 75 characters', () => {
    expect(validateCheckoutForm(form({ goodsMark: 'x'.repeat(75) }), context)).toEqual({});
    expect(validateCheckoutForm(form({ goodsMark: 'x'.repeat(76) }), context).goodsMark).toEqual({
      key: 'checkout.validation.too-long',
      values: { max: 75 },
    });
  });

  it('does not accept a requested date before today', () => {
    expect(validateCheckoutForm(form({ requestedDate: '2025-03-09' }), context).requestedDate?.key).toBe(
      'checkout.validation.date-in-past',
    );
    for (const bad of ['', '2025-02-30', '20250401', '2025-4-1'])
      expect(validateCheckoutForm(form({ requestedDate: bad }), context).requestedDate?.key).toBe('checkout.validation.date-required');
    expect(validateCheckoutForm(form({ requestedDate: '2025-04-01' }), context)).toEqual({});
  });

  it('requires every alternative address field in market se', () => {
    const errors = validateCheckoutForm(form({ useAlternativeAddress: true }), context);
    expect(Object.keys(errors).sort()).toEqual([
      'alternative.address',
      'alternative.city',
      'alternative.name',
      'alternative.phone',
      'alternative.postalCode',
    ]);
    expect(errors['alternative.name']).toEqual({ key: 'checkout.validation.required' });
    expect(firstErrorField(errors)).toBe('alternative.name');
    // Blanks alone are not a value.
    expect(validateCheckoutForm(form({ useAlternativeAddress: true, alternative: { ...alternative, city: '   ' } }), context)).toEqual({
      'alternative.city': { key: 'checkout.validation.required' },
    });
    expect(validateCheckoutForm(form({ useAlternativeAddress: true, alternative }), context)).toEqual({});
  });

  it('wants a Swedish postal code', () => {
    const postal = (postalCode: string) =>
      validateCheckoutForm(form({ useAlternativeAddress: true, alternative: { ...alternative, postalCode } }), context)[
        'alternative.postalCode'
      ]?.key;
    expect(postal('43430')).toBeUndefined();
    expect(postal(' 434 30 ')).toBeUndefined();
    for (const bad of ['434-30', 'SE-43430', '4343']) expect(postal(bad)).toBe('checkout.validation.postal-code');
    expect(
      validateCheckoutForm(form({ useAlternativeAddress: true, alternative: { ...alternative, address: 'x'.repeat(223) } }), context),
    ).toEqual({ 'alternative.address': { key: 'checkout.validation.too-long', values: { max: 222 } } });
    const errors = validateCheckoutForm(
      form({ useAlternativeAddress: true, alternative: { ...alternative, postalCode: 'abc12' } }),
      context,
    );
    expect(errors).toEqual({ 'alternative.postalCode': { key: 'checkout.validation.postal-code' } });
  });

  it('ignores the alternative address outside market se', () => {
    expect(validateCheckoutForm(form({ useAlternativeAddress: true }), { ...context, market: 'no' })).toEqual({});
  });
});

describe('delivery type', () => {
  it('offers co-delivery only without config items and without an alternative address', () => {
    expect(coDeliveryBlock(false, false)).toBeNull();
    expect(coDeliveryBlock(true, false)).toBe('config');
    expect(coDeliveryBlock(false, true)).toBe('alternative-address');
  });

  it('forces standard when co-delivery is not allowed', () => {
    expect(effectiveDeliveryType(DELIVERY_TYPES.coDelivery, false, false)).toBe('SAMLEV');
    expect(effectiveDeliveryType(DELIVERY_TYPES.coDelivery, true, false)).toBe(' ');
    expect(effectiveDeliveryType(DELIVERY_TYPES.coDelivery, false, true)).toBe(' ');
  });
});

describe('price check', () => {
  const items = [
    item({ id: 'A', title: 'Aska 5', price: 100 }),
    item({ id: 'B', title: 'Rökrör', price: 49.9 }),
    item({ id: 'C', title: 'Konfigurerad skorsten', price: 5000, type: 'config', headerId: 'H1' }),
  ];

  it('finds nothing when the prices match', () => {
    expect(
      findPriceChanges(
        items,
        new Map([
          ['A', 100],
          ['B', 49.9],
        ]),
      ),
    ).toEqual([]);
  });

  it('ignores differences below a cent', () => {
    expect(findPriceChanges(items, new Map([['B', 49.9000001]]))).toEqual([]);
  });

  it('lists each changed line with old and new price', () => {
    expect(
      findPriceChanges(
        items,
        new Map([
          ['A', 120],
          ['B', 49.9],
        ]),
      ),
    ).toEqual([{ id: 'A', title: 'Aska 5', oldPrice: 100, newPrice: 120 }]);
  });

  it('leaves config items and unknown lines alone', () => {
    expect(findPriceChanges(items, new Map([['C', 1]]))).toEqual([]);
  });
});

describe('totals', () => {
  it('adds the server freight', () => {
    expect(
      orderTotals(
        [
          { price: 10.1, quantity: 3 },
          { price: 5, quantity: 1 },
        ],
        250,
      ),
    ).toEqual({ itemSum: 35.3, shipping: 250, total: 285.3 });
  });

  it('uses 999 when the server gives no freight', () => {
    expect(orderTotals([{ price: 100, quantity: 1 }], null)).toEqual({ itemSum: 100, shipping: DEFAULT_FREIGHT, total: 1099 });
    expect(orderTotals([{ price: 100, quantity: 1 }], undefined).shipping).toBe(999);
  });

  it('sorts lines dearest first, keeping the order of equal prices', () => {
    const lines = [
      { id: 'a', price: 10 },
      { id: 'b', price: 30 },
      { id: 'c', price: 10 },
      { id: 'd', price: 20 },
    ];
    expect(sortByPriceDescending(lines).map((l) => l.id)).toEqual(['b', 'd', 'a', 'c']);
  });
});

describe('the order request', () => {
  const base = {
    values: form({ goodsMark: '  Kund Svensson ', deliveryType: DELIVERY_TYPES.coDelivery, requestedDate: '2025-03-12' }),
    items: [item({ quantity: 2 })],
    market: 'se',
    customerNumber: '10001',
    userName: 'Anna Andersson',
    contact,
    resellerAddress: ownAddress,
    idempotencyKey: '3f0e7a8e-8b1b-4c4e-9a55-5d3f4f6f7a10',
  };

  it('sends the reseller address with the customer number as customer and ship-to', () => {
    const request = buildPlaceOrderRequest(base);
    expect(PlaceOrderRequest.safeParse(request).success).toBe(true);
    expect(request.CustomerId).toBe('10001');
    expect(request.ShipTo).toBe('10001');
    // The chosen address by its id, which the API reads itself.
    expect(request.DeliveryAddressId).toBe(ownAddress.id);
    expect(request.requestedDate).toBe('20250312');
    expect(request.inputs).toMatchObject({
      ShippingInstructions: 'SAMLEV',
      GoodsMark: 'Kund Svensson',
      DeliveryNotificationPhone: '031-123 45 67',
      ReferenceNo: 'Anna Andersson',
    });
    expect(request.addresses).toEqual([
      {
        AddressType: 6,
        Name: 'Brasvärme AB',
        Address1: 'Storgatan 1',
        Address2: '',
        Address3: '',
        City: 'Göteborg',
        PostalCode: '411 01',
        Country: 'Sverige',
      },
    ]);
    expect(request.idempotencyKey).toBe(base.idempotencyKey);
  });

  it('sends an alternative address in Sweden with its phone and standard delivery', () => {
    const long = 'Sjövägen 4, ' + 'x'.repeat(100);
    const request = buildPlaceOrderRequest({
      ...base,
      values: { ...base.values, useAlternativeAddress: true, alternative: { ...alternative, address: long } },
    });
    expect(PlaceOrderRequest.safeParse(request).success).toBe(true);
    expect(request.inputs.ShippingInstructions).toBe(' ');
    expect(request.inputs.DeliveryNotificationPhone).toBe('070-123 45 67');
    expect(request).not.toHaveProperty('DeliveryAddressId');
    const address = request.addresses[0];
    expect(address).toMatchObject({ Name: 'Eva Berg', City: 'Kungsbacka', PostalCode: '434 30', Country: ALTERNATIVE_COUNTRY });
    expect(address?.Address1).toHaveLength(74);
    expect((address?.Address1 ?? '') + (address?.Address2 ?? '')).toBe(long);
  });

  it('sends standard and the configuration header for a config item', () => {
    const request = buildPlaceOrderRequest({
      ...base,
      items: [item(), item({ id: 'CFG', type: 'config', headerId: 'H-42', ruleset: 'Chimney', items: [{ bad: true }] })],
    });
    expect(PlaceOrderRequest.safeParse(request).success).toBe(true);
    expect(request.inputs.ShippingInstructions).toBe(' ');
    expect(request.inputs.HeaderId).toBe('H-42');
    // Parts of an unexpected shape are left out rather than failing the order.
    expect(request.cartItems[1]).not.toHaveProperty('items');
  });

  it('maps the failing field of a 400 to the form', () => {
    expect(formFieldForServerField('inputs.GoodsMark', false)).toBe('goodsMark');
    expect(formFieldForServerField('requestedDate', false)).toBe('requestedDate');
    expect(formFieldForServerField('inputs.ShippingInstructions', true)).toBe('deliveryType');
    expect(formFieldForServerField('addresses.0.PostalCode', true)).toBe('alternative.postalCode');
    expect(formFieldForServerField('addresses.0.Address2', true)).toBe('alternative.address');
    expect(formFieldForServerField('inputs.DeliveryNotificationPhone', true)).toBe('alternative.phone');
    expect(formFieldForServerField('addresses.0.PostalCode', false)).toBeNull();
    expect(formFieldForServerField('cartItems.0.id', true)).toBeNull();
    expect(formFieldForServerField(undefined, true)).toBeNull();
  });
});

describe('the confirmation', () => {
  const request = buildPlaceOrderRequest({
    values: form({ goodsMark: 'Svensson' }),
    items: [item({ id: 'A', price: 50, quantity: 2 }), item({ id: 'B', price: 300, quantity: 1 })],
    market: 'se',
    customerNumber: '10001',
    userName: undefined,
    contact,
    resellerAddress: ownAddress,
    idempotencyKey: '3f0e7a8e-8b1b-4c4e-9a55-5d3f4f6f7a10',
  });
  const confirmation = buildConfirmation({
    orderNumber: '500123',
    request,
    items: [item({ id: 'A', price: 50, quantity: 2 }), item({ id: 'B', price: 300, quantity: 1 })],
    freight: null,
    postalAddress: { name: 'Brasvärme i Göteborg AB', address1_line1: 'Box 12', address1_postalcode: '411 02', address1_city: 'Göteborg' },
  });

  it('holds the order, its addresses (the billing address under the company name), lines by price and totals', () => {
    expect(confirmation).toMatchObject({
      orderNumber: '500123',
      goodsMark: 'Svensson',
      deliveryType: ' ',
      itemSum: 400,
      shipping: 999,
      total: 1399,
      creditHold: null,
      waitingForApproval: false,
    });
    expect(confirmation.billingAddress).toEqual(['Brasvärme i Göteborg AB', 'Box 12', '411 02 Göteborg']);
    expect(confirmation.deliveryAddress).toEqual(['Brasvärme AB', 'Storgatan 1', '411 01 Göteborg', 'Sverige']);
    expect(confirmation.lines.map((l) => [l.id, l.lineTotal])).toEqual([
      ['B', 300],
      ['A', 100],
    ]);
  });

  it('keeps that the order waits for an approver, also across a reload', () => {
    const waiting = buildConfirmation({
      orderNumber: '500124',
      request,
      items: [item({ id: 'A', price: 50, quantity: 2 })],
      freight: 0,
      postalAddress: { name: 'Brasvärme i Göteborg AB', address1_line1: null, address1_postalcode: null, address1_city: null },
      waitingForApproval: true,
    });
    expect(waiting.waitingForApproval).toBe(true);
    expect(parseStoredConfirmation(JSON.parse(JSON.stringify(waiting)))?.waitingForApproval).toBe(true);
  });

  it('survives storage and rejects what is not one', () => {
    expect(parseStoredConfirmation(JSON.parse(JSON.stringify(confirmation)))).toEqual(confirmation);
    expect(parseStoredConfirmation(null)).toBeNull();
    expect(parseStoredConfirmation({ ...confirmation, lines: [{ id: 1 }] })).toBeNull();
    expect(parseStoredConfirmation({ ...confirmation, total: '1399' })).toBeNull();
  });
});

describe('a stored confirmation comes back', () => {
  const at = (type: string, url: string) => ({ type, name: url });
  it('after a reload of the checkout only', () => {
    expect(isReloadOf('/checkout', at('reload', 'http://localhost:3000/checkout'))).toBe(true);
    expect(isReloadOf('/checkout', at('reload', 'http://localhost:3000/checkout?x=1'))).toBe(true);
  });
  it('not after the portal was loaded at another address or at the checkout anew', () => {
    expect(isReloadOf('/checkout', at('navigate', 'http://localhost:3000/checkout'))).toBe(false);
    expect(isReloadOf('/checkout', at('back_forward', 'http://localhost:3000/checkout'))).toBe(false);
    expect(isReloadOf('/checkout', at('reload', 'http://localhost:3000/shop/product/TB-GP-GL1010'))).toBe(false);
    expect(isReloadOf('/checkout', at('reload', 'not an address'))).toBe(false);
    expect(isReloadOf('/checkout', undefined)).toBe(false);
  });
});
