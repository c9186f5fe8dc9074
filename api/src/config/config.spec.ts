import webpush from 'web-push';
import { ConfigError, IMPRINT_DEFAULT, loadConfig as load } from './config';

// Every environment needs a secret now; the cases below are about the other variables.
const SECRET = { JWT_SECRET: 'a-secret-of-enough-length' };
const VAPID = webpush.generateVAPIDKeys();
const loadConfig = (env: Record<string, string>) => load({ ...SECRET, ...env });

describe('loadConfig', () => {
  it('fills development defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.cookieSecure).toBe(false);
    expect(config.logLevel).toBe('log');
    expect(config.retentionAllowAsOf).toBe(false);
    expect(config.exportRequestsPerMemberPerHour).toBe(20);
    expect(config.exportPendingPerTenant).toBe(10);
    expect(config.metricsPort).toBe(9464);
    expect(config.workerMetricsPort).toBe(9465);
  });

  it('derives the public URL from PORT and secure cookies from https', () => {
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(loadConfig({ PUBLIC_URL: 'https://plenum.example.org/' }).cookieSecure).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://plenum.example.org/' }).publicUrl).toBe('https://plenum.example.org');
  });

  it('takes TRUST_PROXY as a hop count: true is one proxy, never every X-Forwarded-For entry', () => {
    expect(loadConfig({}).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxyHops).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxyHops).toBe(0);
  });

  it('migrates over DATABASE_URL unless a direct DATABASE_DIRECT_URL is given, and prepares statements unless told not to', () => {
    const direct = 'postgres://plenum:pw@db.example.org:5432/plenum';
    const pooled = 'postgres://plenum:pw@pgbouncer:6432/plenum';
    expect(loadConfig({ DATABASE_URL: direct })).toMatchObject({ databaseDirectUrl: direct, databasePreparedStatements: true });
    expect(loadConfig({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct, DATABASE_PREPARED_STATEMENTS: 'false' })).toMatchObject({
      databaseUrl: pooled,
      databaseDirectUrl: direct,
      databasePreparedStatements: false,
    });
  });

  it('takes a VAPID key pair only whole; without one, push keys are generated on first use', () => {
    expect(loadConfig({}).vapid).toBeNull();
    expect(loadConfig({ VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey }).vapid).toEqual(VAPID);
    expect(loadConfig({}).pushAllowHttpEndpoints).toBe(false);
  });

  it('takes the support address from MAIL_FROM unless SUPPORT_MAIL names one, and keeps the imprint line breaks', () => {
    expect(loadConfig({}).supportMail).toBe('noreply@plenum.local');
    expect(loadConfig({ MAIL_FROM: 'SV <post@sv.example>' }).supportMail).toBe('post@sv.example');
    expect(loadConfig({ MAIL_FROM: 'post@sv.example' }).supportMail).toBe('post@sv.example');
    expect(loadConfig({ SUPPORT_MAIL: 'hilfe@sv.example' }).supportMail).toBe('hilfe@sv.example');
    expect(loadConfig({}).imprintText).toBe(IMPRINT_DEFAULT);
    expect(loadConfig({ IMPRINT_TEXT: 'SV e.V.\\nHauptstr. 1' }).imprintText).toBe('SV e.V.\nHauptstr. 1');
  });

  it('never falls back to a secret from the repository, in any environment', () => {
    for (const NODE_ENV of ['development', 'test', 'production']) {
      expect(() => load({ NODE_ENV })).toThrow(new ConfigError('JWT_SECRET must be set to at least 16 characters'));
    }
  });

  it.each([
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL is not a valid postgres URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL is not a valid postgres URL'],
    [{ DATABASE_DIRECT_URL: 'http://pooler' }, 'DATABASE_DIRECT_URL is not a valid postgres URL'],
    [{ DATABASE_PREPARED_STATEMENTS: 'sometimes' }, 'DATABASE_PREPARED_STATEMENTS must be true or false, got "sometimes"'],
    [{ REDIS_URL: 'http://localhost' }, 'REDIS_URL is not a valid redis URL'],
    [{ SMTP_URL: 'ftp://x' }, 'SMTP_URL is not a valid smtp URL'],
    [{ PORT: 'abc' }, 'PORT must be an integer >= 1, got "abc"'],
    [{ METRICS_PORT: '3000' }, 'METRICS_PORT must differ from PORT (3000): /metrics is never public'],
    [{ WORKER_METRICS_PORT: '-1' }, 'WORKER_METRICS_PORT must be an integer >= 0, got "-1"'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY must be the number of proxies in front (0 to 10), true (one) or false, got "maybe"'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY must be the number of proxies in front (0 to 10), true (one) or false, got "-1"'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY must be the number of proxies in front (0 to 10), true (one) or false, got "11"'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be development, production or test, got "staging"'],
    [{ NODE_ENV: 'production', JWT_SECRET: '' }, 'JWT_SECRET must be set to at least 16 characters'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be set to at least 16 characters'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be error, warn, log or debug, got "verbose"'],
    [{ VAPID_PUBLIC_KEY: 'abc' }, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key (65 bytes)'],
    [{ VAPID_PUBLIC_KEY: VAPID.publicKey }, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key (32 bytes)'],
    [{ PUSH_ALLOW_HTTP_ENDPOINTS: 'maybe' }, 'PUSH_ALLOW_HTTP_ENDPOINTS must be true or false, got "maybe"'],
    [{ SUPPORT_MAIL: 'a@b.example?cc=x@y.example' }, 'SUPPORT_MAIL must be one mail address, got "a@b.example?cc=x@y.example"'],
    [{ SUPPORT_MAIL: 'not an address' }, 'SUPPORT_MAIL must be one mail address, got "not an address"'],
  ])('stops with a clear message for %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });
});
