import { describe, expect, it } from 'vitest';
import { ACCESS_LEVELS } from '@portal/contracts/common';
import type { DealerActivityItem, StaffCustomerDetail, StaffUser } from '@portal/contracts/staff-dealer';
import { ApiError } from '@portal/ui/auth';
import { firstError } from '@portal/ui/form';
import { readFilters } from '../../lib/list-page-logic';
import {
  activeColor,
  activityLink,
  activityStatusKey,
  noteProblems,
  creditProblems,
  creditRequest,
  creditValues,
  DEALER_FIELD_ORDER,
  DEALER_FILTERS,
  dealerProblems,
  dealerFieldOrder,
  dealerRequest,
  dealerSaveError,
  dealerValues,
  deliveryLine,
  emptyDealer,
  INVITE_LEVELS,
  LEVEL_KEY,
  mayResendLink,
  newDeliveryAddress,
  priceListsFor,
  userName,
  userRefusalKey,
  userState,
  withoutAddress,
  withPrimary,
  type DealerValues,
} from './dealer-logic';

const stored: StaffCustomerDetail = {
  customerNumber: '10001',
  name: 'Brasvärme AB',
  market: 'se',
  currency: 'SEK',
  city: 'Göteborg',
  salesRep: 'Erik Ek',
  active: true,
  users: 2,
  priceListId: 'SE-2026',
  discountPercent: 12.5,
  salesRepId: '6f1b9e5e-1a36-4a8e-9d0e-6a4f3f1c2b10',
  phone: null,
  email: 'info@brasvarme.test',
  postal: { line1: 'Box 12', postalCode: '411 01', city: 'Göteborg' },
  visiting: { line1: null, postalCode: null, city: null },
  commonName: 'Brasvärme Göteborg',
  website: null,
  vatNumber: 'SE556123456701',
  paymentTermsDays: 30,
  invoiceEmail: null,
  orderBlocked: false,
  orderBlockReason: null,
  creditLimit: null,
  blockWhenOverdueDays: null,
  deliveryAddresses: [
    {
      id: '0b0c3c1e-7f3a-4d8e-9a51-2f7d8c1e4a10',
      name: 'Lager',
      line1: 'Hamnvägen 4',
      line2: null,
      postalCode: '411 02',
      city: 'Göteborg',
      country: 'SE',
      primary: true,
    },
  ],
  userList: [],
};

const valid = (over: Partial<DealerValues> = {}): DealerValues => ({
  ...emptyDealer(),
  customerNumber: '10002',
  name: 'Kaminhuset AB',
  postal: { line1: 'Storgatan 1', postalCode: '111 22', city: 'Stockholm' },
  ...over,
});

const user = (over: Partial<StaffUser> = {}): StaffUser => ({
  contactId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
  email: 'anna@brasvarme.test',
  firstName: 'Anna',
  lastName: 'Berg',
  phone: null,
  mobile: null,
  accessLevel: 'Reseller',
  active: true,
  hasPassword: true,
  invitation: null,
  ...over,
});

const from = (search: string) => {
  const params = new URLSearchParams(search);
  return (name: string) => params.get(name);
};

describe('the dealer list', () => {
  it('filters by market and by whether the dealer is active', () => {
    expect(readFilters(DEALER_FILTERS, from('market=fi&active=false'))).toEqual({ market: 'fi', active: 'false' });
    expect(readFilters(DEALER_FILTERS, from('market=xx&active=maybe'))).toEqual({});
  });

  it('shows active dealers in green and others in grey', () => {
    expect(activeColor(true)).toBe('green');
    expect(activeColor(false)).toBe('gray');
  });

  it('gives a delivery address on one line', () => {
    expect(deliveryLine({ line1: 'Hamnvägen 4', line2: null, postalCode: '411 02', city: 'Göteborg', country: 'SE' })).toBe(
      'Hamnvägen 4, 411 02 Göteborg, SE',
    );
    expect(deliveryLine({ line1: 'Hamnvägen 4', line2: 'Port 2', postalCode: '411 02', city: 'Göteborg', country: 'SE' })).toBe(
      'Hamnvägen 4, Port 2, 411 02 Göteborg, SE',
    );
  });
});

