import type { ConfigValue } from '@portal/contracts/configurator';

/**
 * Tickets for changes: an answer applies only when it covers the latest change, so an
 * answer that arrives after a newer change was made is never shown.
 */
export function createLatestGuard() {
  let latest = 0;
  return {
    /** A new change was made; returns its ticket. */
    next: () => ++latest,
    /** The ticket of the newest change so far. */
    current: () => latest,
    isLatest: (ticket: number) => ticket === latest,
  };
}

/** Values waiting to be sent: a newer value of the same option replaces the older one. */
export function mergeValues(waiting: readonly ConfigValue[], next: readonly ConfigValue[]): ConfigValue[] {
  const byId = new Map(waiting.map((v) => [v.ID, v.Value]));
  for (const v of next) byId.set(v.ID, v.Value);
  return [...byId].map(([ID, Value]) => ({ ID, Value }));
}

export type ConfigSenderEvents<R> = {
  onBusyChange: (busy: boolean) => void;
  /** The engine's answer covering every change made so far. */
  onAnswer: (answer: R) => void;
  /** A request failed; `settled` when no newer change is waiting to be sent. */
  onError: (error: unknown, settled: boolean) => void;
};

export type ConfigSender = {
  submit: (values: readonly ConfigValue[]) => void;
  dispose: () => void;
};

/**
 * Sends changed values to the configurator one request at a time. Changes made while a
 * request is out wait and go together in the next one, so the session's answers are
 * updated in the order the user made them; only the answer that covers the latest change
 * is delivered.
 */
export function createConfigSender<R>(send: (values: ConfigValue[]) => Promise<R>, events: ConfigSenderEvents<R>): ConfigSender {
  const guard = createLatestGuard();
  let waiting: ConfigValue[] | null = null;
  let inFlight = false;
  let disposed = false;

  async function drain() {
    while (waiting !== null && !disposed) {
      const values = waiting;
      waiting = null;
      const ticket = guard.current();
      try {
        const answer = await send(values);
        if (!disposed && guard.isLatest(ticket)) events.onAnswer(answer);
      } catch (error) {
        if (!disposed) events.onError(error, guard.isLatest(ticket));
      }
    }
    inFlight = false;
    if (!disposed) events.onBusyChange(false);
  }

  return {
    submit(values) {
      if (disposed) return;
      guard.next();
      waiting = mergeValues(waiting ?? [], values);
      if (inFlight) return;
      inFlight = true;
      events.onBusyChange(true);
      void drain();
    },
    dispose() {
      disposed = true;
    },
  };
}
