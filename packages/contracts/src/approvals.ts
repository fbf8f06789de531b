import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { EmptyResponse, requiredText, singleLine } from './common.js';
import { CreditHoldReason } from './finance.js';
import { ContactIdParams } from './invitations.js';

/**
 * Spending limits and order approval inside the dealer (ADR 0079): a Portal Admin gives each user an
 * order limit (or "always needs approval"), names approvers besides the Portal Admins, and decides
 * whether the only approver may approve an own order. An order above its orderer's limit waits for
 * an approver (status 5) before it goes to the manufacturer.
 */
const tags = ['approvals'] as const;

/** The highest limit a Portal Admin may set; above it "no limit" is meant. */
export const MAX_ORDER_LIMIT = 100_000_000;
export const MAX_REJECTION_REASON_LENGTH = 500;

/** A limit in the dealer's currency with at most two decimals; null: no limit. */
export const OrderLimitAmount = z.number().min(0).max(MAX_ORDER_LIMIT).multipleOf(0.01);

/**
 * Whether an order of this net value (the lines after discounts, without freight, in the dealer's
 * currency) needs an approver: with "always" every order does, with a limit one above it does.
 */
export const needsApproval = (rule: { limit: number | null; alwaysApprove: boolean }, netValue: number) =>
  rule.alwaysApprove || (rule.limit !== null && netValue > rule.limit);

/** One user's rule as the Portal Admin sets it. */
export const UserOrderLimit = z
  .object({
    contactId: z.string(),
    name: z.string(),
    limit: z.number().nullable().describe("In the dealer's currency, lines after discounts without freight; null: no limit"),
    alwaysApprove: z.boolean().describe('Every order of the user waits for an approver'),
    approver: z.boolean().describe('Named an approver; Portal Admins approve anyway'),
    isPortalAdmin: z.boolean(),
  })
  .meta({ id: 'UserOrderLimit' });
export type UserOrderLimit = z.infer<typeof UserOrderLimit>;

export const SetOrderLimitRequest = z.object({
  limit: OrderLimitAmount.nullable(),
  alwaysApprove: z.boolean().optional().describe('Left out: unchanged (false for a user without a rule yet)'),
});
export type SetOrderLimitRequest = z.infer<typeof SetOrderLimitRequest>;

export const setOrderLimit = defineEndpoint({
  method: 'PUT',
  path: '/api/user/{contactId}/order-limit',
  summary: "Set a colleague's order limit in the dealer's currency (null: none) and whether every order needs approval",
  tags,
  params: ContactIdParams,
  body: SetOrderLimitRequest,
  response: UserOrderLimit,
  adminOnly: true,
});

export const SetApproverRequest = z.object({ approver: z.boolean() });
export type SetApproverRequest = z.infer<typeof SetApproverRequest>;

export const setApprover = defineEndpoint({
  method: 'PUT',
  path: '/api/user/{contactId}/approver',
  summary: 'Name a colleague an approver of orders above their limit, or no longer',
  tags,
  params: ContactIdParams,
  body: SetApproverRequest,
  response: UserOrderLimit,
  adminOnly: true,
});

export const ApprovalSettings = z.object({
  currency: z.string(),
  soleApproverMaySelfApprove: z
    .boolean()
    .describe('Whether an approver who is the dealer’s only one may approve an own order (nobody else ever may)'),
  users: z.array(UserOrderLimit).describe('Every user of the dealer with their rule'),
});
export type ApprovalSettings = z.infer<typeof ApprovalSettings>;

export const getApprovalSettings = defineEndpoint({
  method: 'GET',
  path: '/api/approvals/settings',
  summary: "The dealer's order limits, approvers and the self-approval setting",
  tags,
  response: ApprovalSettings,
  adminOnly: true,
});

export const SetApprovalSettingsRequest = z.object({ soleApproverMaySelfApprove: z.boolean() });
export type SetApprovalSettingsRequest = z.infer<typeof SetApprovalSettingsRequest>;

