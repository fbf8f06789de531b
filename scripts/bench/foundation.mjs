// Foundation figures: JavaScript the login screen loads, start-up time, and the latency of a trivial authenticated call.
// Run after `npm run build`: npm run bench
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { ensureBuilt, report, signIn, startServer, tempDataDir } from './lib.mjs';

ensureBuilt();
const port = Number(process.env.BENCH_PORT ?? 3200);
const dataDir = tempDataDir();

// First start migrates and seeds; the figures below are for an already prepared server.
const first = await startServer({ port, dataDir });
await first.stop();

const startups = [];
for (let i = 0; i < 3; i++) {
  const s = await startServer({ port, dataDir });
  startups.push(s.readyMs);
  if (i < 2) await s.stop();
  else globalThis.server = s;
}
const server = globalThis.server;
const startupMedian = startups.sort((a, b) => a - b)[1];

// JavaScript a visitor's browser loads for the login screen, gzipped as served over the wire.
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage();
const scripts = [];
page.on('response', async (response) => {
  if (response.request().resourceType() === 'script') scripts.push(response);
});
await page.goto(`${server.baseUrl}/`);
await page.getByRole('button').first().waitFor();
await page.waitForLoadState('networkidle');
let jsGzip = 0;
for (const response of scripts) jsGzip += gzipSync(await response.body(), { level: 9 }).length;
await browser.close();

// A trivial authenticated call under load.
const token = await signIn(server.baseUrl, 'anna@reseller-se.test');
const run = (duration) =>
  autocannon({
    url: `${server.baseUrl}/api/reseller/myContact`,
    connections: 10,
    duration,
    headers: { authorization: `Bearer ${token}` },
  });
await run(3); // warm-up
const result = await run(10);
await server.stop();

if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);

console.log(`\nFoundation benchmark (Node ${process.version}, ${scripts.length} scripts on the login screen)\n`);
report([
  ['login screen JavaScript (gzip)', `${(jsGzip / 1024).toFixed(1)} KB`, '≤ 150 KB', jsGzip <= 150 * 1024],
  ['start-up of a built server (median of 3)', `${startupMedian.toFixed(0)} ms`, '≤ 5000 ms', startupMedian <= 5000],
  ['GET /api/reseller/myContact p50, 10 conn.', `${result.latency.p50} ms`, '≤ 5 ms', result.latency.p50 <= 5],
  ['GET /api/reseller/myContact p99', `${result.latency.p99} ms`, '—', true],
  ['GET /api/reseller/myContact throughput', `${Math.round(result.requests.average)} req/s`, '—', true],
]);