describe('the dealer form', () => {
  it('opens empty for a new dealer: Swedish and active', () => {
    expect(emptyDealer()).toMatchObject({ customerNumber: '', market: 'se', priceListId: null, discountPercent: 0, active: true });
  });

  it('holds a stored dealer with what is missing as empty text', () => {
    expect(dealerValues(stored)).toEqual({
      customerNumber: '10001',
      name: 'Brasvärme AB',
      market: 'se',
      priceListId: 'SE-2026',
      discountPercent: 12.5,
      salesRepId: '6f1b9e5e-1a36-4a8e-9d0e-6a4f3f1c2b10',
      phone: '',
      email: 'info@brasvarme.test',
      postal: { line1: 'Box 12', postalCode: '411 01', city: 'Göteborg' },
      visiting: { line1: '', postalCode: '', city: '' },
      active: true,
      commonName: 'Brasvärme Göteborg',
      website: '',
      vatNumber: 'SE556123456701',
      paymentTermsDays: 30,
      invoiceEmail: '',
      orderBlocked: false,
      orderBlockReason: '',
      deliveryAddresses: [{ ...stored.deliveryAddresses[0], key: stored.deliveryAddresses[0]!.id, line2: '' }],
    });
  });

  it('sends all but the customer number, which is fixed once created', () => {
    const request = dealerRequest(dealerValues(stored));
    expect(request).not.toHaveProperty('customerNumber');
    expect(request).toMatchObject({ name: 'Brasvärme AB', discountPercent: 12.5 });
    // The stored address goes back with its id, so the dealer's choice of it survives the edit.
    expect(request.deliveryAddresses).toEqual([
      {
        id: stored.deliveryAddresses[0]!.id,
        name: 'Lager',
        line1: 'Hamnvägen 4',
        line2: '',
        postalCode: '411 02',
        city: 'Göteborg',
        country: 'SE',
        primary: true,
      },
    ]);
  });

  it('sends no reason with a lifted block', () => {
    const lifted = dealerRequest({ ...dealerValues(stored), orderBlocked: false, orderBlockReason: 'Obetald faktura' });
    expect(lifted).toMatchObject({ orderBlocked: false, orderBlockReason: '' });
    expect(dealerProblems({ ...dealerValues(stored), orderBlocked: true, orderBlockReason: '' }, false)).toEqual({
      orderBlockReason: { key: 'form.required', values: { max: undefined } },
    });
  });

  it('keeps one primary delivery address as addresses are added, chosen and removed', () => {
    const first = newDeliveryAddress('no', true);
    const second = newDeliveryAddress('no', false);
    expect(first).toMatchObject({ country: 'NO', primary: true });
    expect(first.key).not.toBe(second.key);
    const chosen = withPrimary([first, second], second.key);
    expect(chosen.map((a) => a.primary)).toEqual([false, true]);
    // Removing the primary one hands the role to the first left.
    expect(withoutAddress(chosen, second.key)).toEqual([{ ...first, primary: true }]);
    expect(withoutAddress(chosen, first.key)).toEqual([{ ...second, primary: true }]);
  });

  it('words the VAT number, the primary address and the country by what is wrong with them', () => {
    const values = dealerValues(stored);
    const problems = dealerProblems(
      {
        ...values,
        market: 'de',
        vatNumber: 'SE556123456701',
        deliveryAddresses: [{ ...values.deliveryAddresses[0]!, primary: false, country: 'Sverige', postalCode: 'x' }],
      },
      false,
    );
    expect(problems).toEqual({
      vatNumber: { key: 'dealers.form.vat-refused', values: { example: 'DE812345679' } },
      deliveryAddresses: { key: 'dealers.form.one-primary' },
      'deliveryAddresses.0.country': { key: 'dealers.form.country-refused' },
    });
    const swedish = dealerProblems({ ...values, deliveryAddresses: [{ ...values.deliveryAddresses[0]!, postalCode: '4110' }] }, false);
    expect(swedish).toEqual({ 'deliveryAddresses.0.postalCode': { key: 'dealers.form.postal-code-refused' } });
    expect(firstError(dealerFieldOrder(1), problems)).toBe('vatNumber');
  });

  it('finds nothing wrong with a complete dealer', () => {
    expect(dealerProblems(valid(), true)).toEqual({});
    expect(dealerProblems(dealerValues(stored), false)).toEqual({});
  });

  it('checks a new dealer’s customer number, and only a new one’s', () => {
    expect(dealerProblems(valid({ customerNumber: '12' }), true)).toEqual({
      customerNumber: { key: 'form.other', values: { max: undefined } },
    });
    expect(dealerProblems(valid({ customerNumber: '12' }), false)).toEqual({});
  });

  it('words each problem by its kind, with the limit of a long text', () => {
    const problems = dealerProblems(
      valid({ name: '', email: 'not-an-address', visiting: { line1: 'x'.repeat(101), postalCode: '', city: '' } }),
      false,
    );
    expect(problems).toEqual({
      name: { key: 'form.required', values: { max: undefined } },
      email: { key: 'form.invalid-format', values: { max: undefined } },
      'visiting.line1': { key: 'form.too-long', values: { max: 100 } },
    });
    expect(firstError(DEALER_FIELD_ORDER, problems)).toBe('name');
  });

  it('offers the price lists of the market’s currency only', () => {
    const lists = [
      { id: 'SE-2026', name: 'Sverige 2026', currency: 'SEK' },
      { id: 'EU-2026', name: 'Euro 2026', currency: 'EUR' },
    ];
    expect(priceListsFor('se', lists).map((l) => l.id)).toEqual(['SE-2026']);
    expect(priceListsFor('de', lists).map((l) => l.id)).toEqual(['EU-2026']);
    expect(priceListsFor('no', lists)).toEqual([]);
  });

  it('puts the server’s refusal on the field it concerns', () => {
    expect(dealerSaveError(new ApiError(409, 'CUSTOMER_NUMBER_IN_USE', 'taken'))).toEqual({
      field: 'customerNumber',
      key: 'dealers.form.number-in-use',
    });
    expect(dealerSaveError(new ApiError(400, 'VALIDATION_FAILED', 'currency', 'priceListId'))).toEqual({
      field: 'priceListId',
      key: 'dealers.form.price-list-refused',
    });
    expect(dealerSaveError(new ApiError(400, 'VALIDATION_FAILED', 'bad', 'postal.city'))).toEqual({
      field: 'postal.city',
      key: 'form.other',
    });
  });

  it('leaves any other failure to the form as a whole', () => {
    expect(dealerSaveError(new ApiError(500, 'INTERNAL_ERROR', 'boom'))).toBeNull();
    expect(dealerSaveError(new ApiError(400, 'VALIDATION_FAILED', 'bad'))).toBeNull();
    expect(dealerSaveError(new Error('offline'))).toBeNull();
  });
});

