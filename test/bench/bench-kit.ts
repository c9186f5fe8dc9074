// What the API benchmarks share: the compiled API as its own process, a logged-in bench account, load
// with autocannon and the way rounds are summarised. Benchmarks print figures and assert nothing.
import { ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { User } from '#api/modules/auth/entities/user.entity';
import { PasswordHasher } from '#api/modules/auth/password.hasher';
import { PlatformLevel } from '#shared/levels';
// autocannon ships no type declarations; the few fields read here are declared below.
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const autocannon: Autocannon = require('autocannon');

export interface LoadResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (opts: { url: string; connections: number; duration: number; headers: Record<string, string> }) => Promise<LoadResult>;

export const BENCH_PASSWORD = 'Bench!Passwort1';
export const BENCH_JWT_SECRET = 'bench-secret-0123456789-abcdefghij';

/**
 * The API as deployed: compiled, NODE_ENV=production and its default log level (one JSON line per request,
 * written to a discarded stdout), no debug logging. `nodeArgs` and `env` add to that (e.g. a CPU profiler).
 */
export function spawnApi(opts: {
  root: string;
  servicesEnv: Record<string, string>;
  port: number;
  nodeArgs?: string[];
  env?: Record<string, string>;
}): ChildProcess {
  const base = `http://127.0.0.1:${opts.port}`;
  return spawn(process.execPath, [...(opts.nodeArgs ?? []), path.join(opts.root, 'dist/api/src/main.js')], {
    env: {
      ...process.env,
      ...opts.servicesEnv,
      NODE_ENV: 'production',
      LOG_LEVEL: '',
      PORT: String(opts.port),
      PUBLIC_URL: base,
      JWT_SECRET: BENCH_JWT_SECRET,
      LOG_JSON: 'true',
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Says so when a child dies before the bench is done, instead of leaving only connection errors. */
export function reportEarlyExit(children: [name: string, child: ChildProcess][], stopping: () => boolean): void {
  for (const [name, child] of children) {
    child.on('exit', (code, signal) => {
      if (!stopping()) console.error(`${name} process ended early (exit code ${code}, signal ${signal})`);
    });
  }
}

/** Verified accounts with the bench password, one per mail. */
export async function benchAccounts(ds: DataSource, mails: string[], permissionLevel = PlatformLevel.SV_MEMBER): Promise<User[]> {
  const passwordHash = await new PasswordHasher().hash(BENCH_PASSWORD);
  const users = ds.getRepository(User);
  const saved: User[] = [];
  for (const mail of mails) {
    saved.push(
      await users.save(
        users.create({
          mail,
          passwordHash,
          firstName: 'Bench',
          lastName: 'Leserin',
          permissionLevel,
          termsAcceptedAt: new Date(),
          verifiedAt: new Date(),
        }),
      ),
    );
  }
  return saved;
}

/** The access cookie of a fresh login. */
export async function login(base: string, mail: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/public/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ mail, password: BENCH_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  const access = res.headers.getSetCookie().find((c) => c.startsWith('access_token='));
  if (!access) throw new Error('login set no access_token cookie');
  return access.split(';')[0];
}

export async function waitFor(url: string, cookie?: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(url, { headers: cookie ? { cookie } : {} }).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`not ready: ${url}`);
}

/** autocannon against one URL; any non-2xx answer, error or timeout makes the figure worthless. */
export async function load(url: string, connections: number, seconds: number, headers: Record<string, string>): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx || result.errors || result.timeouts)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return result;
}

export const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Rounds of equal length: mean throughput, and the median round's latency percentiles. */
export function summarize(results: LoadResult[]) {
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0) / results.length,
    p50: median(results.map((r) => r.latency.p50)),
    p99: median(results.map((r) => r.latency.p99)),
  };
}
