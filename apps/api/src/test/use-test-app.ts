import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

export type TestAppOptions = Parameters<typeof createTestApp>[0];

/**
 * The test app of a test file or a describe block: made before its tests, closed after them.
 * Nearly every API test file opened with the same two hooks around a `let t`; this is them once.
 *
 * The answer stands for the app: `t.call(…)`, `t.database` and the rest reach the app that
 * beforeAll made, so the tests read as before. Touching it before then (at import time) throws.
 * `options` may be a function, for settings that hooks registered earlier make (an SMTP peer's
 * address, say).
 */
export function useTestApp(options?: TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>)): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(typeof options === 'function' ? await options() : options);
  });
  afterAll(async () => {
    await app?.close();
  });
  return new Proxy({} as TestApp, {
    get: (_target, key: keyof TestApp) => {
      if (!app) throw new Error(`The test app is made in beforeAll; "${String(key)}" was reached before it`);
      return app[key];
    },
  });
}
