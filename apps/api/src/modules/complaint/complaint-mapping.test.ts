import { describe, expect, it } from 'vitest';
import { REQUIRE_SERIAL_YES } from '@portal/contracts';
import type { DeliveredLineRow } from './complaint.repository.js';
import { shipmentOf, toOrder } from './complaint-mapping.js';

const row = (over: Partial<DeliveredLineRow>): DeliveredLineRow =>
  ({
    order_number: '412345',
    item_number: 'NF-100',
    description: 'Nordflam 100',
    line_sequence: 1,
    shipped_qty: 2,
    require_serial: true,
    serial_number: null,
    production_nbr: null,
    ...over,
  }) as DeliveredLineRow;

describe('toOrder', () => {
  it('counts an order line once however many serial numbers it has, and lists them under the article', () => {
    const order = toOrder([
      row({ serial_number: '1234567890', production_nbr: 'P1' }),
      row({ serial_number: '1234567891', production_nbr: null }),
      row({ line_sequence: 2, shipped_qty: 1, serial_number: '1234567892', production_nbr: 'P2' }),
    ]);
    expect(order.OrderNumber).toBe('412345');
    expect(order.Lines).toEqual([
      {
        ItemNumber: 'NF-100',
        Description: 'Nordflam 100',
        ShippedQty: 3,
        Require_Serial: REQUIRE_SERIAL_YES,
        SerialNbrs: [
          { SerialNumber: '1234567890', ProductionNbr: 'P1' },
          { SerialNumber: '1234567891', ProductionNbr: '' },
          { SerialNumber: '1234567892', ProductionNbr: 'P2' },
        ],
      },
    ]);
  });

  it('keeps articles apart and marks those without serial numbers', () => {
    const order = toOrder([
      row({}),
      row({ item_number: 'GL-1', description: 'Glass', line_sequence: 2, require_serial: false, shipped_qty: 4 }),
    ]);
    expect(order.Lines.map((l) => [l.ItemNumber, l.ShippedQty, l.Require_Serial, l.SerialNbrs.length])).toEqual([
      ['NF-100', 2, REQUIRE_SERIAL_YES, 0],
      ['GL-1', 4, '0', 0],
    ]);
  });

  it('answers an empty order for no rows', () => {
    expect(toOrder([])).toEqual({ OrderNumber: '', Lines: [] });
  });
});

describe('shipmentOf', () => {
  const order = { status: 60, promise_date: '2026-03-02', tracking_id: 'PN-1' };

  it('answers the day a dispatched or delivered order left the factory, and its tracking ID', () => {
    expect(shipmentOf(order)).toEqual({ deliveryDate: '2026-03-02', trackingId: 'PN-1' });
    expect(shipmentOf({ ...order, status: 40 })).toEqual({ deliveryDate: '2026-03-02', trackingId: 'PN-1' });
  });

  it('answers no date while the day is only promised, and nulls without an order', () => {
    expect(shipmentOf({ ...order, status: 30, tracking_id: null })).toEqual({ deliveryDate: null, trackingId: null });
    expect(shipmentOf(undefined)).toEqual({ deliveryDate: null, trackingId: null });
  });
});
