/**
 * The start page's rules as pure functions: which queues it shows, the list each opens, and how
 * a queue's count reads.
 */
import { COMPLAINT_STATUS } from '@portal/contracts/complaint';
import type { Language } from '@portal/contracts/languages';
import { ORDER_STATUS } from '@portal/contracts/order';
import { COMPLAINT_WAITING_DAYS, QUEUE_COUNT_CAP, type StaffQueuesResponse } from '@portal/contracts/staff-order';
import { countText as counted } from '../../lib/list-page-logic';

/** Each queue with the list it opens; a queue the roles do not cover is null and not shown. */
export const QUEUES: { key: keyof StaffQueuesResponse; to: string }[] = [
  { key: 'newComplaints', to: `/complaints?status=${COMPLAINT_STATUS.Registered}` },
  {
    key: 'complaintsWaiting',
    to: `/complaints?status=${COMPLAINT_STATUS.WaitingForDetails}&inStatusOverDays=${COMPLAINT_WAITING_DAYS}`,
  },
  // The complaints whose status's time limit ends today, and those past it, the most urgent first.
  { key: 'complaintsOverdue', to: '/complaints?timeLimit=overdue&sort=statusSince:asc' },
  { key: 'complaintsDue', to: '/complaints?timeLimit=due&sort=statusSince:asc' },
  { key: 'ordersToConfirm', to: `/orders?status=${ORDER_STATUS.received}` },
  { key: 'ordersLate', to: '/orders?late=true' },
  { key: 'creditHolds', to: '/credit-holds' },
  { key: 'overdueInvoices', to: '/invoices?state=overdue' },
  // Quote requests past their answer time, the longest waiting first.
  { key: 'quotesOverdue', to: '/quotes?overdue=true&sort=requestedAt:asc' },
];

/** The messages the portal gave up sending, counted through the outbox's own list (only for the roles that may read it). */
export const UNDELIVERED_MAIL = { state: 'dead', page: 1, pageSize: 10 } as const;

export type QueueCard = { key: string; to: string; count: number; capped: boolean };

/**
 * The cards in their order: the queues the roles cover, then the undelivered mail once its list
 * answers. The queues are counted up to a cap; the mail in full.
 */
export function queueCards(queues: StaffQueuesResponse | undefined, undeliveredMail: number | null): QueueCard[] {
  return [
    ...QUEUES.filter((q) => queues?.[q.key] !== null).map((q) => ({ key: q.key, to: q.to, count: queues?.[q.key] ?? 0, capped: true })),
    ...(undeliveredMail === null ? [] : [{ key: 'undeliveredMail', to: '/mail?state=dead', count: undeliveredMail, capped: false }]),
  ];
}

/** A card's count; at the cap a queue holds at least that many, which the count says with a plus. */
export const countText = (card: Pick<QueueCard, 'count' | 'capped'>, language: Language) =>
  counted(card.count, card.capped && card.count >= QUEUE_COUNT_CAP, language);
