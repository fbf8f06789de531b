import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/** The benchmarks' helpers (scripts/bench/lib.mjs), which operators rerun on their own machines. */
type BenchLib = {
  fetchRetrying: (url: string, init?: RequestInit) => Promise<Response>;
  startServer: (options: {
    port: number;
    dataDir: string;
    env?: Record<string, string>;
    main?: string;
  }) => Promise<{ stop: () => Promise<void> }>;
};
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const lib = (await import(pathToFileURL(path.join(root, 'scripts/bench/lib.mjs')).href)) as BenchLib;

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lib-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the benchmarks’ helpers', () => {
  it('send a request again while the server sheds load (503 OVERLOADED), and give up on any other 503', async () => {
    let calls = 0;
    const server = http.createServer((request, response) => {
      calls++;
      if (request.url === '/busy' && calls <= 2) {
        response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
        response.end(JSON.stringify({ statusCode: 503, code: 'OVERLOADED', message: 'busy' }));
      } else if (request.url === '/down') {
        response.writeHead(503, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ statusCode: 503, code: 'NOT_READY' }));
      } else {
        response.end('ok');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const busy = await lib.fetchRetrying(`${base}/busy`, { method: 'POST', body: new URLSearchParams({ a: '1' }) });
      expect(busy.status).toBe(200);
      expect(await busy.text()).toBe('ok');
      expect(calls).toBe(3);
      calls = 0;
      const down = await lib.fetchRetrying(`${base}/down`);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ code: 'NOT_READY' });
      expect(calls).toBe(1);
    } finally {
      server.close();
    }
  });

  it('stop a server that does not start within BENCH_START_SECONDS', async () => {
    // A "server" that never listens and writes its process id.
    const pidFile = path.join(folder, 'pid');
    const main = path.join(folder, 'never-listens.mjs');
    fs.writeFileSync(
      main,
      `import fs from 'node:fs'; fs.writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); setInterval(() => {}, 1000);`,
    );
    const before = process.env['BENCH_START_SECONDS'];
    process.env['BENCH_START_SECONDS'] = '1';
    try {
      const error = await lib.startServer({ port: 1, dataDir: folder, main }).catch((e: unknown) => e);
      expect(String(error)).toMatch(/did not start within 1 s/);
    } finally {
      if (before === undefined) delete process.env['BENCH_START_SECONDS'];
      else process.env['BENCH_START_SECONDS'] = before;
    }
    const pid = Number(fs.readFileSync(pidFile, 'utf8'));
    expect(pid).toBeGreaterThan(0);
    expect(alive(pid)).toBe(false);
  });
});
