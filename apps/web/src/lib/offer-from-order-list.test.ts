import { describe, expect, it } from 'vitest';
import { offerStartFromOrderList, orderListStartOf } from './offer-from-order-list';

describe('an offer made from a saved cart', () => {
  const list = {
    list: { id: '6f1c2a52-8d7e-4a51-9d3c-2f0b8f1e6a01', name: 'Villa Ek' },
    lines: [
      { id: 'TB-1', type: 'product', title: 'Golvplåt', price: 1200, quantity: 2, unavailable: null },
      { id: 'H-9', type: 'config', title: 'Kamin Oslo 5', price: 18000, quantity: 1, unavailable: null },
      { id: 'TB-2', type: 'product', title: 'Rökrör', price: null, quantity: 3, unavailable: 'not-orderable' },
    ],
  };

  it('takes the lines that can be ordered now, at their net prices, configured products too', () => {
    expect(offerStartFromOrderList(list)).toEqual({
      id: list.list.id,
      name: 'Villa Ek',
      lines: [
        { id: 'TB-1', type: 'product', title: 'Golvplåt', price: 1200, quantity: 2 },
        { id: 'H-9', type: 'config', title: 'Kamin Oslo 5', price: 18000, quantity: 1 },
      ],
    });
  });

  it('reads the list back from the page history entry, and nothing from another state', () => {
    const start = offerStartFromOrderList(list);
    expect(orderListStartOf({ fromOrderList: start })).toEqual(start);
    expect(orderListStartOf({ configured: [] })).toBeNull();
    expect(orderListStartOf(null)).toBeNull();
  });
});
