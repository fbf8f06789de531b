import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inSpan, newRequestId, traceFields, traceparent, tracing } from './tracing.js';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });

describe('tracing when it is off', () => {
  it('leaves no OpenTelemetry code to load: only tracing-sdk.ts names it, and only the entry loads that, dynamically', () => {
    const files = sources(SRC);
    const namingOtel = files.filter((file) =>
      /from '@(opentelemetry|fastify\/otel)|import\('@(opentelemetry|fastify\/otel)/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(namingOtel.map((file) => path.relative(SRC, file))).toEqual([path.join('platform', 'tracing-sdk.ts')]);
    const loadingSdk = files.filter((file) => fs.readFileSync(file, 'utf8').includes('tracing-sdk.js'));
    expect(loadingSdk.map((file) => path.relative(SRC, file))).toEqual(['main.ts']);
    expect(fs.readFileSync(path.join(SRC, 'main.ts'), 'utf8')).toMatch(/await import\('\.\/platform\/tracing-sdk\.js'\)/);
    // The server is loaded only after tracing has started.
    expect(fs.readFileSync(path.join(SRC, 'main.ts'), 'utf8')).not.toMatch(/^import .* from '\.\/(app|serve)\.js'/m);
  });

  it('gives random request ids, no trace fields, and runs work without a span', async () => {
    expect(tracing()).toBeNull();
    expect(newRequestId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newRequestId()).not.toBe(newRequestId());
    expect(traceFields()).toEqual({});
    expect(traceparent()).toBeUndefined();
    expect(await inSpan('work', {}, async () => 42)).toBe(42);
  });
});
