// Several instances run as docs/configuration.md ("Several instances") says, behind deploy/haproxy/haproxy.cfg,
// under dealers' load and three faults: an instance killed (kill -9) and started again, one stopped (SIGTERM) and
// started again, and a 10-second lock on the orders' table. Prints each phase's requests, failures and slowest
// answer, then whether a stored file reads from every instance; exits 1 on any failure.
// Needs haproxy, a PostgreSQL server and Redis; without haproxy it says so and checks nothing.
// Run after `npm run build`:
//   INSTANCES_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run check:instances
// It creates a database there and drops it at the end. INSTANCES (2), INSTANCES_PORT (3400: the balancer; the
// instances take the next ports), INSTANCES_WORKERS (8 dealers' browsers), INSTANCES_PHASE_SECONDS (20),
// REDIS_URL (redis://127.0.0.1:6379).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ROOT, ensureBuilt, signIn, startServer, tempDataDir } from './bench/lib.mjs';

if (spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).error) {
  console.log('haproxy is not installed: the several-instances check needs it, and is left out.');
  process.exit(0);
}
const serverUrl = process.env.INSTANCES_DATABASE_URL;
if (!serverUrl) {
  console.error('check:instances needs INSTANCES_DATABASE_URL, a PostgreSQL server where it may create a database');
  process.exit(1);
}
ensureBuilt();

const INSTANCES = Number(process.env.INSTANCES ?? 2);
const LB_PORT = Number(process.env.INSTANCES_PORT ?? 3400);
const WORKERS = Number(process.env.INSTANCES_WORKERS ?? 8);
const PHASE_MS = Number(process.env.INSTANCES_PHASE_SECONDS ?? 20) * 1000;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const base = `http://127.0.0.1:${LB_PORT}`;
/** An accessory every price list holds. */
const PRODUCT = 'TB-GP-GL1010';
const DEALERS = [
  'anna@reseller-se.test',
  'johan.lund@reseller-se.test',
  'elin.berg@reseller-se.test',
  'per.holm@reseller-se.test',
  'karin.dahl@reseller-se.test',
  'nils.strand@reseller-se.test',
  'eva.lind@reseller-se.test',
  'sofia.ek@reseller-se.test',
];

