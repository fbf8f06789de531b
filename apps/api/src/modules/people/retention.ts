import type { FastifyInstance } from 'fastify';
import { CART_EXPIRY_DAYS } from '@portal/contracts';
import { INSIGHT_YEARS } from '@portal/contracts/insight';
import type { RetentionConfig } from '../../platform/config.js';
import type { createRetentionRepository, RetentionReport } from './retention.repository.js';

const DAY_MS = 86_400_000;

/** One retention round at `now`: null when another instance is doing it. */
export function retentionRound(repo: ReturnType<typeof createRetentionRepository>, settings: RetentionConfig) {
  return (now: Date): Promise<RetentionReport | null> =>
    repo.run({
      now,
      mailBodies: new Date(now.getTime() - settings.mailBodyDays * DAY_MS),
      finishedOutbox: new Date(now.getTime() - settings.outboxDays * DAY_MS),
      signInRows: new Date(now.getTime() - settings.signInDays * DAY_MS),
      // A cart untouched this long is emptied on its owner's next call anyway (spec 000 §4).
      carts: new Date(now.getTime() - CART_EXPIRY_DAYS * DAY_MS),
      // The portal use figures' months, kept from January of the earliest year their year filter offers.
      useMonths: `${now.getUTCFullYear() - INSIGHT_YEARS + 1}-01-01`,
    });
}

/** Runs the round when the app is ready and every RETENTION_INTERVAL_MINUTES, in every instance (one at a time). */
export function retainWhileRunning(
  app: FastifyInstance,
  round: (now: Date) => Promise<RetentionReport | null>,
  settings: RetentionConfig,
  now: () => Date,
) {
  const run = () =>
    round(now())
      .then(
        (report) =>
          report && Object.values(report).some(Boolean) && app.log.info({ retention: report }, 'removed data past its retention time'),
      )
      .catch((error: unknown) => app.log.warn({ err: error }, 'the retention round failed'));
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), settings.intervalMinutes * 60_000).unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