export const setApprovalSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/approvals/settings',
  summary: 'Whether the only approver of the dealer may approve an own order',
  tags,
  body: SetApprovalSettingsRequest,
  response: EmptyResponse,
  adminOnly: true,
});

// --- the approvers' list

export const ApprovalLine = z.object({
  itemNumber: z.string(),
  description: z.string(),
  quantity: z.number(),
  unitPrice: z.number().describe('Net, after discounts'),
  amount: z.number(),
});
export type ApprovalLine = z.infer<typeof ApprovalLine>;

export const WaitingOrder = z
  .object({
    orderNumber: z.string(),
    orderDate: z.iso.date(),
    requestedBy: z.object({ contactId: z.string().nullable(), name: z.string() }),
    orderMark: z.string().nullable(),
    reference: z.string().nullable(),
    currency: z.string(),
    itemSum: z.number().describe('The lines after discounts: what the limit is compared with'),
    freight: z.number(),
    total: z.number(),
    limit: z.number().nullable().describe("The orderer's limit when the order was placed; null: every order needs approval"),
    lines: z.array(ApprovalLine),
    mayDecide: z.boolean().describe('false for the caller’s own order unless the caller may approve it (sole approver, allowed)'),
  })
  .meta({ id: 'WaitingOrder' });
export type WaitingOrder = z.infer<typeof WaitingOrder>;

export const ApprovalsResponse = z.object({ orders: z.array(WaitingOrder).describe('Oldest first') });
export type ApprovalsResponse = z.infer<typeof ApprovalsResponse>;

export const getApprovals = defineEndpoint({
  method: 'GET',
  path: '/api/approvals',
  summary: "The dealer's orders waiting for approval with their lines and totals (approvers only; others 403)",
  tags,
  response: ApprovalsResponse,
});

export const ApprovalRole = z.object({
  approver: z.boolean().describe('Whether the caller approves orders (a Portal Admin or named)'),
  waiting: z.number().int().describe('Orders of the dealer waiting for approval; 0 for a user who is no approver'),
});
export type ApprovalRole = z.infer<typeof ApprovalRole>;

export const getApprovalRole = defineEndpoint({
  method: 'GET',
  path: '/api/approvals/role',
  summary: 'Whether the caller approves orders, and how many wait (the menu entry and its count)',
  tags,
  response: ApprovalRole,
});

export const ApprovalOrderParams = z.object({ orderNumber: z.string().regex(/^\d{1,12}$/, 'expected an order number') });

export const ApprovalDecision = z.object({
  orderNumber: z.string(),
  status: z.number().int().describe('10 received (approved and sent to the manufacturer), 8 approved but on credit hold, 90 when rejected'),
  creditHold: CreditHoldReason.nullable().describe(
    "Why an approved order waits on credit hold ('limit': beyond the available credit; 'overdue': overdue invoices block), else null",
  ),
  returnedToCart: z.number().int().describe("Lines put back into the orderer's cart (reject with putBackInCart)"),
});
export type ApprovalDecision = z.infer<typeof ApprovalDecision>;

export const approveOrder = defineEndpoint({
  method: 'POST',
  path: '/api/approvals/{orderNumber}/approve',
  summary:
    'Approve an order waiting for approval: it is placed with the manufacturer (status 10) and the approver recorded. Nobody approves an own order unless the only approver and allowed',
  tags,
  params: ApprovalOrderParams,
  response: ApprovalDecision,
});

export const RejectOrderRequest = z.object({
  reason: singleLine(requiredText(MAX_REJECTION_REASON_LENGTH)),
  putBackInCart: z.boolean().optional().describe("The order's lines go back into the orderer's cart"),
});
export type RejectOrderRequest = z.infer<typeof RejectOrderRequest>;

export const rejectOrder = defineEndpoint({
  method: 'POST',
  path: '/api/approvals/{orderNumber}/reject',
  summary: 'Reject an order waiting for approval with a reason the orderer reads; it is never sent to the manufacturer',
  tags,
  params: ApprovalOrderParams,
  body: RejectOrderRequest,
  response: ApprovalDecision,
});
