import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** Start-up refuses bad configuration with a message that names the variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Configuration error in ${variable}: ${problem}`);
    this.name = 'ConfigError';
  }
}

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const url = (protocols: readonly string[]) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        const parsed = URL.parse(v);
        return parsed !== null && protocols.includes(parsed.protocol);
      },
      `must be a URL starting with ${protocols.join(' or ')}`,
    );

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  OIDC_ISSUER: url(['http:', 'https:']).optional(),
  OIDC_CLIENT_ID: optionalString,
  OIDC_AUDIENCE: optionalString,
  OIDC_SCOPE: optionalString,
  FILE_STORE: z.enum(['dir', 's3']).default('dir'),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: url(['http:', 'https:']).optional(),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  CONTENT_API_URL: url(['http:', 'https:']).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().trim().default('false'),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  // Set by `npm run dev` (scripts/dev.mjs): the Vite server on port 5173 may then sign in too.
  PORTAL_DEV_SERVER: z.enum(['0', '1']).default('0'),
  SECRETS_KEY: optionalString,
  SECRETS_KEY_PREVIOUS: optionalString,
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(600).default(5),
  LOAD_SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().min(0).max(60_000).default(1000),
  LOAD_SHED_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  LOAD_SHED_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  READINESS_EVENT_LOOP_DELAY_MS: z.coerce.number().min(0).max(600_000).default(5000),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: optionalString,
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  MAIL_RETRY_SECONDS: z.coerce.number().min(0.01).max(86_400).default(30),
  RETENTION_MAIL_BODY_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  RETENTION_OUTBOX_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  RETENTION_SIGN_IN_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  RETENTION_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  DB_VACUUM_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  INSIGHT_CURRENCY: z.enum(['SEK', 'NOK', 'DKK', 'EUR']).default('EUR'),
  INSIGHT_ALERT_MIN_COMPLAINTS: z.coerce.number().int().min(1).max(10_000).default(3),
  INSIGHT_CONFIRM_WORKING_DAYS: z.coerce.number().int().min(0).max(60).default(2),
  // Webhooks to loopback and private addresses (plain http allowed there): development and tests only.
  WEBHOOK_ALLOW_PRIVATE: z.enum(['0', '1']).default('0'),
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  WEBHOOK_RETRY_SECONDS: z.coerce.number().min(0.01).max(86_400).default(5),
  WEBHOOK_RETRY_FACTOR: z.coerce.number().min(1).max(10).default(5),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(60).default(10),
  WEBHOOK_DISABLE_AFTER_HOURS: z.coerce.number().min(0.001).max(8760).default(72),
  INTEGRATION_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_TOKEN: optionalString,
  BUILD_REVISION: optionalString,
  OTEL_EXPORTER_OTLP_ENDPOINT: url(['http:', 'https:']).optional(),
  OTEL_SERVICE_NAME: optionalString,
  COMPLAINT_TIME_LIMIT_REGISTERED: z.string().trim().default('2wd'),
  COMPLAINT_TIME_LIMIT_ONGOING: z.string().trim().default('10wd'),
  COMPLAINT_TIME_LIMIT_WAITING: z.string().trim().default('7d'),
  QUOTE_ANSWER_DAYS: z.coerce.number().int().min(1).max(365).default(3),
});

export type OidcConfig =
  | { mode: 'embedded'; issuer: string; clientId: string; audience: string; scope: string }
  | { mode: 'external'; issuer: string; clientId: string; audience: string; scope: string };

export type FileStoreConfig =
  | { kind: 'dir'; root: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
    };

/** How long data kept only for a time stays (RETENTION_*; docs/configuration.md, Retention). */
export type RetentionConfig = {
  /** Days a sent e-mail keeps its subject and text. */
  mailBodyDays: number;
  /** Days a sent or given-up outbox row is kept at all. */
  outboxDays: number;
  /** Days a failed sign-in is kept for the limits (which look back an hour at most). */
  signInDays: number;
  intervalMinutes: number;
};

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  database:
    | {
        kind: 'embedded';
        dir: string | null;
        /** A dump of a database's folder (`Database.dump`) to start from instead of an empty one. */
        startFrom?: Blob;
        /** How often the instance vacuums its tables and reads their statistics (DB_VACUUM_INTERVAL_MINUTES; no autovacuum here). */
        vacuumIntervalMinutes?: number;
      }
    | {
        kind: 'server';
        url: string;
        /** Connections this instance may hold (DATABASE_POOL_MAX). */
        poolMax?: number;
        /** The longest a statement may run before the server cancels it (DATABASE_STATEMENT_TIMEOUT_MS). */
        statementTimeoutMs?: number;
      };
  oidc: OidcConfig;
  fileStore: FileStoreConfig;
  contentApiUrl: string;
  redisUrl: string | undefined;
  logLevel: string;
  /**
   * Which peers' `X-Forwarded-*` headers count (TRUST_PROXY): none (false), the last n hops, or
   * the listed proxy addresses and ranges. Never every peer: a client would choose its own address.
   */
  trustProxy: TrustProxy;
  mail: MailConfig;
  webhooks: WebhookConfig;
  /** How long a stopping instance keeps serving with readiness failed, and how long closing may take after. */
  shutdown: { drainSeconds: number; closeSeconds: number };
  /** /readyz fails while the event loop has stalled this long (ms) within the last ten seconds; 0: never. */
  readiness: { maxEventLoopDelayMs: number };
  /** `npm run dev`: the development web server's origin is a sign-in target. */
  devServer: boolean;
  /** The key the stored signing and cookie keys are encrypted with (platform/secret-box.ts). */
  secrets: { key: Buffer | undefined; previous: Buffer | undefined; keyFile: string };
  /**
   * Load shedding: while the event loop's mean delay (ms) or its utilisation (0–1) over the last
   * second is above these (0 turns a check off), requests answer 503 OVERLOADED with Retry-After.
   */
  loadShedding: { maxEventLoopDelayMs: number; maxEventLoopUtilization: number; retryAfterSeconds: number };
  /** The integration API: calls one client may make per minute (429 with Retry-After beyond). */
  integration: { rateLimitPerMinute: number };
  /** The insight figures: the reporting currency of totals across markets, the quality alert's least count, the confirmation time. */
  insight: InsightConfig;
  /**
   * Prometheus metrics at /metrics: on a port of their own (METRICS_PORT), or on the main port behind a bearer
   * token (METRICS_TOKEN); with neither, not served. With both, the own port asks for the token too.
   */
  metrics: { port: number | undefined; token: string | undefined };
  /** What `portal_build_info` reports: the API's package version and the revision the build was made from. */
  build: { version: string; revision: string };
  /** OpenTelemetry traces over OTLP/HTTP when an endpoint is set; nothing is loaded otherwise. */
  tracing: { endpoint: string | undefined; serviceName: string };
  retention: RetentionConfig;
  /** How long a complaint may keep each status before it is overdue (COMPLAINT_TIME_LIMIT_*); null: no limit. */
  complaintTimeLimits: ComplaintTimeLimits;
  /** Days sales administration has to answer a quote request before it shows as overdue (QUOTE_ANSWER_DAYS). */
  quoteAnswerDays: number;
};

/** The API's own version, from its package.json (the same file in the source tree and beside the build). */
function packageVersion(): string {
  try {
    const text = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
    return (JSON.parse(text) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export type InsightConfig = {
  currency: 'SEK' | 'NOK' | 'DKK' | 'EUR';
  alertMinComplaints: number;
  confirmWorkingDays: number;
};

/** A time limit: so many calendar days, or so many working days of the dealer's country. */
export type TimeLimit = { days: number; working: boolean };
export type ComplaintTimeLimits = { registered: TimeLimit | null; ongoing: TimeLimit | null; waiting: TimeLimit | null };

/** COMPLAINT_TIME_LIMIT_*: `2wd` (working days), `7d` (calendar days) or `off`. */
export function parseTimeLimit(variable: string, value: string): TimeLimit | null {
  if (value === 'off') return null;
  const match = /^(\d{1,3})(wd|d)$/.exec(value);
  if (!match)
    throw new ConfigError(variable, 'must be a number of days followed by d (calendar days) or wd (working days), such as 2wd, or off');
  return { days: Number(match[1]), working: match[2] === 'wd' };
}

/** SECRETS_KEY and SECRETS_KEY_PREVIOUS: 32 bytes in base64 (`openssl rand -base64 32`). */
export function parseSecretsKey(variable: string, value: string): Buffer {
  const text = value.trim();
  const key = Buffer.from(text, 'base64');
  if (key.length !== 32 || key.toString('base64') !== text) {
    throw new ConfigError(variable, 'must be 32 bytes in base64 (make one with: openssl rand -base64 32)');
  }
  return key;
}

export type TrustProxy = false | number | string[];

/** proxy-addr's names for well-known ranges, accepted in a TRUST_PROXY list. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: `false`/`0` (no proxy), a number of trusted hops, or a comma-separated list of
 * proxy addresses or CIDR ranges. `true` (trust every hop) is refused: with it the address the
 * sign-in limits count would be whatever the client writes into `X-Forwarded-For`.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') {
    throw new ConfigError(
      'TRUST_PROXY',
      'true would trust every client to name its own address; give the number of proxies in front of the portal (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
    );
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 10) throw new ConfigError('TRUST_PROXY', `${hops} hops is more than any real chain of proxies; give 1 to 10`);
    return hops;
  }
  const entries = v.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (NAMED_RANGES.has(entry)) continue;
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (family === 0 || !bitsOk || rest.length > 0) {
      throw new ConfigError(
        'TRUST_PROXY',
        `"${entry}" is neither a number of hops nor a proxy address or CIDR range (e.g. 10.0.0.5, 10.0.0.0/8)`,
      );
    }
  }
  return entries;
}

export type MailConfig = {
  /** A mail server; without one, messages are kept as sent under `dir`. */
  smtpUrl: string | undefined;
  from: string;
  dir: string;
  maxAttempts: number;
  retryBaseMs: number;
  pollMs: number;
};

export type WebhookConfig = {
  /** Loopback and private addresses may receive webhooks, over plain http too (WEBHOOK_ALLOW_PRIVATE=1). */
  allowPrivate: boolean;
  /** Attempts before a delivery is failed. */
  maxAttempts: number;
  /** The wait after the first failed attempt; each further wait is `retryFactor` times the last (with jitter). */
  retryBaseMs: number;
  retryFactor: number;
  /** An attempt not answered 2xx within this is a failure. */
  timeoutMs: number;
  /** An endpoint whose attempts failed without a delivered one for this long is turned off. */
  disableAfterMs: number;
  pollMs: number;
};

const EMBEDDED_CLIENT_ID = 'dealer-portal-web';
const EMBEDDED_AUDIENCE = 'urn:dealer-portal:api';
const DEFAULT_SCOPE = 'openid profile offline_access Portal.Access';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(String(issue?.path[0] ?? 'environment'), issue?.message ?? 'invalid');
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const dataDir = path.resolve(e.DATA_DIR);

  let oidc: OidcConfig;
  if (e.OIDC_ISSUER) {
    if (!e.OIDC_CLIENT_ID) throw new ConfigError('OIDC_CLIENT_ID', 'is required when OIDC_ISSUER is set');
    if (!e.OIDC_AUDIENCE) throw new ConfigError('OIDC_AUDIENCE', 'is required when OIDC_ISSUER is set');
    oidc = {
      mode: 'external',
      issuer: e.OIDC_ISSUER.replace(/\/$/, ''),
      clientId: e.OIDC_CLIENT_ID,
      audience: e.OIDC_AUDIENCE,
      scope: e.OIDC_SCOPE ?? DEFAULT_SCOPE,
    };
  } else {
    for (const name of ['OIDC_CLIENT_ID', 'OIDC_AUDIENCE'] as const) {
      if (e[name]) throw new ConfigError(name, 'only applies together with OIDC_ISSUER (an external identity provider)');
    }
    oidc = {
      mode: 'embedded',
      issuer: `${publicUrl}/idp`,
      clientId: EMBEDDED_CLIENT_ID,
      audience: EMBEDDED_AUDIENCE,
      scope: e.OIDC_SCOPE ?? DEFAULT_SCOPE,
    };
  }

  if (e.METRICS_TOKEN !== undefined && e.METRICS_TOKEN.length < 16) {
    throw new ConfigError('METRICS_TOKEN', 'must have at least 16 characters (make one with: openssl rand -hex 32)');
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(
      'METRICS_PORT',
      `must differ from PORT (${e.PORT}); leave it unset to serve /metrics on PORT behind METRICS_TOKEN`,
    );
  }

  let fileStore: FileStoreConfig;
  if (e.FILE_STORE === 's3') {
    if (!e.S3_BUCKET) throw new ConfigError('S3_BUCKET', 'is required when FILE_STORE=s3');
    fileStore = {
      kind: 's3',
      bucket: e.S3_BUCKET,
      region: e.S3_REGION ?? 'us-east-1',
      endpoint: e.S3_ENDPOINT,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    };
  } else {
    fileStore = { kind: 'dir', root: path.join(dataDir, 'files') };
  }

  if (e.WEBHOOK_ALLOW_PRIVATE === '1' && e.NODE_ENV === 'production') {
    throw new ConfigError('WEBHOOK_ALLOW_PRIVATE', 'must not be set in production: it lets webhooks reach the private network');
  }

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'server', url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX, statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS }
      : { kind: 'embedded', dir: path.join(dataDir, 'pg'), vacuumIntervalMinutes: e.DB_VACUUM_INTERVAL_MINUTES },
    oidc,
    fileStore,
    contentApiUrl: (e.CONTENT_API_URL ?? '/mediaApi').replace(/\/$/, ''),
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    shutdown: { drainSeconds: e.SHUTDOWN_DRAIN_SECONDS, closeSeconds: 10 },
    readiness: { maxEventLoopDelayMs: e.READINESS_EVENT_LOOP_DELAY_MS },
    devServer: e.PORTAL_DEV_SERVER === '1',
    secrets: {
      key: e.SECRETS_KEY ? parseSecretsKey('SECRETS_KEY', e.SECRETS_KEY) : undefined,
      previous: e.SECRETS_KEY_PREVIOUS ? parseSecretsKey('SECRETS_KEY_PREVIOUS', e.SECRETS_KEY_PREVIOUS) : undefined,
      keyFile: path.join(dataDir, 'secrets.key'),
    },
    loadShedding: {
      maxEventLoopDelayMs: e.LOAD_SHED_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: e.LOAD_SHED_EVENT_LOOP_UTILIZATION,
      retryAfterSeconds: e.LOAD_SHED_RETRY_AFTER_SECONDS,
    },
    retention: {
      mailBodyDays: e.RETENTION_MAIL_BODY_DAYS,
      outboxDays: e.RETENTION_OUTBOX_DAYS,
      signInDays: e.RETENTION_SIGN_IN_DAYS,
      intervalMinutes: e.RETENTION_INTERVAL_MINUTES,
    },
    insight: {
      currency: e.INSIGHT_CURRENCY,
      alertMinComplaints: e.INSIGHT_ALERT_MIN_COMPLAINTS,
      confirmWorkingDays: e.INSIGHT_CONFIRM_WORKING_DAYS,
    },
    integration: { rateLimitPerMinute: e.INTEGRATION_RATE_LIMIT_PER_MINUTE },
    metrics: { port: e.METRICS_PORT, token: e.METRICS_TOKEN },
    build: { version: packageVersion(), revision: e.BUILD_REVISION ?? 'unknown' },
    tracing: { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME ?? 'dealer-portal-api' },
    complaintTimeLimits: {
      registered: parseTimeLimit('COMPLAINT_TIME_LIMIT_REGISTERED', e.COMPLAINT_TIME_LIMIT_REGISTERED),
      ongoing: parseTimeLimit('COMPLAINT_TIME_LIMIT_ONGOING', e.COMPLAINT_TIME_LIMIT_ONGOING),
      waiting: parseTimeLimit('COMPLAINT_TIME_LIMIT_WAITING', e.COMPLAINT_TIME_LIMIT_WAITING),
    },
    quoteAnswerDays: e.QUOTE_ANSWER_DAYS,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Dealer portal <no-reply@${new URL(publicUrl).hostname}>`,
      dir: path.join(dataDir, 'mail'),
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      retryBaseMs: Math.round(e.MAIL_RETRY_SECONDS * 1000),
      pollMs: 1000,
    },
    webhooks: {
      allowPrivate: e.WEBHOOK_ALLOW_PRIVATE === '1',
      maxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
      retryBaseMs: Math.round(e.WEBHOOK_RETRY_SECONDS * 1000),
      retryFactor: e.WEBHOOK_RETRY_FACTOR,
      timeoutMs: Math.round(e.WEBHOOK_TIMEOUT_SECONDS * 1000),
      disableAfterMs: Math.round(e.WEBHOOK_DISABLE_AFTER_HOURS * 3600_000),
      pollMs: 1000,
    },
  };
}

/**
 * The data folder must take writes (the embedded database, files, kept mail): a start that cannot
 * write there stops with one line naming DATA_DIR instead of a stack trace.
 */
export async function requireWritableDataDir(dir: string): Promise<void> {
  const { mkdir, writeFile, rm } = await import('node:fs/promises');
  const probe = path.join(dir, `.write-check-${process.pid}`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(probe, '');
    await rm(probe, { force: true });
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new ConfigError('DATA_DIR', `${dir} cannot be written (${reason}); point DATA_DIR at a folder the portal may write`);
  }
}
