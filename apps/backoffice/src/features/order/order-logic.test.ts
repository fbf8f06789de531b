import { describe, expect, it } from 'vitest';
import { DELIVERY_TYPES, ORDER_STATUS } from '@portal/contracts/order';
import type { StaffOrderDetail, StaffOrderLine } from '@portal/contracts/staff-order';
import { ApiError } from '@portal/ui/auth';
import { readFilters } from '../../lib/list-page-logic';
import {
  allowedSteps,
  deliveryAddressLine,
  deliveryTypeKey,
  editableLines,
  historyText,
  linesRequest,
  openLines,
  shipmentRequest,
  invoiceColor,
  ORDER_FILTERS,
  ORDER_STATUSES,
  promiseWeekLabel,
  serialLines,
  stepProblems,
  stepRefusal,
  stepRequest,
  stepValues,
  weekFromNow,
  type StepValues,
  bulkStepProblems,
  bulkStepRequest,
  bulkStepValues,
} from './order-logic';

const line = (over: Partial<StaffOrderLine> = {}): StaffOrderLine => ({
  lineSequence: 1,
  itemNumber: 'KS-100',
  description: 'Aska 5',
  quantity: 1,
  shippedQuantity: 0,
  price: 100,
  discount: 0,
  netAmount: 100,
  requiresSerial: false,
  serialNumbers: [],
  configHeaderId: null,
  ...over,
});

const address: StaffOrderDetail['deliveryAddress'] = {
  name: 'Brasvärme AB',
  lines: ['Storgatan 1', 'Port 2'],
  postalCode: '411 01',
  city: 'Göteborg',
  country: 'se',
};

const values = (over: Partial<StepValues> = {}): StepValues => ({
  promiseWeek: '2026-W50',
  carrier: 'DHL',
  trackingId: 'JD0001',
  trackingUrl: '',
  reason: '',
  messageToDealer: '',
  serials: {},
  ...over,
});

const from = (search: string) => {
  const params = new URLSearchParams(search);
  return (name: string) => params.get(name);
};

describe('the queue', () => {
  it('filters by every status in the order an order passes them, credit hold before received', () => {
    expect(ORDER_STATUSES).toEqual([8, 10, 20, 30, 40, 60, 90]);
  });

  it('reads the start page’s links: orders to confirm and late orders', () => {
    expect(readFilters(ORDER_FILTERS, from('status=10'))).toEqual({ status: ORDER_STATUS.received });
    expect(readFilters(ORDER_FILTERS, from('late=true'))).toEqual({ late: 'true' });
  });

  it('leaves out a switch that is off and a market it does not know', () => {
    expect(readFilters(ORDER_FILTERS, from('late=false&market=us'))).toEqual({});
    expect(readFilters(ORDER_FILTERS, from('market=de'))).toEqual({ market: 'de' });
  });
});

describe('an order’s facts', () => {
  it('give the promised week, or a dash before it is promised', () => {
    expect(promiseWeekLabel('2026-12-07')).toBe('2026-W50');
    expect(promiseWeekLabel('2026-12-31')).toBe('2026-W53');
    expect(promiseWeekLabel(null)).toBe('–');
  });

  it('give the delivery address on one line, its country in capitals', () => {
    expect(deliveryAddressLine(address)).toBe('Brasvärme AB, Storgatan 1, Port 2, 411 01 Göteborg, SE');
  });

  it('leave out what the address lacks', () => {
    expect(deliveryAddressLine({ name: null, lines: ['Storgatan 1'], postalCode: null, city: 'Göteborg', country: null })).toBe(
      'Storgatan 1, Göteborg',
    );
    expect(deliveryAddressLine({ name: null, lines: [], postalCode: null, city: null, country: null })).toBe('');
  });

  it('name the delivery type', () => {
    expect(deliveryTypeKey(DELIVERY_TYPES.coDelivery)).toBe('order-desk.detail.co-delivery');
    expect(deliveryTypeKey(DELIVERY_TYPES.standard)).toBe('order-desk.detail.standard');
  });

  it('name a step of the history by the status it moved to, else by its action', () => {
    expect(historyText({ action: 'order.status', after: { status: 40 } })).toEqual({
      key: 'order-desk.status.40',
      fallback: 'order.status',
    });
    expect(historyText({ action: 'order.lines', after: null })).toEqual({ key: 'order-desk.action.order.lines', fallback: 'order.lines' });
  });

  it('colour the invoice by whether it is paid', () => {
    const invoice = {
      invoiceNumber: '5001',
      invoiceDate: '2026-03-01',
      dueDate: '2026-03-31',
      total: 1250,
      currency: 'SEK',
      paidDate: null,
      paymentStatus: 1 as const,
    };
    expect(invoiceColor(invoice)).toBe('blue');
    expect(invoiceColor({ ...invoice, paidDate: '2026-03-20', paymentStatus: 3 })).toBe('green');
  });
});

