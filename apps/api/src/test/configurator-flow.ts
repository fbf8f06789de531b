import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { CompleteConfigurationResponse, InitConfigurationResponse, Ruleset } from '@portal/contracts/configurator';
import { expectOk } from './expectations.js';
import type { TestApp } from './test-app.js';

/**
 * A configuration completed as the dealer's browser does it: init, a config call for each step's
 * answers, complete. Tests that order or price a configured product need one finished first.
 */
export async function completedConfiguration(t: TestApp, email: string, ruleset: Ruleset, steps: Record<string, string>[]) {
  const session = expectOk<InitConfigurationResponse>(await t.call(email, 'GET', `/api/cpq/v2/init?ruleset=${ruleset}`));
  for (const answers of steps) {
    const values = Object.entries(answers).map(([ID, Value]) => ({ ID, Value }));
    expectOk(await t.call(email, 'POST', '/api/cpq/v2/config', { sessionId: session.SessionId, values }));
  }
  const done = expectOk<CompleteConfigurationResponse>(
    await t.call(email, 'POST', '/api/cpq/v2/complete', {
      sessionId: session.SessionId,
      headerId: session.HeaderId,
      configurationId: session.ConfigurationId,
    }),
  );
  expect(done.Status).toBe('Success');
  return { session, done };
}

/** The cart line a finished configuration becomes, as the configurator's "add to cart" sends it. */
export const configuredCartLine = (headerId: string, title = 'Kamin Oslo 5', ruleset: Ruleset = 'Stove') => ({
  changeId: randomUUID(),
  id: headerId,
  type: 'config' as const,
  addQty: 1,
  headerId,
  ruleset,
  title,
  image: '',
  items: [],
});

/** The order's item for a finished configuration, as the checkout sends it (the server prices it, not this). */
export const configuredOrderItem = (headerId: string, title = 'Kamin Oslo 5', ruleset: Ruleset = 'Stove') => ({
  id: headerId,
  title,
  image: '',
  price: 1,
  quantity: 1,
  type: 'config' as const,
  headerId,
  ruleset,
});
