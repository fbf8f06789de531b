import {
  needsApproval,
  type ApprovalDecision,
  type ApprovalRole,
  type ApprovalSettings,
  type ApprovalsResponse,
  type RejectOrderRequest,
  type SetOrderLimitRequest,
  type UserOrderLimit,
} from '@portal/contracts';
import { hasPortalAdmin } from '@portal/contracts/claims';
import type { Principal } from '../../platform/auth/access.js';
import { forbidden, notFound } from '../../platform/errors.js';
import type { ApprovalRule, OrderApprovalQueue } from '../order/order.module.js';
import type { ApprovalsRepository } from './approvals.repository.js';

type UserRow = Awaited<ReturnType<ApprovalsRepository['users']>>[number];

const isAdmin = (u: UserRow) => hasPortalAdmin(u.access_level.split(','));
/** Approvers are the dealer's active Portal Admins and the active users a Portal Admin named. */
const isApprover = (u: UserRow) => u.active && u.access_level !== 'none' && (isAdmin(u) || u.approver === true);

const asRule = (u: UserRow): UserOrderLimit => ({
  contactId: u.id,
  name: `${u.firstname} ${u.lastname}`.trim(),
  limit: u.order_limit ?? null,
  alwaysApprove: u.always_approve ?? false,
  approver: u.approver ?? false,
  isPortalAdmin: isAdmin(u),
});

/**
 * Spending limits and order approval inside the dealer (ADR 0079): the Portal Admin's rules, the rule
 * placing an order asks (`rule`), and the approvers' decisions on the orders the order area keeps waiting.
 */
export function createApprovalsService(deps: { approvals: ApprovalsRepository; orders: () => OrderApprovalQueue; now: () => Date }) {
  const repo = deps.approvals;

  const userOf = async (customerNumber: string, contactId: string) => {
    const user = (await repo.users(customerNumber)).find((u) => u.id === contactId);
    // A user of another dealer answers as if there were none.
    if (!user) throw notFound('User');
    return user;
  };

  const requireApprover = async (principal: Principal) => {
    const users = await repo.users(principal.customerNumber);
    if (!users.some((u) => u.id === principal.contactId && isApprover(u)))
      throw forbidden('APPROVER_REQUIRED', 'Only an approver of the dealer may do this');
    return users.filter(isApprover);
  };

  /** Nobody approves an own order, but the dealer's only approver may when the Portal Admin allowed it. */
  const mayApproveOwn = async (principal: Principal, approvers: readonly UserRow[]) =>
    approvers.length === 1 &&
    approvers[0]!.id === principal.contactId &&
    ((await repo.setting(principal.customerNumber))?.sole_approver_may_self_approve ?? false);

  const saveRule = async (principal: Principal, contactId: string, change: Parameters<ApprovalsRepository['saveRule']>[2]) => {
    await userOf(principal.customerNumber, contactId);
    await repo.saveRule(principal.customerNumber, contactId, change, principal.contactId, deps.now());
    return asRule(await userOf(principal.customerNumber, contactId));
  };

  return {
    /** What placing an order asks: null when the orderer's rule lets it through, else the limit and whom to tell. */
    rule: (async (principal, netValue) => {
      const rule = await repo.rule(principal.contactId);
      if (!rule || !needsApproval({ limit: rule.order_limit, alwaysApprove: rule.always_approve }, netValue)) return null;
      const approvers = (await repo.users(principal.customerNumber)).filter(isApprover);
      return { limit: rule.always_approve ? null : rule.order_limit, approvers: approvers.map((u) => u.id) };
    }) satisfies ApprovalRule,

    async settings(principal: Principal): Promise<ApprovalSettings> {
      const [users, setting] = await Promise.all([repo.users(principal.customerNumber), repo.setting(principal.customerNumber)]);
      return {
        currency: principal.currency,
        soleApproverMaySelfApprove: setting?.sole_approver_may_self_approve ?? false,
        users: users.map(asRule),
      };
    },

    async setSettings(principal: Principal, soleApproverMaySelfApprove: boolean) {
      await repo.saveSetting(principal.customerNumber, soleApproverMaySelfApprove, principal.contactId, deps.now());
      return { ok: true as const };
    },

    setLimit: (principal: Principal, contactId: string, body: SetOrderLimitRequest) =>
      saveRule(principal, contactId, {
        order_limit: body.limit,
        ...(body.alwaysApprove === undefined ? {} : { always_approve: body.alwaysApprove }),
      }),

    setApprover: (principal: Principal, contactId: string, approver: boolean) => saveRule(principal, contactId, { approver }),

    async role(principal: Principal): Promise<ApprovalRole> {
      const me = (await repo.users(principal.customerNumber)).find((u) => u.id === principal.contactId);
      const approver = !!me && isApprover(me);
      return { approver, waiting: approver ? await deps.orders().count(principal.customerNumber) : 0 };
    },

    async list(principal: Principal): Promise<ApprovalsResponse> {
      const approvers = await requireApprover(principal);
      const own = await mayApproveOwn(principal, approvers);
      const orders = await deps.orders().waiting(principal.customerNumber);
      return { orders: orders.map((o) => ({ ...o, mayDecide: own || o.requestedBy.contactId !== principal.contactId })) };
    },

    async approve(principal: Principal, orderNumber: string): Promise<ApprovalDecision> {
      const own = await mayApproveOwn(principal, await requireApprover(principal));
      return deps.orders().decide(principal, orderNumber, { approve: true }, (orderer) => {
        if (orderer === principal.contactId && !own) throw forbidden('OWN_ORDER', 'Another approver of the dealer approves this order');
      });
    },

    async reject(principal: Principal, orderNumber: string, body: RejectOrderRequest): Promise<ApprovalDecision> {
      await requireApprover(principal);
      // Rejecting an own order only withdraws it; the rule against oneself is about approving.
      return deps
        .orders()
        .decide(principal, orderNumber, { approve: false, reason: body.reason, putBackInCart: body.putBackInCart ?? false }, () => {});
    },
  };
}
export type ApprovalsService = ReturnType<typeof createApprovalsService>;