describe('the steps an order allows', () => {
  it('are those the server lists', () => {
    expect(allowedSteps({ nextStatuses: [ORDER_STATUS.confirmed, ORDER_STATUS.cancelled] })).toEqual({
      none: false,
      confirm: true,
      produce: false,
      dispatch: false,
      deliver: false,
      cancel: true,
    });
    expect(allowedSteps({ nextStatuses: [ORDER_STATUS.delivered] })).toMatchObject({ deliver: true, cancel: false });
  });

  it('are none for a delivered or cancelled order', () => {
    expect(allowedSteps({ nextStatuses: [] })).toEqual({
      none: true,
      confirm: false,
      produce: false,
      dispatch: false,
      deliver: false,
      cancel: false,
    });
  });
});

describe('the steps’ form', () => {
  const order = {
    lines: [
      line({ lineSequence: 1, requiresSerial: true, quantity: 2 }),
      line({ lineSequence: 2 }),
      line({ lineSequence: 3, requiresSerial: true, quantity: 1 }),
    ],
  };

  it('asks for serial numbers only of the lines that need them', () => {
    expect(serialLines(order).map((l) => l.lineSequence)).toEqual([1, 3]);
  });

  it('opens with dispatch promised two weeks ahead and a field per unit', () => {
    const opened = stepValues(order, new Date('2026-11-25T10:00:00Z'));
    expect(opened.promiseWeek).toBe('2026-W50');
    expect(opened.serials).toEqual({ '1': ['', ''], '3': [''] });
    expect([opened.carrier, opened.trackingId, opened.trackingUrl, opened.reason]).toEqual(['', '', '', '']);
  });

  it('counts weeks ahead across the new year', () => {
    expect(weekFromNow(new Date('2026-12-24T12:00:00Z'), 2)).toBe('2027-W01');
    expect(weekFromNow(new Date('2026-12-24T12:00:00Z'), 0)).toBe('2026-W52');
  });
});

describe('what a step sends', () => {
  it('confirming: the promised week, trimmed', () => {
    expect(stepRequest(ORDER_STATUS.confirmed, values({ promiseWeek: ' 2026-W50 ' }))).toEqual({ status: 20, promiseWeek: '2026-W50' });
  });

  it('into production and delivering: the status alone', () => {
    expect(stepRequest(ORDER_STATUS.inProduction, values())).toEqual({ status: 30 });
    expect(stepRequest(ORDER_STATUS.delivered, values())).toEqual({ status: 60 });
  });

  it('dispatching: carrier, tracking and the serial numbers typed, without empty ones', () => {
    const request = stepRequest(
      ORDER_STATUS.dispatched,
      values({ trackingUrl: ' https://track.example/JD0001 ', serials: { '1': [' 1234567890 ', ''], '3': [''] } }),
    );
    expect(request).toEqual({
      status: 40,
      carrier: 'DHL',
      trackingId: 'JD0001',
      trackingUrl: 'https://track.example/JD0001',
      serials: [{ lineSequence: 1, serialNumbers: ['1234567890'] }],
    });
  });

  it('dispatching without a tracking address leaves it out', () => {
    expect(stepRequest(ORDER_STATUS.dispatched, values({ trackingUrl: '  ' }))).toEqual({
      status: 40,
      carrier: 'DHL',
      trackingId: 'JD0001',
      serials: [],
    });
  });

  it('cancelling: the reason', () => {
    expect(stepRequest(ORDER_STATUS.cancelled, values({ reason: 'Ordered twice' }))).toEqual({ status: 90, reason: 'Ordered twice' });
    // A message to the dealer goes only when one is written.
    expect(stepRequest(ORDER_STATUS.cancelled, values({ reason: 'Ordered twice', messageToDealer: '  ' }))).toEqual({
      status: 90,
      reason: 'Ordered twice',
    });
    expect(stepRequest(ORDER_STATUS.cancelled, values({ reason: 'Ordered twice', messageToDealer: ' You ordered this twice. ' }))).toEqual({
      status: 90,
      reason: 'Ordered twice',
      messageToDealer: 'You ordered this twice.',
    });
  });
});

