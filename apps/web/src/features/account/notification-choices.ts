import type { NotificationPreferences } from '@portal/contracts/messages';

export type NotificationChoice = keyof NotificationPreferences;

/** The switches of the e-mail notifications box, in the order it shows them. */
export const NOTIFICATION_CHOICES: readonly { name: NotificationChoice; labelKey: string; descriptionKey: string }[] = [
  {
    name: 'orderConfirmation',
    labelKey: 'account.notifications.order-confirmation',
    descriptionKey: 'account.notifications.order-confirmation-description',
  },
  {
    name: 'orderUpdates',
    labelKey: 'account.notifications.order-updates',
    descriptionKey: 'account.notifications.order-updates-description',
  },
  { name: 'complaints', labelKey: 'account.notifications.complaints', descriptionKey: 'account.notifications.complaints-description' },
  { name: 'invoices', labelKey: 'account.notifications.invoices', descriptionKey: 'account.notifications.invoices-description' },
];

export type SaveEvent<T> = { kind: 'saving' } | { kind: 'saved'; value: T } | { kind: 'failed' };

/**
 * Saves the newest value one call at a time. A value pushed while a save is under way waits for
 * it and replaces any other waiting value, so the server ends with the last choice whatever order
 * the answers would come back in, and the box hears of the outcome of the last save only.
 */
export function createLatestSaver<T>(save: (value: T) => Promise<T>, report: (event: SaveEvent<T>) => void) {
  let running = false;
  let waiting: { value: T } | null = null;

  async function run(value: T) {
    running = true;
    report({ kind: 'saving' });
    let outcome: SaveEvent<T>;
    try {
      outcome = { kind: 'saved', value: await save(value) };
    } catch {
      outcome = { kind: 'failed' };
    }
    const next = waiting;
    waiting = null;
    // A waiting value holds every choice made so far, so it goes out even after a failure.
    if (next) return run(next.value);
    running = false;
    report(outcome);
  }

  return {
    push(value: T): Promise<void> {
      if (running) {
        waiting = { value };
        return Promise.resolve();
      }
      return run(value);
    },
  };
}
