// The one place that reads process.env. Every value is validated at start; a bad value stops the
// process with a message that tells the operator what is wrong.
import { Injectable } from '@nestjs/common';

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** The API's /metrics port, never the public one; 0 takes any free port (tests). */
  metricsPort: number;
  /** The workers' /metrics port; 0 takes any free port. */
  workerMetricsPort: number;
  publicUrl: string;
  databaseUrl: string;
  /**
   * PostgreSQL itself, past any transaction-mode pooler, for what needs one server session throughout:
   * the migration runner's advisory lock and the outbox relay's LISTEN. DATABASE_URL when not set.
   */
  databaseDirectUrl: string;
  /**
   * Whether the hot reads run as named prepared statements. A transaction-mode pooler (PgBouncer before
   * 1.21, or without max_prepared_statements) hands each statement to any server connection, where the
   * name is unknown or already taken: set DATABASE_PREPARED_STATEMENTS=false behind one.
   */
  databasePreparedStatements: boolean;
  redisUrl: string;
  smtpUrl: string;
  mailFrom: string;
  /** The address the verification error and the imprint name for help (issue 28 §17). */
  supportMail: string;
  /** The operator's imprint, shown as plain text at /impressum. */
  imprintText: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  refreshReuseGraceSeconds: number;
  cookieSecure: boolean;
  /** Reverse proxies in front of the API whose X-Forwarded-For entries count (0: none). */
  trustProxyHops: number;
  rateLimitPublicPerWindow: number;
  rateLimitLoginPerIpPerWindow: number;
  rateLimitWindowSeconds: number;
  loginMaxFailures: number;
  loginLockSeconds: number;
  /** Wiki searches one account may run per minute (each ranks every hit of the group's wikis). */
  rateLimitSearchPerMinute: number;
  electionMailPerAddressPerDay: number;
  /** A PERSONAL answer given without login waits this long for its mailed link to be opened, then it is deleted. */
  personalConfirmMinutes: number;
  /** Whether the retention run route accepts `asOf` (a moment other than now): test set-ups only. */
  retentionAllowAsOf: boolean;
  eventMailPerAddressPerDay: number;
  /** Export requests one member may ask for in an hour, across all kinds (each renders a file on the pdf worker). */
  exportRequestsPerMemberPerHour: number;
  /** Exports of one group waiting or being rendered at once; more answer 429 (no group fills the pdf queue). */
  exportPendingPerTenant: number;
  webDistDir: string;
  uploadDir: string;
  /** Storage every upload of a group counts against, in MB (issue 24 §8). */
  tenantStorageQuotaMb: number;
  /** Storage a person's private chat files count against, in MB. */
  userStorageQuotaMb: number;
  /** Days a deleted upload stays in the store (listed in storage_deletion) before housekeeping removes it; 0 deletes at once. */
  storageDeleteDelayDays: number;
  /** Object storage for uploads and exports; null keeps them on the local disk under uploadDir. */
  s3: S3Config | null;
  logJson: boolean;
  logLevel: 'error' | 'warn' | 'log' | 'debug';
  /** Whether the API applies pending migrations (under the advisory lock) before it listens. */
  migrateOnStart: boolean;
  /** How long a stopping process may finish in-flight requests, socket writes and jobs. */
  shutdownGraceSeconds: number;
  /** The VAPID key pair of Web Push; null: generated on first start and kept in .data/ (infrastructure/push). */
  vapid: VapidKeyPair | null;
  /** Push endpoints may be http and on private addresses (test set-ups only: otherwise an SSRF path). */
  pushAllowHttpEndpoints: boolean;
  /** A private message or mention still unread this long is mailed (issue 25). */
  notifyMailDelaySeconds: number;
  /** 'HH:mm' Berlin: when the daily digest goes out. */
  notifyDigestTime: string;
  /** The global quiet hours (Berlin wall clock, from after to wraps past midnight); null: none. */
  quietHours: { from: string; to: string } | null;
  /** How often the workers' notification scheduler runs; 0: never (tests run its tick themselves). */
  notifyTickSeconds: number;
}