describe('what is wrong with a step', () => {
  it('confirming needs a week that exists', () => {
    // An empty week is no week either: the contract's week rule speaks first.
    expect(stepProblems(stepRequest(ORDER_STATUS.confirmed, values({ promiseWeek: '' })))).toEqual({
      promiseWeek: { key: 'order-desk.validation.other' },
    });
    expect(stepProblems(stepRequest(ORDER_STATUS.confirmed, values({ promiseWeek: '2026-W54' })))).toEqual({
      promiseWeek: { key: 'order-desk.validation.other' },
    });
    expect(stepProblems(stepRequest(ORDER_STATUS.confirmed, values()))).toEqual({});
  });

  it('dispatching needs carrier and tracking id', () => {
    expect(stepProblems(stepRequest(ORDER_STATUS.dispatched, values({ carrier: '', trackingId: ' ' })))).toEqual({
      carrier: { key: 'order-desk.validation.required' },
      trackingId: { key: 'order-desk.validation.required' },
    });
  });

  it('dispatching shows every wrong serial number under the serial numbers', () => {
    expect(stepProblems(stepRequest(ORDER_STATUS.dispatched, values({ serials: { '1': ['12345'], '3': ['abc'] } })))).toEqual({
      serials: { key: 'order-desk.validation.serials' },
    });
    expect(stepProblems(stepRequest(ORDER_STATUS.dispatched, values({ serials: { '1': ['12345678901234'] } })))).toEqual({});
  });

  it('cancelling needs a reason of at most the contract’s length', () => {
    expect(stepProblems(stepRequest(ORDER_STATUS.cancelled, values({ reason: '' })))).toEqual({
      reason: { key: 'order-desk.validation.required' },
    });
    expect(stepProblems(stepRequest(ORDER_STATUS.cancelled, values({ reason: 'x'.repeat(501) })))).toEqual({
      reason: { key: 'order-desk.validation.too-long' },
    });
  });
});

describe('a refused step', () => {
  it('shows the server’s words on the field it names', () => {
    expect(stepRefusal(new ApiError(400, 'VALIDATION_FAILED', 'expected an ISO week', 'promiseWeek'))).toEqual({
      field: 'promiseWeek',
      text: 'expected an ISO week',
    });
    expect(stepRefusal(new ApiError(400, 'VALIDATION_FAILED', 'expected 10 or 14 digits', 'serials.0.serialNumbers.1'))).toEqual({
      field: 'serials',
      text: 'expected 10 or 14 digits',
    });
  });

  it('shows a serial number in use under the serial numbers', () => {
    expect(stepRefusal(new ApiError(409, 'SERIAL_NUMBER_IN_USE', 'in use'))).toEqual({
      field: 'serials',
      key: 'order-desk.validation.serial-in-use',
    });
  });

  it('says when the step is no longer allowed, or that it failed', () => {
    expect(stepRefusal(new ApiError(409, 'STATUS_TRANSITION_NOT_ALLOWED', 'no'))).toEqual({ notice: 'order-desk.refused' });
    expect(stepRefusal(new ApiError(500, 'INTERNAL_ERROR', 'boom'))).toEqual({ notice: 'order-desk.failed' });
    expect(stepRefusal(new Error('offline'))).toEqual({ notice: 'order-desk.failed' });
  });
});

