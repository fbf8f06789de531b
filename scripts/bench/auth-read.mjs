// An authenticated point read next to the framework it runs on: GET /api/reseller/myContact of the
// built portal against a bare Fastify route answering the same JSON, side by side in one run, on the
// embedded database and, with BENCH_DATABASE_URL, on a PostgreSQL server (a fresh database there).
// Run after `npm run build`: node scripts/bench/auth-read.mjs (part of npm run bench)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ROOT, signIn, startServer, tempDataDir } from './lib.mjs';

// Only the API is served here, so only its build is needed.
if (!fs.existsSync(path.join(ROOT, 'apps/api/dist/main.js'))) throw new Error('Build first: npm run build');
const port = Number(process.env.BENCH_PORT ?? 3207);
const barePort = port + 1;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

/** A bare Fastify server in a process of its own, answering `body` at the same path. */
async function startBare(body) {
  const fastifyPath = path.join(ROOT, 'apps/api/node_modules/fastify/fastify.js');
  const resolved = fs.existsSync(fastifyPath) ? fastifyPath : 'fastify';
  const code = `
    const Fastify = (await import(${JSON.stringify(resolved)})).default;
    const app = Fastify({ logger: false });
    const body = ${JSON.stringify(body)};
    app.get('/api/reseller/myContact', async () => body);
    await app.listen({ port: ${barePort}, host: '127.0.0.1' });
    process.send?.('ready');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: path.join(ROOT, 'apps/api'),
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${barePort}/api/reseller/myContact`,
    stop: () => new Promise((r) => (child.once('exit', r), child.kill())),
  };
}

const run = (url, headers = {}) => autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });

async function compare(label, env) {
  const server = await startServer({ port, dataDir: tempDataDir(), env });
  try {
    const token = await signIn(server.baseUrl, 'anna@reseller-se.test');
    const headers = { authorization: `Bearer ${token}` };
    const url = `${server.baseUrl}/api/reseller/myContact`;
    const body = await (await fetch(url, { headers })).json();
    const bare = await startBare(body);
    try {
      // Warm both, then measure them one after the other in the same run.
      await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
      await autocannon({ url: bare.url, connections: CONNECTIONS, duration: 2 });
      const portal = await run(url, headers);
      const framework = await run(bare.url);
      if (portal.non2xx > 0 || portal.errors > 0) throw new Error(`${label}: ${portal.non2xx} non-2xx answers, ${portal.errors} errors`);
      return { label, portal, framework };
    } finally {
      await bare.stop();
    }
  } finally {
    await server.stop();
  }
}

const results = [await compare('embedded database', {})];
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const name = `portal_bench_auth_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    results.push(await compare('PostgreSQL server', { DATABASE_URL: url.toString() }));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

console.log(
  `\nAuthenticated point read against bare Fastify (Node ${process.version}, autocannon, ${CONNECTIONS} connections, ${DURATION} s each)\n`,
);
const goals = { 'embedded database': 0.1, 'PostgreSQL server': 0.25 };
for (const { label, portal, framework } of results) {
  const ratio = portal.requests.average / framework.requests.average;
  const goal = goals[label];
  console.log(
    `${label.padEnd(18)}  myContact ${Math.round(portal.requests.average).toLocaleString('en').padStart(7)} req/s (p50 ${portal.latency.p50} ms)` +
      `   bare Fastify ${Math.round(framework.requests.average).toLocaleString('en').padStart(7)} req/s` +
      `   ${(ratio * 100).toFixed(0).padStart(3)} %   goal ≥ ${goal * 100} %   ${ratio >= goal ? 'ok' : 'UNDER'}`,
  );
  if (ratio < goal) process.exitCode = 1;
}
if (!serverUrl) console.log('(BENCH_DATABASE_URL=postgres://… adds the PostgreSQL server)');