export interface VapidKeyPair {
  /** base64url of the uncompressed P-256 point (65 bytes). */
  publicKey: string;
  /** base64url of the private scalar (32 bytes). */
  privateKey: string;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${name} must be an integer >= ${min}, got "${raw}"`);
  return value;
}

const POSTGRES = ['postgres:', 'postgresql:'];

function url(env: Env, name: string, fallback: string, protocols: string[], label: string): string {
  const raw = env[name] || fallback;
  try {
    const parsed = new URL(raw);
    if (!protocols.includes(parsed.protocol)) throw new Error();
  } catch {
    throw new ConfigError(`${name} is not a valid ${label} URL`);
  }
  return raw;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/**
 * TRUST_PROXY: how many reverse proxies stand in front of the API. Express then takes the client's address
 * that many entries from the right of X-Forwarded-For; `true` once trusted every entry, so a client could
 * choose its own address (and its own rate-limit bucket) by sending the header. `true` now means one proxy,
 * `false` none.
 */
const MAX_PROXY_HOPS = 10;
function proxyHops(env: Env): number {
  const raw = (env.TRUST_PROXY ?? '').trim().toLowerCase();
  if (raw === '' || raw === 'false' || raw === 'no') return 0;
  if (raw === 'true' || raw === 'yes') return 1;
  const hops = Number(raw);
  if (/^\d+$/.test(raw) && hops <= MAX_PROXY_HOPS) return hops;
  throw new ConfigError(
    `TRUST_PROXY must be the number of proxies in front (0 to ${MAX_PROXY_HOPS}), true (one) or false, got "${env.TRUST_PROXY}"`,
  );
}

// S3_ACCESS_KEY / S3_SECRET_KEY are the names docker/compose.yml uses; the SDK's names win when both are set.
function s3(env: Env): S3Config | null {
  if (!env.S3_ENDPOINT) return null;
  const endpoint = url(env, 'S3_ENDPOINT', '', ['http:', 'https:'], 'http(s)');
  const accessKeyId = env.S3_ACCESS_KEY_ID || env.S3_ACCESS_KEY || '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || env.S3_SECRET_KEY || '';
  if (!env.S3_BUCKET) throw new ConfigError('S3_BUCKET must be set when S3_ENDPOINT is set');
  if (!accessKeyId || !secretAccessKey)
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set when S3_ENDPOINT is set');
  return { endpoint, bucket: env.S3_BUCKET, region: env.S3_REGION || 'us-east-1', accessKeyId, secretAccessKey };
}

/** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: both or neither, in the base64url form web-push generates. */
function vapid(env: Env): VapidKeyPair | null {
  const publicKey = env.VAPID_PUBLIC_KEY ?? '';
  const privateKey = env.VAPID_PRIVATE_KEY ?? '';
  if (!publicKey && !privateKey) return null;
  const bytes = (value: string) => (/^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url') : Buffer.alloc(0));
  const point = bytes(publicKey);
  if (point.length !== 65 || point[0] !== 4) throw new ConfigError('VAPID_PUBLIC_KEY must be a base64url P-256 public key (65 bytes)');
  if (bytes(privateKey).length !== 32) throw new ConfigError('VAPID_PRIVATE_KEY must be a base64url P-256 private key (32 bytes)');
  return { publicKey, privateKey };
}

function logLevel(env: Env, nodeEnv: string): AppConfig['logLevel'] {
  const raw = env.LOG_LEVEL || (nodeEnv === 'test' ? 'warn' : 'log');
  if (!['error', 'warn', 'log', 'debug'].includes(raw)) throw new ConfigError(`LOG_LEVEL must be error, warn, log or debug, got "${raw}"`);
  return raw as AppConfig['logLevel'];
}

function database(env: Env): Pick<AppConfig, 'databaseUrl' | 'databaseDirectUrl' | 'databasePreparedStatements'> {
  const databaseUrl = url(env, 'DATABASE_URL', 'postgres://postgres:postgres@127.0.0.1:54329/plenum', POSTGRES, 'postgres');
  return {
    databaseUrl,
    databaseDirectUrl: url(env, 'DATABASE_DIRECT_URL', databaseUrl, POSTGRES, 'postgres'),
    databasePreparedStatements: bool(env, 'DATABASE_PREPARED_STATEMENTS', true),
  };
}

/** The /metrics ports: never the public port, so that the internet cannot read them through the ingress. */
function metricsPorts(env: Env, port: number): Pick<AppConfig, 'metricsPort' | 'workerMetricsPort'> {
  const metricsPort = int(env, 'METRICS_PORT', 9464, 0);
  const workerMetricsPort = int(env, 'WORKER_METRICS_PORT', 9465, 0);
  if (metricsPort === port) throw new ConfigError(`METRICS_PORT must differ from PORT (${port}): /metrics is never public`);
  return { metricsPort, workerMetricsPort };
}

/** SUPPORT_MAIL, or the bare address inside MAIL_FROM ('Plenum <noreply@x>' gives 'noreply@x'). */
function supportMail(env: Env, mailFrom: string): string {
  const raw = (env.SUPPORT_MAIL || mailFrom.match(/<([^>]*)>/)?.[1] || mailFrom).trim();
  // One plain address: it goes into a mailto link, so no spaces, angle brackets, commas or query part.
  if (!/^[^\s@<>,;?&"']+@[^\s@<>,;?&"']+$/.test(raw)) throw new ConfigError(`SUPPORT_MAIL must be one mail address, got "${raw}"`);
  return raw;
}

export const IMPRINT_DEFAULT = 'Der Betreiber dieser Plattform hat das Impressum noch nicht hinterlegt.';

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = (env.NODE_ENV ?? 'development') as AppConfig['nodeEnv'];
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    throw new ConfigError(`NODE_ENV must be development, production or test, got "${nodeEnv}"`);
  }
  const port = int(env, 'PORT', 3000);
  const publicUrl = url(env, 'PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:'], 'http(s)').replace(/\/$/, '');
  // No fallback in any environment: a secret that is in the repository signs nobody's tokens.
  // `npm run up` generates one on first start and keeps it in .data/ (api/scripts/local-secret.ts).
  const jwtSecret = env.JWT_SECRET ?? '';
  const mailFrom = env.MAIL_FROM || 'Plenum <noreply@plenum.local>';
  if (jwtSecret.length < 16) throw new ConfigError('JWT_SECRET must be set to at least 16 characters');
  return {
    nodeEnv,
    port,
    ...metricsPorts(env, port),
    publicUrl,
    ...database(env),
    redisUrl: url(env, 'REDIS_URL', 'redis://127.0.0.1:6390', ['redis:', 'rediss:'], 'redis'),
    smtpUrl: url(env, 'SMTP_URL', 'smtp://127.0.0.1:1025', ['smtp:', 'smtps:'], 'smtp'),
    mailFrom,
    supportMail: supportMail(env, mailFrom),
    // A one-line env file (Kubernetes, compose) writes line breaks as \n.
    imprintText: env.IMPRINT_TEXT?.replaceAll('\\n', '\n').trim() || IMPRINT_DEFAULT,
    jwtSecret,
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
    refreshTokenTtlDays: int(env, 'REFRESH_TOKEN_TTL_DAYS', 30),
    refreshReuseGraceSeconds: int(env, 'REFRESH_REUSE_GRACE_SECONDS', 30, 0),
    cookieSecure: bool(env, 'COOKIE_SECURE', publicUrl.startsWith('https:')),
    trustProxyHops: proxyHops(env),
    rateLimitPublicPerWindow: int(env, 'RATE_LIMIT_PUBLIC', 600),
    rateLimitLoginPerIpPerWindow: int(env, 'RATE_LIMIT_LOGIN_IP', 1000),
    rateLimitWindowSeconds: int(env, 'RATE_LIMIT_WINDOW_SECONDS', 15 * 60),
    loginMaxFailures: int(env, 'LOGIN_MAX_FAILURES', 5),
    rateLimitSearchPerMinute: int(env, 'RATE_LIMIT_SEARCH_PER_MINUTE', 30),
    loginLockSeconds: int(env, 'LOGIN_LOCK_SECONDS', 15 * 60),
    electionMailPerAddressPerDay: int(env, 'ELECTION_MAIL_PER_ADDRESS_PER_DAY', 3, 0),
    personalConfirmMinutes: int(env, 'PERSONAL_CONFIRM_MINUTES', 24 * 60),
    retentionAllowAsOf: bool(env, 'RETENTION_ALLOW_AS_OF', false),
    exportRequestsPerMemberPerHour: int(env, 'EXPORT_REQUESTS_PER_MEMBER_PER_HOUR', 20),
    exportPendingPerTenant: int(env, 'EXPORT_PENDING_PER_TENANT', 10),
    eventMailPerAddressPerDay: int(env, 'EVENT_MAIL_PER_ADDRESS_PER_DAY', 3, 0),
    webDistDir: env.WEB_DIST_DIR || `${process.cwd()}/dist-web`,
    uploadDir: env.UPLOAD_DIR || `${process.cwd()}/.data/uploads`,
    tenantStorageQuotaMb: int(env, 'TENANT_STORAGE_QUOTA_MB', 2000),
    userStorageQuotaMb: int(env, 'USER_STORAGE_QUOTA_MB', 200),
    storageDeleteDelayDays: int(env, 'STORAGE_DELETE_DELAY_DAYS', 30, 0),
    s3: s3(env),
    logJson: bool(env, 'LOG_JSON', nodeEnv === 'production'),
    logLevel: logLevel(env, nodeEnv),
    migrateOnStart: bool(env, 'MIGRATE_ON_START', true),
    shutdownGraceSeconds: int(env, 'SHUTDOWN_GRACE_SECONDS', 20, 0),
    vapid: vapid(env),
    pushAllowHttpEndpoints: bool(env, 'PUSH_ALLOW_HTTP_ENDPOINTS', false),
    notifyMailDelaySeconds: int(env, 'NOTIFY_MAIL_DELAY_SECONDS', 600, 0),
    notifyDigestTime: clockTime(env, 'NOTIFY_DIGEST_TIME', '17:00'),
    quietHours: quietHours(env),
    notifyTickSeconds: int(env, 'NOTIFY_TICK_SECONDS', 15, 0),
  };
}

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

function clockTime(env: Env, name: string, fallback: string): string {
  const value = env[name] ?? fallback;
  if (!HH_MM.test(value)) throw new ConfigError(`${name} must be a time HH:mm, got "${value}"`);
  return value;
}

/** QUIET_HOURS 'HH:mm-HH:mm' (default 21:00-07:00); set but empty switches the global window off. */
function quietHours(env: Env): { from: string; to: string } | null {
  const value = (env.QUIET_HOURS ?? '21:00-07:00').trim();
  if (value === '') return null;
  const [from, to, ...rest] = value.split('-');
  if (rest.length || !HH_MM.test(from) || !HH_MM.test(to ?? '')) {
    throw new ConfigError(`QUIET_HOURS must be HH:mm-HH:mm or empty, got "${value}"`);
  }
  return { from, to };
}

/** Injectable wrapper so that services receive the validated config through DI. */
@Injectable()
export class ConfigService {
  constructor(readonly values: AppConfig) {}
  get<K extends keyof AppConfig>(key: K): AppConfig[K] {
    return this.values[key];
  }
}
