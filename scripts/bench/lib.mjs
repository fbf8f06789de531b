// Helpers for the benchmark scripts: start the built portal, sign in through its provider.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(ROOT, 'apps/api/dist/main.js');

export function ensureBuilt() {
  if (!fs.existsSync(MAIN) || !fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: npm run build');
  }
}

export const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));

/**
 * How long a server may take to start (BENCH_START_SECONDS, 60 by default): on a big database the
 * start's checks take longer than on the demo data.
 */
export const startSeconds = () => {
  const value = Number(process.env.BENCH_START_SECONDS ?? 60);
  if (!Number.isFinite(value) || value <= 0) throw new Error('BENCH_START_SECONDS must be a number of seconds above 0');
  return value;
};

/** Every server this process started and has not stopped: they end with it, whatever ends it. */
const running = new Set();
const stopAll = () => {
  for (const child of running) child.kill('SIGKILL');
};
process.once('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopAll();
    process.exit(130);
  });
}

/**
 * Starts the built server and resolves once /healthz answers, with the time that took. A server that
 * does not answer within BENCH_START_SECONDS, or exits, is stopped and the start throws; a run that
 * fails later stops it on the way out (see `running`). `main`: the script to run (the built API).
 */
export async function startServer({ port, dataDir, env = {}, main = MAIN }) {
  const started = performance.now();
  const limitMs = startSeconds() * 1000;
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  exited.then(() => running.delete(child));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      // A server that does not close in time (drain plus close) is cut off.
      const cut = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(cut);
    }
  };
  const baseUrl = `http://localhost:${port}`;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        const res = await fetch(`${baseUrl}/healthz`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > limitMs) {
        throw new Error(`server did not start within ${limitMs / 1000} s (raise BENCH_START_SECONDS for a big database)`);
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const readyMs = performance.now() - started;
  return { baseUrl, readyMs, pid: child.pid, stop };
}

/**
 * fetch, sent again while the server sheds load (503 `OVERLOADED`, refused before any work, so a
 * resend does nothing twice): after 0.25 s, then twice as long each time up to 8 s, never longer
 * than the answer's Retry-After, with some jitter; BENCH_OVERLOAD_RETRIES (8) times at most.
 */
export async function fetchRetrying(url, init = {}) {
  const attempts = Number(process.env.BENCH_OVERLOAD_RETRIES ?? 8);
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(url, init);
    if (res.status !== 503 || attempt >= attempts) return res;
    const body = await res.text();
    let code;
    try {
      code = JSON.parse(body).code;
    } catch {
      // not the portal's answer
    }
    if (code !== 'OVERLOADED') return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
    const retryAfterMs = Number(res.headers.get('retry-after') ?? NaN) * 1000;
    const backoffMs = Math.min(250 * 2 ** attempt, 8000);
    const waitMs = Math.min(backoffMs, Number.isFinite(retryAfterMs) ? retryAfterMs : Infinity) * (0.75 + Math.random() / 2);
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
}

/** One call with a bearer token, its whole answer read: how long it took, its status and its bytes. */
export async function timedCall(baseUrl, token, path, init = {}) {
  const t0 = performance.now();
  // Sent again while the server sheds load after a heavy export, as the back office's retry does.
  const res = await fetchRetrying(`${baseUrl}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { ms: performance.now() - t0, ok: res.ok, bytes, status: res.status };
}

/**
 * The authorization code flow with PKCE over HTTP, as a browser does it; returns the access token.
 * Each step is sent again while the server sheds load (many sign-ins at once do that).
 */
export async function signIn(baseUrl, email, password = 'portal') {
  const jar = new Map();
  const remember = (res) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const config = await (await fetchRetrying(`${baseUrl}/portal-config.js`)).text();
  const { clientId, scope, resource } = JSON.parse(config.slice(config.indexOf('=') + 1, -1));
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${baseUrl}/signin-callback`;
  const params = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'bench',
    ...(resource ? { resource } : {}),
  });
  let res = await fetchRetrying(`${baseUrl}/idp/auth?${params}`, { redirect: 'manual' });
  remember(res);
  const interaction = new URL(res.headers.get('location'), baseUrl);
  res = await fetchRetrying(`${interaction}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }),
  });
  remember(res);
  res = await fetchRetrying(new URL(res.headers.get('location'), baseUrl), { redirect: 'manual', headers: { cookie: cookie() } });
  const code = new URL(res.headers.get('location')).searchParams.get('code');
  res = await fetchRetrying(`${baseUrl}/idp/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
      ...(resource ? { resource } : {}),
    }),
  });
  const body = await res.json();
  if (!body.access_token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

export function report(rows) {
  const width = Math.max(...rows.map((r) => r[0].length));
  for (const [name, value, goal, ok] of rows) {
    console.log(`${name.padEnd(width)}  ${value.padStart(12)}   goal ${goal.padEnd(10)} ${ok ? 'ok' : 'OVER'}`);
  }
}

/** Sends `count` requests, `concurrency` at a time, and returns latency percentiles in ms. */
export async function measure(send, { count, concurrency = 1, warmup = 20 }) {
  for (let i = 0; i < warmup; i++) await send(i);
  const latencies = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        const ok = await send(i);
        latencies.push(performance.now() - t0);
        if (!ok) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { p50: at(50), p95: at(95), p99: at(99), rps: count / seconds, failures };
}

/** Migrates and seeds a data folder in this process, then lets `prepare` add bulk data before the server starts. */
export async function prepareDataDir(dataDir, prepare) {
  const { prepareDatabase } = await import(path.join(ROOT, 'apps/api/dist/platform/bootstrap.js'));
  const { seed } = await import(path.join(ROOT, 'apps/api/dist/seed/index.js'));
  const { database } = await prepareDatabase({ kind: 'embedded', dir: path.join(dataDir, 'pg') }, { seed });
  try {
    await prepare(database.db);
  } finally {
    await database.close();
  }
}

/** One statement on a PostgreSQL server over a connection of its own (CREATE and DROP DATABASE run outside a transaction). */
export async function serverStatement(serverUrl, statement) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database for a benchmark's server: the embedded one in `dataDir`, or with BENCH_DATABASE_URL a new
 * database on that PostgreSQL server. Migrated and seeded by the portal's own code, then `prepare` adds bulk data.
 * Answers the server's environment, a label for the report, and `drop`, which removes a server database again.
 */
export async function prepareBenchDatabase(dataDir, prepare) {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    await prepareDataDir(dataDir, prepare);
    return { env: {}, label: 'embedded database', drop: async () => {} };
  }
  const admin = (statement) => serverStatement(serverUrl, statement);
  const name = `portal_bench_${process.pid}_${Date.now().toString(36)}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await admin(`CREATE DATABASE ${name}`);
  const { prepareDatabase } = await import(path.join(ROOT, 'apps/api/dist/platform/bootstrap.js'));
  const { seed } = await import(path.join(ROOT, 'apps/api/dist/seed/index.js'));
  const { database } = await prepareDatabase({ kind: 'server', url: url.toString(), poolMax: 4 }, { seed });
  try {
    await prepare(database.db);
  } finally {
    await database.close();
  }
  return {
    env: { DATABASE_URL: url.toString() },
    label: 'PostgreSQL server',
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
