import { describe, expect, it } from 'vitest';
import { COMPLAINT_STATUS } from '@portal/contracts/complaint';
import { QUEUE_COUNT_CAP, type StaffQueuesResponse } from '@portal/contracts/staff-order';
import { alertLink } from '../../components/quality-alerts';
import { countText, queueCards, QUEUES, UNDELIVERED_MAIL } from './start-logic';

const everyQueue: StaffQueuesResponse = {
  newComplaints: 3,
  complaintsWaiting: 1,
  complaintsDue: 4,
  complaintsOverdue: 6,
  ordersToConfirm: 0,
  ordersLate: 2,
  overdueInvoices: 5,
  quotesOverdue: 2,
  creditHolds: 7,
};

describe('the start page’s queues', () => {
  it('each open their list filtered as the queue counts', () => {
    expect(Object.fromEntries(QUEUES.map((q) => [q.key, q.to]))).toEqual({
      newComplaints: `/complaints?status=${COMPLAINT_STATUS.Registered}`,
      complaintsWaiting: `/complaints?status=${COMPLAINT_STATUS.WaitingForDetails}&inStatusOverDays=7`,
      complaintsOverdue: '/complaints?timeLimit=overdue&sort=statusSince:asc',
      complaintsDue: '/complaints?timeLimit=due&sort=statusSince:asc',
      ordersToConfirm: '/orders?status=10',
      ordersLate: '/orders?late=true',
      creditHolds: '/credit-holds',
      overdueInvoices: '/invoices?state=overdue',
      quotesOverdue: '/quotes?overdue=true&sort=requestedAt:asc',
    });
  });

  it('show every queue the roles cover, in their order, empty ones too', () => {
    expect(queueCards(everyQueue, null).map((c) => [c.key, c.count])).toEqual([
      ['newComplaints', 3],
      ['complaintsWaiting', 1],
      ['complaintsOverdue', 6],
      ['complaintsDue', 4],
      ['ordersToConfirm', 0],
      ['ordersLate', 2],
      ['creditHolds', 7],
      ['overdueInvoices', 5],
      ['quotesOverdue', 2],
    ]);
  });

  it('leave out the queues the roles do not cover', () => {
    const marketing = {
      newComplaints: null,
      complaintsWaiting: null,
      complaintsDue: null,
      complaintsOverdue: null,
      ordersToConfirm: null,
      ordersLate: null,
      overdueInvoices: 4,
      quotesOverdue: null,
      creditHolds: null,
    };
    expect(queueCards(marketing, null).map((c) => c.key)).toEqual(['overdueInvoices']);
  });

  it('add the undelivered mail last, counted in full, once its list answers', () => {
    const cards = queueCards(everyQueue, 12);
    expect(cards).toHaveLength(10);
    expect(cards.at(-1)).toEqual({ key: 'undeliveredMail', to: '/mail?state=dead', count: 12, capped: false });
    expect(cards.slice(0, 9).every((c) => c.capped)).toBe(true);
  });

  it('count the mail given up on through the outbox list', () => {
    expect(UNDELIVERED_MAIL).toEqual({ state: 'dead', page: 1, pageSize: 10 });
  });
});

describe('a queue’s count', () => {
  it('is the number in the language’s way', () => {
    expect(countText({ count: 999, capped: true }, 'en')).toBe('999');
    expect(countText({ count: 1234, capped: false }, 'en')).toBe('1,234');
  });

  it('says with a plus that a capped queue holds at least that many', () => {
    expect(countText({ count: QUEUE_COUNT_CAP, capped: true }, 'en')).toBe('1,000+');
    expect(countText({ count: QUEUE_COUNT_CAP, capped: false }, 'en')).toBe('1,000');
  });
});

describe('the quality alert', () => {
  it('opens the complaints of the series from the first of its 30 days', () => {
    expect(alertLink({ series: 'Aura Plus', since: '2026-10-30' })).toBe('/complaints?series=Aura+Plus&from=2026-10-30');
  });
});