describe('the dealer’s credit', () => {
  it('reads no limit and no block as unticked boxes, and sends them as null with the stored payment terms', () => {
    const values = creditValues(stored);
    expect(values).toEqual({ limited: false, creditLimit: '', blocks: false, blockWhenOverdueDays: '' });
    expect(creditRequest(values, 30)).toEqual({ creditLimit: null, paymentTermsDays: 30, blockWhenOverdueDays: null });
    expect(creditRequest({ limited: true, creditLimit: 50000, blocks: true, blockWhenOverdueDays: 14 }, 45)).toEqual({
      creditLimit: 50000,
      paymentTermsDays: 45,
      blockWhenOverdueDays: 14,
    });
    expect(creditValues({ creditLimit: 0, blockWhenOverdueDays: 0 })).toEqual({
      limited: true,
      creditLimit: 0,
      blocks: true,
      blockWhenOverdueDays: 0,
    });
  });

  it('wants a number in a ticked box, and one the contract takes', () => {
    expect(creditProblems({ limited: true, creditLimit: '', blocks: true, blockWhenOverdueDays: '' }, 30)).toEqual({
      creditLimit: { key: 'form.required' },
      blockWhenOverdueDays: { key: 'form.required' },
    });
    expect(creditProblems({ limited: true, creditLimit: 10.005, blocks: true, blockWhenOverdueDays: 400 }, 30)).toEqual({
      creditLimit: { key: 'dealers.credit.invalid' },
      blockWhenOverdueDays: { key: 'dealers.credit.invalid' },
    });
    expect(creditProblems({ limited: false, creditLimit: '', blocks: false, blockWhenOverdueDays: '' }, 30)).toEqual({});
  });
});

