// A signed-in user's API latency alone, then while another client guesses passwords from several
// loopback addresses (127.0.0.x; Linux routes the whole range to the machine) over many names.
// Run after `npm run build`: npm run bench:sign-in-attack
import http from 'node:http';
import { createHash, randomBytes } from 'node:crypto';
import { ensureBuilt, report, signIn, startServer, tempDataDir } from './lib.mjs';

ensureBuilt();
const port = Number(process.env.BENCH_PORT ?? 3210);
const ADDRESSES = ['127.0.0.11', '127.0.0.12', '127.0.0.13', '127.0.0.14'];
const ATTACKERS_PER_ADDRESS = 2;
const SECONDS = 5;

const server = await startServer({ port, dataDir: tempDataDir() });
const token = await signIn(server.baseUrl, 'anna@reseller-se.test');
const userCall = async () => {
  const res = await fetch(`${server.baseUrl}/api/reseller/myContact`, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  return res.ok;
};

/** The user's calls one after the other for `seconds`: median and 95th percentile in ms. */
async function userLatency(seconds) {
  const latencies = [];
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const t0 = performance.now();
    if (!(await userCall())) failures++;
    latencies.push(performance.now() - t0);
  }
  if (failures) throw new Error(`${failures} failed user calls`);
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { p50: at(50), p95: at(95), calls: latencies.length };
}

/** One HTTP request from a chosen source address; answers status, location and cookies. */
function request(agent, method, url, headers = {}, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode, location: res.headers.location ?? '', cookies: res.headers['set-cookie'] ?? [] }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Guesses passwords from one address until stopped, reusing its sign-in interaction as an attacker would. */
async function attacker(address, n, stats, stopped) {
  const agent = new http.Agent({ keepAlive: true, localAddress: address });
  let interaction = null;
  let cookie = '';
  let attempt = 0;
  while (!stopped()) {
    if (!interaction) {
      const params = new URLSearchParams({
        client_id: 'dealer-portal-web',
        response_type: 'code',
        redirect_uri: `${server.baseUrl}/signin-callback`,
        scope: 'openid profile offline_access Portal.Access',
        code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
        code_challenge_method: 'S256',
        state: 'attack',
      });
      const res = await request(agent, 'GET', `${server.baseUrl}/idp/auth?${params}`);
      interaction = new URL(res.location, server.baseUrl).pathname;
      cookie = res.cookies.map((c) => c.split(';')[0]).join('; ');
    }
    // Many names: the demo users and made-up ones, each with a wrong password.
    const username = attempt % 3 === 0 ? 'ola@reseller-no.test' : `user-${n}-${attempt}@reseller-se.test`;
    attempt++;
    const res = await request(
      agent,
      'POST',
      `${server.baseUrl}${interaction}/login`,
      { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({ username, password: `guess-${attempt}` }).toString(),
    );
    stats.attempts++;
    if (res.location.includes('error=rate-limited')) stats.throttled++;
    else if (res.location.includes('error=credentials')) stats.refused++;
    else interaction = null; // expired: start another
  }
  agent.destroy();
}

for (let i = 0; i < 50; i++) await userCall(); // warm-up
const alone = await userLatency(SECONDS);

const stats = { attempts: 0, throttled: 0, refused: 0 };
let stop = false;
const attackStarted = performance.now();
const attackers = ADDRESSES.flatMap((address, a) =>
  Array.from({ length: ATTACKERS_PER_ADDRESS }, (_, i) => attacker(address, a * ATTACKERS_PER_ADDRESS + i, stats, () => stop)),
);
// First every guess is checked (a password hash each) until the limits stop the addresses; then
// the attack goes on against the throttle, which refuses before any password is looked at.
const checking = await userLatency(SECONDS);
const checkedEarly = stats.refused;
while (stats.throttled < 100 && performance.now() - attackStarted < 120_000) await new Promise((resolve) => setTimeout(resolve, 100));
const throttledFrom = stats.attempts;
const throttledStarted = performance.now();
const during = await userLatency(SECONDS);
const throttledRate = (stats.attempts - throttledFrom) / ((performance.now() - throttledStarted) / 1000);
stop = true;
await Promise.all(attackers);
const attackSeconds = (performance.now() - attackStarted) / 1000;
await server.stop();

const ms = (v) => `${v.toFixed(1)} ms`;
console.log(
  `\nSign-in attack benchmark: ${stats.attempts} wrong passwords in ${attackSeconds.toFixed(1)} s from ${ADDRESSES.length} addresses ` +
    `(${stats.refused} checked, ${stats.throttled} throttled before any password was looked at)\n`,
);
console.log(
  `First ${SECONDS} s: ${checkedEarly} guesses checked. Once stopped: ${throttledRate.toFixed(0)} guesses/s refused by the throttle.\n`,
);
report([
  ['GET myContact alone, p50', ms(alone.p50), '—', true],
  ['GET myContact alone, p95', ms(alone.p95), '—', true],
  ['while guesses are checked, p50', ms(checking.p50), `≤ ${ms(alone.p50 * 2 + 1)}`, checking.p50 <= alone.p50 * 2 + 1],
  ['while guesses are checked, p95', ms(checking.p95), `≤ ${ms(alone.p95 * 2 + 2)}`, checking.p95 <= alone.p95 * 2 + 2],
  ['while the throttle refuses them, p50', ms(during.p50), `≤ ${ms(alone.p50 * 2 + 1)}`, during.p50 <= alone.p50 * 2 + 1],
  ['while the throttle refuses them, p95', ms(during.p95), `≤ ${ms(alone.p95 * 2 + 2)}`, during.p95 <= alone.p95 * 2 + 2],
]);
