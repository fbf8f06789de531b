// Configurator figures: a config call on the largest ruleset, and the calls a typical chimney takes.
// Run after `npm run build`: npm run bench:configurator
import { ensureBuilt, measure, report, signIn, startServer, tempDataDir } from './lib.mjs';

ensureBuilt();
const port = Number(process.env.BENCH_PORT ?? 3205);
// BENCH_DATABASE_URL measures against a PostgreSQL server instead of the embedded database.
const server = await startServer({
  port,
  dataDir: tempDataDir(),
  env: process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {},
});
const token = await signIn(server.baseUrl, 'anna@reseller-se.test');
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'sv' };
const call = async (method, url, body) => {
  const res = await fetch(`${server.baseUrl}${url}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
};

// New_Stove is the largest ruleset: every stove option and a whole chimney package.
const largest = 'New_Stove';
const bigSession = await call('GET', `/api/cpq/v2/init?ruleset=${largest}`);
await call('POST', '/api/cpq/v2/config', { sessionId: bigSession.SessionId, values: [] });
// Changing answers back and forth: every call recomputes the whole configuration and prices it.
const steps = [
  { series: 'OSLO', model: 'OSLO-7', heightInside: '4.5', heightAbove: '1.2', roofCovering: 'T', roofPitch: '27', eavesHeight: '4' },
  { sideGlass: 'True' },
  { colour: 'GR' },
  { heightAbove: '1.8' },
  { outlet: 'rear' },
  { sideGlass: 'False' },
  { colour: 'BK' },
  { heightAbove: '1.2' },
  { outlet: 'top' },
];
const configOnce = (i) =>
  fetch(`${server.baseUrl}/api/cpq/v2/config`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      sessionId: bigSession.SessionId,
      values: Object.entries(steps[i % steps.length]).map(([ID, Value]) => ({ ID, Value })),
    }),
  }).then(async (r) => (await r.arrayBuffer(), r.ok));
const config = await measure(configOnce, { count: 500 });

// A typical chimney: init, the first empty call, then one call per answer until complete.
const TYPICAL_CHIMNEY = { diameter: '150', heightInside: '4.5', heightAbove: '1.2', roofCovering: 'T', roofPitch: '27', eavesHeight: '4' };
const chimney = await call('GET', '/api/cpq/v2/init?ruleset=Chimney');
let state = await call('POST', '/api/cpq/v2/config', { sessionId: chimney.SessionId, values: [] });
let calls = 1;
for (const [ID, Value] of Object.entries(TYPICAL_CHIMNEY)) {
  if (state.IsExecutionComplete) break;
  state = await call('POST', '/api/cpq/v2/config', { sessionId: chimney.SessionId, values: [{ ID, Value }] });
  calls += 1;
}
const done = await call('POST', '/api/cpq/v2/complete', {
  sessionId: chimney.SessionId,
  headerId: chimney.HeaderId,
  configurationId: chimney.ConfigurationId,
});
await server.stop();

console.log(`\nConfigurator benchmark (Node ${process.version}, embedded database, one request at a time)\n`);
report([
  [`config call on ${largest} (largest ruleset), p95`, `${config.p95.toFixed(1)} ms`, '≤ 10 ms', config.p95 <= 10],
  ['config calls of a typical chimney until complete', `${calls}`, '≤ 8', state.IsExecutionComplete && calls <= 8],
  ['typical chimney completes', done.Status, 'Success', done.Status === 'Success'],
  [`config call on ${largest}, p50`, `${config.p50.toFixed(1)} ms`, '—', true],
]);
if (config.failures > 0 || done.Status !== 'Success') {
  console.error('some requests failed');
  process.exitCode = 1;
}
