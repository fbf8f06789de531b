import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

/** The repository's root, four levels above this file (apps/api/src/platform). */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const HAPROXY = path.join(root, 'deploy/haproxy/haproxy.cfg');
const NGINX = path.join(root, 'deploy/nginx/nginx.conf');

/** Whether a program is on the PATH (it answers its version option). */
const installed = (program: string, versionFlag: string) => !spawnSync(program, [versionFlag], { stdio: 'ignore' }).error;
const hasHaproxy = installed('haproxy', '-v');
const hasNginx = installed('nginx', '-v');

/** The configuration's lines without comments, so a directive only described in a comment does not count. */
const directives = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);

describe('deploy/haproxy/haproxy.cfg', () => {
  const lines = directives(HAPROXY);

  it('is complete: a frontend, defaults in mode http with timeouts, retries that redispatch on a failed connection, /readyz checks', () => {
    for (const directive of [
      /^defaults$/,
      /^frontend \S+$/,
      /^backend portal$/,
      /^mode http$/,
      /^timeout connect \d+s$/,
      /^timeout client \d+s$/,
      /^timeout server \d+s$/,
      /^timeout check \d+s$/,
      /^retries [1-9]$/,
      /^option redispatch\b/,
      /^retry-on conn-failure empty-response$/,
      // Only what is harmless twice is sent again after reaching an instance: reads and keyed calls.
      /^acl order_placement path \/api\/order\/placeOrder$/,
      /^acl idempotency_key req\.hdr\(idempotency-key\) -m found$/,
      /^http-request disable-l7-retry unless METH_GET \|\| order_placement \|\| idempotency_key$/,
      /^http-check send meth GET uri \/readyz$/,
      /^http-check expect status 200$/,
      /^option forwardfor$/,
    ])
      expect(
        lines.some((line) => directive.test(line)),
        String(directive),
      ).toBe(true);
    // The request limit of the portal (five minutes) fits in the balancer's.
    const seconds = (name: string) => Number(lines.find((l) => l.startsWith(`timeout ${name} `))!.match(/(\d+)s$/)![1]);
    expect(seconds('server')).toBeGreaterThanOrEqual(300);
  });

  it('takes a draining instance out before SHUTDOWN_DRAIN_SECONDS ends', () => {
    const server = lines.find((line) => line.startsWith('default-server '))!;
    const inter = Number(server.match(/\binter (\d+)s\b/)![1]);
    const fall = Number(server.match(/\bfall (\d+)\b/)![1]);
    const check = Number(lines.find((line) => line.startsWith('timeout check '))!.match(/(\d+)s$/)![1]);
    expect(inter * fall + check).toBeLessThan(loadConfig({}).shutdown.drainSeconds);
  });

  it.skipIf(!hasHaproxy)('passes haproxy -c', () => {
    const result = spawnSync('haproxy', ['-c', '-f', HAPROXY], { encoding: 'utf8' });
    expect(result.status, result.stdout + result.stderr).toBe(0);
  });
});

describe('deploy/nginx/nginx.conf', () => {
  const lines = directives(NGINX);

  it('is complete: upstream instances, the next instance on a failed connection, forwarded headers, the upload size', () => {
    for (const directive of [
      /^events \{$/,
      /^http \{$/,
      /^upstream portal \{$/,
      /^proxy_pass http:\/\/portal;$/,
      /^proxy_next_upstream error timeout;$/,
      /^proxy_next_upstream_tries [1-9];$/,
      /^proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;$/,
      /^proxy_set_header X-Forwarded-Proto \$scheme;$/,
      /^client_max_body_size 250m;$/,
      /^proxy_read_timeout \d+s;$/,
    ])
      expect(
        lines.some((line) => directive.test(line)),
        String(directive),
      ).toBe(true);
  });

  it.skipIf(!hasNginx)('passes nginx -t', () => {
    // Its own prefix and log folder, so the check needs no rights on the machine's and writes nothing outside a temporary folder.
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-check-'));
    try {
      const copy = path.join(prefix, 'nginx.conf');
      fs.writeFileSync(copy, fs.readFileSync(NGINX, 'utf8').replaceAll('/var/log/nginx/', `${prefix}/`));
      const result = spawnSync('nginx', ['-t', '-c', copy, '-p', prefix, '-e', 'stderr'], { encoding: 'utf8' });
      expect(result.status, result.stdout + result.stderr).toBe(0);
    } finally {
      fs.rmSync(prefix, { recursive: true, force: true });
    }
  });
});
