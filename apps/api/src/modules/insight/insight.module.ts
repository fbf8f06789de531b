import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { InsightConfig } from '../../platform/config.js';
import type { DB } from '../../platform/db/schema.js';
import type { Notify } from '../../platform/messages.js';
import { portalModule } from '../../platform/module.js';
import { transactionalDeps } from '../../platform/db/transactional.js';
import { createInsightSubscriptionRepository } from './insight-subscription.repository.js';
import { createInsightSubscriptions, type WeeklyReport } from './insight-subscriptions.js';
import type { WeeklyFigures } from './insight-weekly.js';
import { createInsightRepository } from './insight.repository.js';
import { insightRoutes } from './insight.routes.js';
import { createInsightService } from './insight.service.js';

/** How often each instance looks for weekly e-mails due; the rows decide which are. */
const WEEKLY_ROUND_MINUTES = 15;

/**
 * The manufacturer's figures across every dealer: sales, delivery, quality and its alert, the portal's use,
 * the rates that convert sales, and the weekly e-mails of the dashboards (through the messages port).
 */
export function insightModule(deps: { db: Kysely<DB>; settings: InsightConfig; notify: Notify; now: () => Date }) {
  const figuresOn = (db: Kysely<DB>) =>
    createInsightService({ ...transactionalDeps('insight', db, createInsightRepository), settings: deps.settings, now: deps.now });
  const service = figuresOn(deps.db);
  const subscriptions = createInsightSubscriptions({
    ...transactionalDeps('subscriptions', deps.db, (db) => createInsightSubscriptionRepository(db, deps.notify)),
    // A round reads the figures on its own transaction, the one that holds the subscription.
    figures: async (repo, s): Promise<WeeklyFigures> => {
      const on = figuresOn(repo.db);
      if (s.dashboard === 'sales') {
        const salesRep = s.filters.salesRep === undefined ? undefined : await on.salesRepName(s.filters.salesRep);
        return { dashboard: 'sales', figures: await on.sales(s.filters), salesRep };
      }
      if (s.dashboard === 'delivery') return { dashboard: 'delivery', figures: await on.delivery(s.filters) };
      if (s.dashboard === 'quality') return { dashboard: 'quality', figures: await on.quality(s.filters) };
      return { dashboard: 'use', figures: await on.use(s.filters) };
    },
    // A subscription names only a brand, dealer or sales representative there is, as the figure it e-mails.
    check: (s) => (s.dashboard === 'sales' ? service.checkSalesFilters(s.filters) : Promise.resolve()),
    now: deps.now,
  });
  return portalModule({
    routes: (api: FastifyInstance) => insightRoutes(api, service, subscriptions),
    /** The weekly e-mails' round when the app is ready and every WEEKLY_ROUND_MINUTES, in every instance. */
    sendWeeklyWhileRunning: (app: FastifyInstance) => {
      const run = () =>
        subscriptions
          .weeklyRound(deps.now())
          .then((report) => report.sent + report.skipped > 0 && app.log.info({ insightWeekly: report }, 'weekly insight e-mails written'))
          .catch((error: unknown) => app.log.warn({ err: error }, 'the weekly insight round failed'));
      let timer: NodeJS.Timeout | null = null;
      app.addHook('onReady', async () => {
        void run();
        timer = setInterval(() => void run(), WEEKLY_ROUND_MINUTES * 60_000).unref();
      });
      app.addHook('onClose', async () => {
        if (timer) clearInterval(timer);
      });
    },
    /** One round now (tests). */
    sendWeekly: (): Promise<WeeklyReport> => subscriptions.weeklyRound(deps.now()),
  });
}
