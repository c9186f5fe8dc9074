// PgBouncer from Debian's package, in transaction pooling mode, in front of the test PostgreSQL. The
// package is fetched with `apt-get download` and unpacked into node_modules/.cache (no root, no service
// started, nothing installed system-wide); an installed /usr/sbin/pgbouncer is used as it is.
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort, stopChild } from '../../api/scripts/services';

const ROOT = path.resolve(__dirname, '../..');
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'plenum-pgbouncer');
// libc-ares2 is PgBouncer's one library that a machine without the package usually lacks.
const DEBIAN_PACKAGES = ['pgbouncer', 'libc-ares2'];

interface Binary {
  file: string;
  env: NodeJS.ProcessEnv;
}

function apt(args: string[], cwd: string) {
  return spawnSync('apt-get', args, { cwd, encoding: 'utf8' });
}

/** The pgbouncer binary: the system's, or Debian's package unpacked into the cache on first use. */
function pgbouncerBinary(): Binary {
  if (existsSync('/usr/sbin/pgbouncer')) return { file: '/usr/sbin/pgbouncer', env: process.env };
  const unpacked = path.join(CACHE, 'root');
  const file = path.join(unpacked, 'usr/sbin/pgbouncer');
  if (existsSync(file)) return { file, env: withLibraries(unpacked) };
  mkdirSync(CACHE, { recursive: true });
  const work = mkdtempSync(path.join(CACHE, 'download-'));
  chmodSync(work, 0o755); // apt's download user must be able to write here
  let result = apt(['download', '-q', ...DEBIAN_PACKAGES], work);
  // A fresh machine may have no package lists yet; as root we may fetch them (as `npm test` does for the others).
  if (result.status !== 0 && process.getuid?.() === 0) {
    apt(['update', '-qq'], work);
    result = apt(['download', '-q', ...DEBIAN_PACKAGES], work);
  }
  if (result.status !== 0) {
    throw new Error(
      `could not fetch Debian's pgbouncer package (apt-get download pgbouncer libc-ares2): ${result.stderr}\n` +
        'Install it (apt-get install pgbouncer) or run `apt-get update` first.',
    );
  }
  const target = path.join(work, 'root');
  for (const deb of readdirSync(work).filter((name) => name.endsWith('.deb'))) {
    const unpack = spawnSync('dpkg-deb', ['-x', path.join(work, deb), target], { encoding: 'utf8' });
    if (unpack.status !== 0) throw new Error(`dpkg-deb -x ${deb} failed: ${unpack.stderr}`);
  }
  try {
    renameSync(target, unpacked);
  } catch (err) {
    // Another test process unpacked it meanwhile: its copy is the same.
    if (!existsSync(file)) throw err;
  }
  rmSync(work, { recursive: true, force: true });
  return { file, env: withLibraries(unpacked) };
}

/** The environment that finds the unpacked libraries (usr/lib/<architecture>-linux-gnu). */
function withLibraries(unpacked: string): NodeJS.ProcessEnv {
  const lib = path.join(unpacked, 'usr/lib');
  const dirs = readdirSync(lib).filter((name) => name.endsWith('-linux-gnu'));
  return { ...process.env, LD_LIBRARY_PATH: dirs.map((name) => path.join(lib, name)).join(':') };
}

export interface PgbouncerOptions {
  /** Server connections per database and user: fewer than the app's pool, so clients share them. */
  poolSize: number;
}

export interface RunningPgbouncer {
  port: number;
  /** `serverUrl` with PgBouncer's address instead of PostgreSQL's (same user, password and database). */
  url(serverUrl: string): string;
  /** A `SHOW` of PgBouncer's admin console (e.g. 'SERVERS'), its rows for one database. */
  show(what: string, database: string): Promise<Record<string, unknown>[]>;
  stop(): Promise<void>;
}

/** Starts PgBouncer (pool_mode = transaction) in a temp dir for the PostgreSQL of `serverUrl`. */
export async function startPgbouncer(serverUrl: string, options: PgbouncerOptions): Promise<RunningPgbouncer> {
  const binary = pgbouncerBinary();
  const server = new URL(serverUrl);
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'plenum-test-pgbouncer-'));
  // PgBouncer refuses to run as root: as root it switches to `nobody`, who must read the files.
  chmodSync(dir, 0o755);
  const user = decodeURIComponent(server.username);
  const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
  writeFileSync(path.join(dir, 'userlist.txt'), `${quote(user)} ${quote(decodeURIComponent(server.password))}\n`, { mode: 0o644 });
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'pool_mode = transaction',
      `default_pool_size = ${options.poolSize}`,
      'max_client_conn = 500',
      'auth_type = scram-sha-256',
      `admin_users = ${user}`,
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const args = [...(process.getuid?.() === 0 ? ['-u', 'nobody'] : []), path.join(dir, 'pgbouncer.ini')];
  let output = '';
  const child: ChildProcess = spawn(binary.file, args, { env: binary.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const running: RunningPgbouncer = {
    port,
    url: (url) => {
      const pooled = new URL(url);
      pooled.hostname = '127.0.0.1';
      pooled.port = String(port);
      return pooled.toString();
    },
    show: async (what, database) => {
      const console = new URL(running.url(serverUrl));
      console.pathname = '/pgbouncer';
      const client = new Client({ connectionString: console.toString() });
      await client.connect();
      try {
        const { rows } = await client.query<Record<string, unknown>>(`SHOW ${what}`);
        return rows.filter((row) => row.database === database);
      } finally {
        await client.end();
      }
    },
    stop: async () => {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  for (let attempt = 0; attempt < 100 && child.exitCode === null; attempt++) {
    if (await answers(running.url(serverUrl))) return running;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await running.stop();
  throw new Error(`pgbouncer did not start on port ${port}:\n${output}`);
}

async function answers(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