describe('changing and dispatching an order in parts', () => {
  it('offer the own article lines for change and send those with a quantity', () => {
    const lines = editableLines({
      lines: [
        line(),
        line({ lineSequence: 2, itemNumber: 'PART', configHeaderId: 'H1' }),
        line({ lineSequence: 3, itemNumber: 'B', shippedQuantity: 1 }),
      ],
    });
    expect(lines.map((l) => [l.itemNumber, l.shipped])).toEqual([
      ['KS-100', 0],
      ['B', 1],
    ]);
    expect(
      linesRequest(
        [
          { ...lines[0]!, quantity: 0 },
          { ...lines[1]!, quantity: 3 },
          { itemNumber: 'NEW', description: '', quantity: '', shipped: 0 },
        ],
        true,
      ),
    ).toEqual({
      lines: [{ itemNumber: 'B', quantity: 3 }],
      keepPrices: true,
    });
  });

  it('dispatch what is chosen of what is open, serial numbers one a line, the backorder week when given', () => {
    const open = openLines({
      lines: [line({ quantity: 3, shippedQuantity: 1 }), line({ lineSequence: 2, itemNumber: 'B', quantity: 1, shippedQuantity: 1 })],
    });
    expect(open.map((l) => [l.itemNumber, l.open])).toEqual([['KS-100', 2]]);
    expect(
      shipmentRequest(open, [2], {
        carrier: ' DHL ',
        trackingId: 'JD1',
        trackingUrl: '',
        serialNumbers: '1000000001\n1000000002',
        backorderWeek: '',
      }),
    ).toEqual({
      lines: [{ itemNumber: 'KS-100', quantity: 2 }],
      carrier: 'DHL',
      trackingId: 'JD1',
      serialNumbers: ['1000000001', '1000000002'],
    });
    expect(
      shipmentRequest(open, [0], { carrier: 'DHL', trackingId: 'JD1', trackingUrl: '', serialNumbers: '', backorderWeek: '2026-W50' }),
    ).toEqual({
      lines: [],
      carrier: 'DHL',
      trackingId: 'JD1',
      backorderWeek: '2026-W50',
    });
  });
});

describe('bulk moves', () => {
  const values = bulkStepValues(new Date('2026-03-02T12:00:00Z'));

  it('sends the orders with only what the step needs, as the single move sends it', () => {
    expect(values).toMatchObject({ status: ORDER_STATUS.confirmed, promiseWeek: '2026-W12' });
    expect(bulkStepRequest(['1', '2'], { ...values, reason: 'not sent' })).toEqual({
      orderNumbers: ['1', '2'],
      status: ORDER_STATUS.confirmed,
      promiseWeek: '2026-W12',
    });
    expect(bulkStepRequest(['1'], { ...values, status: ORDER_STATUS.inProduction })).toEqual({
      orderNumbers: ['1'],
      status: ORDER_STATUS.inProduction,
    });
    expect(bulkStepRequest(['1'], { ...values, status: ORDER_STATUS.cancelled, reason: 'Twice', messageToDealer: ' ' })).toEqual({
      orderNumbers: ['1'],
      status: ORDER_STATUS.cancelled,
      reason: 'Twice',
    });
  });

  it('asks for the week to confirm and the reason to cancel before anything is sent', () => {
    expect(Object.keys(bulkStepProblems(bulkStepRequest(['1'], { ...values, promiseWeek: '' })))).toEqual(['promiseWeek']);
    expect(Object.keys(bulkStepProblems(bulkStepRequest(['1'], { ...values, status: ORDER_STATUS.cancelled })))).toEqual(['reason']);
    expect(bulkStepProblems(bulkStepRequest(['1'], values))).toEqual({});
  });
});
