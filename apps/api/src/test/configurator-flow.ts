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
