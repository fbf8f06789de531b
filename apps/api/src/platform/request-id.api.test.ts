import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app.js';

const t = useTestApp({ logLevel: 'info' });

type Answer = { statusCode: number; json: () => unknown; body: string };

/** An error answer of this status whose body names the request, the same id as the request's log lines. */
function expectRequestId(answer: Answer, status: number) {
  expect(answer.statusCode, answer.body).toBe(status);
  const { requestId } = answer.json() as { requestId?: unknown };
  expect(typeof requestId, answer.body).toBe('string');
  expect(t.logs()).toContain(`"reqId":"${requestId as string}"`);
  return requestId as string;
}

describe('every error answer names its request', () => {
  it('carries requestId for 404, 400, 401, 413, 415 and 429, a different one each time', async () => {
    const ids = [
      // No route, and a record that is not the caller's.
      expectRequestId(await t.app.inject({ method: 'GET', url: '/api/no-such-call' }), 404),
      expectRequestId(await t.call('anna@reseller-se.test', 'GET', '/api/order-lists/00000000-0000-4000-8000-000000000000'), 404),
      // Validation of the contract.
      expectRequestId(await t.call('anna@reseller-se.test', 'PUT', '/api/account/language', { language: 'xx' }), 400),
      // Malformed JSON, refused by the parser before any schema.
      expectRequestId(
        await t.app.inject({ method: 'POST', url: '/api/password-reset', headers: { 'content-type': 'application/json' }, payload: '{' }),
        400,
      ),
      expectRequestId(await t.app.inject({ method: 'GET', url: '/api/reseller/myContact' }), 401),
      expectRequestId(
        await t.app.inject({
          method: 'POST',
          url: '/api/password-reset',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ email: 'x'.repeat(40 * 1024 * 1024) }),
        }),
        413,
      ),
      expectRequestId(
        await t.app.inject({ method: 'POST', url: '/api/password-reset', headers: { 'content-type': 'text/csv' }, payload: 'a,b' }),
        415,
      ),
    ];
    let limited: Answer | undefined;
    for (let i = 0; i < 6 && !limited; i++) {
      const answer = await t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: 'nobody@reseller-se.test' } });
      if (answer.statusCode === 429) limited = answer;
    }
    ids.push(expectRequestId(limited!, 429));
    expect(new Set(ids).size).toBe(ids.length);
    // Unique across instances too: not a count that every instance starts again.
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{32,36}$/);
  });
});