// --- the database, the shared folder and the settings every instance must share (the documentation's list)
const dbName = `portal_instances_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const url = new URL(serverUrl);
url.pathname = `/${dbName}`;
const sharedFolder = tempDataDir();
const shared = {
  DATABASE_URL: url.toString(),
  FILE_STORE: 'dir',
  SECRETS_KEY: randomBytes(32).toString('base64'),
  REDIS_URL,
  PUBLIC_URL: base,
  TRUST_PROXY: 'loopback',
};
const instancePort = (i) => LB_PORT + 1 + i;
const servers = [];
const start = async (i) => (servers[i] = await startServer({ port: instancePort(i), dataDir: sharedFolder, env: shared }));

// --- the balancer: the shipped configuration, with this machine's addresses
const cfgFile = path.join(tempDataDir(), 'haproxy.cfg');
const shipped = fs.readFileSync(path.join(ROOT, 'deploy/haproxy/haproxy.cfg'), 'utf8');
const cfg = shipped
  .replace(/^(\s*)bind :80$/m, `$1bind 127.0.0.1:${LB_PORT}`)
  // A test machine may allow a process fewer open files than 10,000 connections need.
  .replace(/^(\s*)maxconn 10000$/m, '$1maxconn 2000')
  .replace(
    /^(\s*server api\d .*\n)+/m,
    Array.from({ length: INSTANCES }, (_, i) => `    server api${i + 1} 127.0.0.1:${instancePort(i)}\n`).join(''),
  );
fs.writeFileSync(cfgFile, cfg);
const checked = spawnSync('haproxy', ['-c', '-f', cfgFile], { encoding: 'utf8' });
if (checked.status !== 0) throw new Error(`haproxy -c refused the configuration:\n${checked.stdout}${checked.stderr}`);

let haproxy;
const cleanUp = async () => {
  haproxy?.kill('SIGKILL');
  await Promise.all(servers.map((s) => s?.stop()));
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  await admin.end();
};

try {
  // The first instance migrates and seeds; the others start on the prepared database, as a rolling start would.
  await start(0);
  for (let i = 1; i < INSTANCES; i++) await start(i);
  haproxy = spawn('haproxy', ['-db', '-f', cfgFile], { stdio: 'ignore' });
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${base}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    if (tries > 200) throw new Error('the balancer did not answer /readyz');
    await new Promise((r) => setTimeout(r, 50));
  }
  // Every instance checked up by the balancer (rise 2 at inter 1 s).
  await new Promise((r) => setTimeout(r, 3000));

  const tokens = await Promise.all(DEALERS.slice(0, WORKERS).map((email) => signIn(base, email)));

  /** One dealer's browsing and ordering, over and over, until `until`: each request's outcome and time. */
  async function dealer(token, until, results) {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const send = async (name, url, init = {}) => {
      const t0 = performance.now();
      let ok = false;
      let status = 0;
      try {
        const res = await fetch(`${base}${url}`, { ...init, headers });
        status = res.status;
        await res.arrayBuffer();
        ok = res.ok;
      } catch {
        // the connection broke: a failure
      }
      results.push({ name, ok, status, ms: performance.now() - t0 });
    };
    for (let n = 0; Date.now() < until; n++) {
      await send('open orders', '/api/order/openOrders?amount=20');
      await send('product search', `/api/order/products?search=${['glas', 'rökrör', 'golvplåt'][n % 3]}`);
      await send('product', `/api/order/productDetails?itemNo=${PRODUCT}`);
      if (n % 3 === 0) {
        await send('place order', '/api/order/placeOrder', {
          method: 'POST',
          body: JSON.stringify({
            inputs: { ShippingInstructions: ' ', GoodsMark: `Instances ${n}` },
            cartItems: [{ id: PRODUCT, title: 'x', image: '', price: 1, quantity: 1, type: 'product' }],
            CustomerId: '10001',
            ShipTo: '10001',
            requestedDate: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', ''),
            addresses: [
              { AddressType: 6, Name: 'Lager', Address1: 'Fyrislundsgatan 68', City: 'Uppsala', PostalCode: '754 50', Country: 'Sverige' },
            ],
            idempotencyKey: randomUUID(),
          }),
        });
      }
    }
  }

  /** Load for one phase while `fault` runs beside it. */
  async function phase(name, fault) {
    const results = [];
    const until = Date.now() + PHASE_MS;
    await Promise.all([...tokens.map((token) => dealer(token, until, results)), fault()]);
    const failed = results.filter((r) => !r.ok);
    const slowest = Math.max(...results.map((r) => r.ms));
    return { name, requests: results.length, failed, slowest };
  }
  const after = (ms) => new Promise((r) => setTimeout(r, ms));
  const phases = [];

  phases.push(await phase('no fault', async () => {}));
  phases.push(
    await phase(`kill -9 of instance 2, started again`, async () => {
      await after(5000);
      process.kill(servers[1].pid, 'SIGKILL');
      await after(3000);
      await start(1);
    }),
  );
  phases.push(
    await phase('SIGTERM of instance 1 (drained), started again', async () => {
      await after(5000);
      await servers[0].stop();
      await start(0);
    }),
  );
  phases.push(
    await phase('10-second lock on the orders table', async () => {
      await after(5000);
      const locker = new pg.Client({ connectionString: shared.DATABASE_URL });
      await locker.connect();
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE customer_order IN ACCESS EXCLUSIVE MODE');
      await after(10_000);
      await locker.query('COMMIT');
      await locker.end();
    }),
  );

  // A file stored through one instance reads from every instance.
  const files = await (await fetch(`${base}/mediaApi/files?market=se&contentType=doc`)).json();
  const fileUrl = files.folders.flatMap((f) => f.items)[0]?.url;
  if (!fileUrl) throw new Error('no seeded document to read');
  const filePath = new URL(fileUrl, base).pathname + new URL(fileUrl, base).search;
  const fileReads = await Promise.all(servers.map(async (_, i) => (await fetch(`http://127.0.0.1:${instancePort(i)}${filePath}`)).status));

  console.log(`\n${INSTANCES} instances behind HAProxy, ${WORKERS} dealers, ${PHASE_MS / 1000} s a phase\n`);
  for (const p of phases) {
    const codes = [...new Set(p.failed.map((f) => `${f.name} ${f.status || 'broken'}`))].join(', ');
    console.log(
      `${p.name.padEnd(48)} ${String(p.requests).padStart(6)} requests  ${String(p.failed.length).padStart(4)} failed  slowest ${(p.slowest / 1000).toFixed(1)} s${codes ? `  (${codes})` : ''}`,
    );
  }
  console.log(`${'a document read from each instance'.padEnd(48)} ${fileReads.join(', ')}`);
  const failures = phases.reduce((sum, p) => sum + p.failed.length, 0) + fileReads.filter((s) => s !== 200).length;
  if (failures > 0) process.exitCode = 1;
} finally {
  await cleanUp();
}
