import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const configError = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    return error as ConfigError;
  }
  throw new Error('expected a configuration error');
};

describe('configuration', () => {
  it('starts with no settings at all: port 3000, embedded database, embedded sign-in, files in ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('embedded');
    expect(config.oidc).toMatchObject({ mode: 'embedded', issuer: 'http://localhost:3000/idp' });
    expect(config.fileStore.kind).toBe('dir');
    expect(config.contentApiUrl).toBe('/mediaApi');
    // Neither metrics nor traces unless asked for.
    expect(config.metrics).toEqual({ port: undefined, token: undefined });
    expect(config.tracing.endpoint).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://db/portal' }, 'DATABASE_URL'],
    [{ OIDC_ISSUER: 'not a url' }, 'OIDC_ISSUER'],
    [{ OIDC_ISSUER: 'https://login.example.test' }, 'OIDC_CLIENT_ID'],
    [{ OIDC_ISSUER: 'https://login.example.test', OIDC_CLIENT_ID: 'portal' }, 'OIDC_AUDIENCE'],
    [{ OIDC_AUDIENCE: 'api://portal' }, 'OIDC_AUDIENCE'],
    [{ FILE_STORE: 'ftp' }, 'FILE_STORE'],
    [{ FILE_STORE: 's3' }, 'S3_BUCKET'],
    [{ CONTENT_API_URL: 'content' }, 'CONTENT_API_URL'],
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'proxy.internal' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ METRICS_PORT: '3000' }, 'METRICS_PORT'],
    [{ METRICS_PORT: 'ninety' }, 'METRICS_PORT'],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }, 'OTEL_EXPORTER_OTLP_ENDPOINT'],
  ])('refuses %o naming %s', (env, variable) => {
    const error = configError(env);
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(variable);
  });

  it('switches to an external provider with its client and audience', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://login.example.test/tenant/v2.0/',
      OIDC_CLIENT_ID: 'portal-web',
      OIDC_AUDIENCE: 'api://portal',
    });
    expect(config.oidc).toMatchObject({
      mode: 'external',
      issuer: 'https://login.example.test/tenant/v2.0',
      clientId: 'portal-web',
      audience: 'api://portal',
    });
  });

  it('uses a PostgreSQL server and S3 when configured', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://portal@db:5432/portal', FILE_STORE: 's3', S3_BUCKET: 'portal-files' });
    expect(config.database).toEqual({ kind: 'server', url: 'postgres://portal@db:5432/portal', poolMax: 10, statementTimeoutMs: 60_000 });
    expect(config.fileStore).toMatchObject({ kind: 's3', bucket: 'portal-files' });
  });

  it('trusts no proxy by default, a number of hops, or a list of proxy addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1,fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      'fd00::/8',
      'loopback',
    ]);
  });
});