describe('a dealer’s users', () => {
  it('are named by first and last name', () => {
    expect(userName({ firstName: 'Anna', lastName: 'Berg' })).toBe('Anna Berg');
    expect(userName({ firstName: 'Anna', lastName: '' })).toBe('Anna');
  });

  it('name every access level, and invite to all but none', () => {
    expect(Object.keys(LEVEL_KEY).sort()).toEqual([...ACCESS_LEVELS].sort());
    expect(INVITE_LEVELS).not.toContain('none');
    expect(INVITE_LEVELS).toHaveLength(ACCESS_LEVELS.length - 1);
  });

  it('stand where their account stands', () => {
    expect(userState(user())).toEqual({ color: 'green', key: 'dealers.users.active' });
    expect(userState(user({ active: false }))).toEqual({ color: 'gray', key: 'dealers.users.inactive' });
    expect(userState(user({ accessLevel: 'none' }))).toEqual({ color: 'gray', key: 'dealers.users.no-access' });
  });

  it('are invited until the link expires, and then need a new one', () => {
    const invited = user({ hasPassword: false, invitation: { expiresAt: '2026-03-09T10:00:00.000Z', expired: false } });
    expect(userState(invited)).toEqual({ color: 'blue', key: 'dealers.users.invited', invitedUntil: '2026-03-09T10:00:00.000Z' });
    expect(userState({ ...invited, invitation: { expiresAt: '2026-03-01T10:00:00.000Z', expired: true } })).toEqual({
      color: 'orange',
      key: 'dealers.users.link-expired',
    });
    expect(userState(user({ hasPassword: false }))).toEqual({ color: 'orange', key: 'dealers.users.link-expired' });
  });

  it('get a new link while active and without a password', () => {
    expect(mayResendLink({ active: true, hasPassword: false })).toBe(true);
    expect(mayResendLink({ active: true, hasPassword: true })).toBe(false);
    expect(mayResendLink({ active: false, hasPassword: false })).toBe(false);
  });

  it('keep the dealer’s last administrator', () => {
    expect(userRefusalKey(new ApiError(409, 'LAST_ADMIN', 'last'))).toBe('dealers.users.last-admin');
    expect(userRefusalKey(new Error('offline'))).toBe('dealers.users.failed');
  });
});

describe("the dealer's activity", () => {
  const item = (kind: DealerActivityItem['kind'], id: string, status: string | null = null) => ({ kind, id, title: id, status });

  it('opens each record where it lives; a sign-in and a note open nothing', () => {
    expect(activityLink(item('order', '100123'))).toBe('/orders/100123');
    expect(activityLink(item('complaint', '0b8e3c52-8a4e-4f0c-9a44-6c1f2b7f4d10'))).toBe(
      '/complaints/0b8e3c52-8a4e-4f0c-9a44-6c1f2b7f4d10',
    );
    expect(activityLink(item('invoice', '7000123'))).toBe('/invoices?search=7000123');
    expect(activityLink(item('mail', 'a/b'))).toBe('/mail/a%2Fb');
    expect(activityLink(item('sign-in', '17'))).toBeNull();
    expect(activityLink(item('note', 'n1'))).toBeNull();
  });

  it('words an order’s and a complaint’s status and a message’s delivery, nothing else', () => {
    expect(activityStatusKey(item('order', '1', '20'))).toBe('order-desk.status.20');
    expect(activityStatusKey(item('complaint', '1', '3'))).toBe('complaints.status.3');
    expect(activityStatusKey(item('mail', '1', 'dead'))).toBe('mail.state.dead');
    expect(activityStatusKey(item('invoice', '1', 'invoice'))).toBeNull();
    expect(activityStatusKey(item('order', '1'))).toBeNull();
  });

  it('asks for a note’s text and keeps it to 4,000 characters', () => {
    expect(noteProblems({ text: '  ' })).toEqual({ text: { key: 'form.required', values: { max: undefined } } });
    expect(noteProblems({ text: 'x'.repeat(4001) })).toMatchObject({ text: { key: 'form.too-long' } });
    expect(noteProblems({ text: 'Called about the campaign' })).toEqual({});
  });
});
