import type { Kysely } from 'kysely';
import type { OrderChange } from '@portal/contracts/order-page';
import type { DB, OutboxAttachmentRef } from './db/schema.js';

/**
 * The messages port: a module tells of a change by handing a message to `notify` with the
 * transaction of that change, so both land or neither. The mail module implements it (its outbox
 * and worker); modules know only this shape.
 */

/**
 * What each message tells, as it was when the change was made. The outbox keeps this data and
 * the worker writes the message from it in the recipient's language, so a message says what
 * happened then, whatever happens to the order or complaint afterwards.
 */
export type OrderLineData = { itemNumber: string; description: string; quantity: number; unitPrice: number; amount: number };

export type MessageData =
  | {
      kind: 'order-confirmation';
      orderNumber: string;
      orderDate: string;
      orderMark: string | null;
      currency: string;
      lines: OrderLineData[];
      itemSum: number;
      freight: number;
      total: number;
      deliveryAddress: string[];
      billingAddress: string[];
      deliveryType: string;
      requestedDate: string | null;
      promiseDate: string | null;
    }
  | { kind: 'order-confirmed'; orderNumber: string; orderMark: string | null; promiseWeek: string }
  | {
      kind: 'order-dispatched';
      orderNumber: string;
      orderMark: string | null;
      carrier: string;
      trackingId: string;
      trackingUrl: string | null;
    }
  /** The reason for cancelling stays with staff; `message` is what staff chose to write to the dealer, if anything. */
  | { kind: 'order-cancelled'; orderNumber: string; orderMark: string | null; message: string | null }
  /** Staff changed the order's lines or delivery: what changed, as the order's history keeps it. */
  | { kind: 'order-changed'; orderNumber: string; orderMark: string | null; change: Omit<OrderChange, 'at'> }
  /** An order placed on credit hold, and why: beyond the available credit, or overdue invoices block orders. */
  | {
      kind: 'order-credit-hold';
      orderNumber: string;
      orderMark: string | null;
      reason: 'limit' | 'overdue';
      orderTotal: number;
      available: number | null;
      currency: string;
    }
  | { kind: 'complaint-received'; caseNumber: string; incidentId: string; orderNumber: string | null }
  | {
      kind: 'complaint-updated';
      caseNumber: string;
      incidentId: string;
      /** The portal's status name (registered, ongoing, waiting, completed), when it changed. */
      status: string | null;
      reply: string | null;
      staffName: string | null;
    }
  | {
      kind: 'invoice-issued';
      invoiceNumber: string;
      orderNumber: string | null;
      invoiceDate: string;
      dueDate: string;
      total: number;
      currency: string;
    }
  | { kind: 'invitation'; link: string; companyName: string | null; expiresAt: string }
  /** Someone was invited with an address that already signs in: its owner is told, the inviter is not. */
  | { kind: 'invitation-in-use'; companyName: string | null }
  | { kind: 'password-reset'; link: string; expiresAt: string }
  | { kind: 'email-change-confirm'; link: string; newEmail: string; expiresAt: string }
  | { kind: 'email-change-notice'; newEmail: string }
  | { kind: 'email-change-in-use' }
  | { kind: 'sign-in-locked'; minutes: number }
  /** To sales administration: a dealer asks for a project quote, or asks again with a changed request (revision > 1). */
  | {
      kind: 'quote-requested';
      quoteId: string;
      number: string;
      projectName: string;
      customerName: string;
      revision: number;
      message: string | null;
    }
  /** To the dealer's user who asked: the quote is priced and sent. */
  | {
      kind: 'quote-sent';
      quoteId: string;
      number: string;
      projectName: string;
      validUntil: string;
      currency: string;
      total: number;
      message: string | null;
      staffName: string;
    }
  /** To sales administration: the dealer accepted the quote (an order), called off part of it, or declined it. */
  | {
      kind: 'quote-answered';
      quoteId: string;
      number: string;
      projectName: string;
      customerName: string;
      answer: 'accepted' | 'called-off' | 'declined';
      orderNumber: string | null;
      message: string | null;
    }
  /** To a dealer's approvers: a colleague's order above the limit (null: every order) waits for them. */
  | {
      kind: 'approval-requested';
      orderNumber: string;
      orderMark: string | null;
      requestedBy: string;
      currency: string;
      itemSum: number;
      limit: number | null;
    }
  /** To the orderer: an approver approved (the order goes to the manufacturer) or rejected it with a reason. */
  | { kind: 'approval-decided'; orderNumber: string; orderMark: string | null; approved: boolean; decidedBy: string; reason: string | null }
  /**
   * To a staff member: the weekly e-mail of an insight dashboard, its table as it stood when written. A money
   * column is in `currency`; a month is 'YYYY-MM'; `path` is the dashboard's address with its filters.
   */
  | {
      kind: 'insight-weekly';
      dashboard: 'sales' | 'delivery' | 'quality' | 'use';
      path: string;
      facts: { label: InsightMailFact; value: string }[];
      columns: { label: InsightMailColumn; format: 'text' | 'month' | 'money' | 'number' | 'percent' }[];
      rows: (string | number | null)[][];
      currency: string | null;
    }
  /** To back-office admins: a webhook endpoint failed every delivery for `hours` and was turned off. */
  | { kind: 'webhook-disabled'; url: string; description: string; failingSince: string; hours: number }
  /**
   * A dealer's offer to its own end customer, with its PDF: written in the dealer's name (`sender`),
   * replies going to the dealer's user, never the manufacturer's signature.
   */
  | {
      kind: 'offer';
      offerNumber: string;
      validUntil: string;
      totalInclVat: number;
      currency: string;
      message: string | null;
      sender: { name: string; replyTo: string; userName: string };
    };

/** The columns of the insight e-mails' tables, each named in the e-mails' texts. */
export type InsightMailColumn =
  | 'month'
  | 'netSales'
  | 'units'
  | 'week'
  | 'received'
  | 'confirmedInTime'
  | 'cancelled'
  | 'dispatched'
  | 'punctuality'
  | 'daysToDispatch'
  | 'backlog'
  | 'group'
  | 'unitsSold'
  | 'complaints'
  | 'per100'
  | 'activeUsers'
  | 'activeDealers'
  | 'quickOrder'
  | 'configurator'
  | 'reorder'
  | 'cart'
  | 'quote'
  | 'orders';
/** The filters an insight e-mail names; a market's value is its code, a grouping's its name in QUALITY_GROUPS. */
export type InsightMailFact = 'year' | 'period' | 'market' | 'dealer' | 'brand' | 'salesRep' | 'groupBy';

/** A document the worker makes when it sends: the order confirmation or the invoice as PDF. */
export type DocumentRef = OutboxAttachmentRef;

/** Whom a message goes to. */
export type Recipient =
  /** A dealer's user: the address, language and choices stored now. */
  | { contactId: string }
  /** Every active Portal Admin of a dealer (invoices). */
  | { adminsOf: string }
  /** An address with a language: a new address being confirmed, a staff member. */
  | { email: string; language: string; name?: string | null };

export type NewMessage = {
  to: Recipient;
  message: MessageData;
  /** The dealer the message is about. */
  customerNumber?: string | null;
  attachments?: DocumentRef[];
};

/** Writes `message` with the work of `db` (a transaction or the database); answers how many recipients it has. */
export type Notify = (db: Kysely<DB>, message: NewMessage) => Promise<number>;
