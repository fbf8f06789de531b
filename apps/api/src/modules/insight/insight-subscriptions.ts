import { randomUUID } from 'node:crypto';
import {
  INSIGHT_DASHBOARD_ROLES,
  InsightSubscriptionFilters,
  MAX_INSIGHT_SUBSCRIPTIONS,
  type InsightSubscription,
  type InsightSubscriptionsResponse,
} from '@portal/contracts/insight';
import { staffMay } from '@portal/contracts/staff-roles';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors.js';
import type { TransactionalDeps } from '../../platform/db/transactional.js';
import type { InsightSubscriptionRepository, SubscriptionRow } from './insight-subscription.repository.js';
import { nextSendAt, weeklyMessage, type WeeklyFigures } from './insight-weekly.js';

export type InsightSubscriptionDeps = TransactionalDeps<'subscriptions', InsightSubscriptionRepository> & {
  /** The dashboard's figures read with the round's transaction. */
  figures: (repo: InsightSubscriptionRepository, subscription: InsightSubscriptionFilters) => Promise<WeeklyFigures>;
  /** Refuses filters naming a record nobody has (404), before the subscription is kept. */
  check: (subscription: InsightSubscriptionFilters) => Promise<void>;
  now: () => Date;
};

/** What one round did: e-mails written, subscriptions moved on without one (the staff member left, or the figures failed). */
export type WeeklyReport = { sent: number; skipped: number };

const toSubscription = (row: SubscriptionRow): InsightSubscription => ({
  ...(InsightSubscriptionFilters.parse({ dashboard: row.dashboard, filters: row.filters }) as InsightSubscriptionFilters),
  id: row.id,
  createdAt: row.created_at.toISOString(),
  nextSendAt: row.next_send_at.toISOString(),
});

/** A staff member's weekly e-mails of the insight dashboards, and the round that writes them (ADR 0089). */
export function createInsightSubscriptions(deps: InsightSubscriptionDeps) {
  const { subscriptions } = deps;
  return {
    list: async (staff: StaffPrincipal): Promise<InsightSubscriptionsResponse> => ({
      items: (await subscriptions.ofStaff(staff.staffId)).map(toSubscription),
    }),

    subscribe: async (staff: StaffPrincipal, request: InsightSubscriptionFilters): Promise<InsightSubscription> => {
      // Only a dashboard the staff member may read: the e-mail carries its figures.
      if (!staffMay(staff.roles, INSIGHT_DASHBOARD_ROLES[request.dashboard]))
        throw forbidden('STAFF_ROLE_REQUIRED', 'This dashboard needs a staff role the caller does not hold');
      await deps.check(request);
      return deps.transaction(async (repo) => {
        const same = await repo.same(staff.staffId, request.dashboard, request.filters);
        if (same) return toSubscription(same);
        if ((await repo.ofStaff(staff.staffId)).length >= MAX_INSIGHT_SUBSCRIPTIONS)
          throw conflict('SUBSCRIPTION_LIMIT', `A staff member keeps at most ${MAX_INSIGHT_SUBSCRIPTIONS} weekly e-mails`);
        const at = deps.now();
        const row = await repo.insert({
          id: randomUUID(),
          staffId: staff.staffId,
          dashboard: request.dashboard,
          filters: request.filters,
          nextSendAt: nextSendAt(at),
          at,
        });
        await repo.audit({
          staffId: staff.staffId,
          action: 'insight.subscribe',
          objectType: 'insight_subscription',
          objectId: row.id,
          after: { dashboard: request.dashboard, filters: request.filters },
        });
        return toSubscription(row);
      });
    },

    cancel: (staff: StaffPrincipal, id: string): Promise<{ id: string }> =>
      deps.transaction(async (repo) => {
        const row = await repo.cancel(staff.staffId, id, deps.now());
        // Another staff member's subscription is not found, as is one already cancelled.
        if (!row) throw notFound('Subscription');
        await repo.audit({
          staffId: staff.staffId,
          action: 'insight.unsubscribe',
          objectType: 'insight_subscription',
          objectId: id,
          before: { dashboard: row.dashboard, filters: row.filters as Record<string, unknown> },
        });
        return { id };
      }),

    /**
     * Writes every e-mail due at `now` to the outbox, one subscription a transaction: the e-mail and the
     * subscription moved on to next Monday land together, so a round run twice, or in two instances at once,
     * writes each week's e-mail once. A subscription whose figures cannot be read (a missing exchange rate) is
     * moved on without one; a failure of the database ends the round, the subscription still due.
     */
    async weeklyRound(now: Date): Promise<WeeklyReport> {
      const report: WeeklyReport = { sent: 0, skipped: 0 };
      for (;;) {
        const done = await deps.transaction(async (repo) => {
          const due = await repo.claimDue(now);
          if (!due) return false;
          const subscription = InsightSubscriptionFilters.safeParse({ dashboard: due.dashboard, filters: due.filters });
          let message = null;
          if (due.active && subscription.success) {
            try {
              message = weeklyMessage(subscription.data, await deps.figures(repo, subscription.data));
            } catch (error) {
              if (!(error instanceof AppError)) throw error;
            }
          }
          if (message) {
            // In the language the staff member chose in the back office; the portal's own (Swedish) without one.
            await repo.notify({ to: { email: due.email, language: due.language ?? 'sv', name: due.firstname }, message });
            report.sent += 1;
          } else report.skipped += 1;
          await repo.moveOn(due.id, message ? now : null, nextSendAt(now));
          return true;
        });
        if (!done) return report;
      }
    },
  };
}
export type InsightSubscriptions = ReturnType<typeof createInsightSubscriptions>;
