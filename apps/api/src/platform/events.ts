import type { IntegrationEventType } from '@portal/contracts/integration-events';
import type { Kysely } from 'kysely';
import type { DB } from './db/schema.js';

/**
 * The events port: a module tells integrations of a change by handing its event to `recordEvent` with the
 * transaction of that change, so both land or neither (like the messages port). The integration module
 * implements it; modules know only this shape.
 */
export type NewIntegrationEvent = {
  type: IntegrationEventType;
  /** The record the event is about (order number, incident id, customer number); deliveries keep its order. */
  resourceId: string;
  /** The dealer the event belongs to, when it belongs to one. */
  customerNumber?: string | null;
  /** The resource as the integration API reads it (or its documented subset); never another dealer's data. */
  data: unknown;
};

/** Writes `event` with the work of `db` (a transaction or the database). */
export type RecordEvent = (db: Kysely<DB>, event: NewIntegrationEvent) => Promise<void>;

type Events = NewIntegrationEvent | null | undefined | (NewIntegrationEvent | null | undefined)[];
type Hook<F> = F extends (...args: infer A) => Promise<infer T> ? (result: T, ...args: A) => Events | Promise<Events> : never;
/** For some of a repository's methods: the events a call that succeeded causes (null: none). */
export type EventHooks<R> = { [K in keyof R]?: Hook<R[K]> };

/**
 * The repository with the events of its changes: each hooked method, once it succeeded, records the events
 * its hook answers on the same `db` (the change's transaction). A module wraps its repositories with this in
 * its entry, so services record events without a line of their own and no change lacks its event.
 */
export function withEvents<R extends object>(repo: R, db: Kysely<DB>, recordEvent: RecordEvent, hooks: EventHooks<R>): R {
  const wrapped = { ...repo } as Record<string, unknown>;
  for (const key of Object.keys(hooks)) {
    const method = (repo as Record<string, (...args: unknown[]) => Promise<unknown>>)[key]!;
    const hook = (hooks as Record<string, (result: unknown, ...args: unknown[]) => Events | Promise<Events>>)[key]!;
    wrapped[key] = async (...args: unknown[]) => {
      const result = await method(...args);
      for (const event of [await hook(result, ...args)].flat()) if (event) await recordEvent(db, event);
      return result;
    };
  }
  return wrapped as R;
}
