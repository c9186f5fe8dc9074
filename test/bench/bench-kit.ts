// What the API benchmarks share: the compiled API as its own process, a logged-in bench account, load
// with autocannon and the way rounds are summarised. Benchmarks print figures and assert nothing.
import { ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Pool } from 'pg';
import { DataSource, Logger } from 'typeorm';
import { User } from '#api/core/identity/user.entity';
import { PasswordHasher } from '#api/modules/auth/password.hasher';
import { dataSourceOptions } from '#api/schema/data-source-options';
import { PlatformLevel } from '#shared/levels';
import { summarizeProfile } from './profile-summary';
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

/** Nearest-rank percentile of samples sorted ascending. */
export const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/**
 * A floor's load: `clients` loops, each awaiting `work` again and again for `seconds`, summed up like an
 * autocannon run. Why here: every bench compares the API with a bare-driver floor measured the same way.
 */
export async function closedLoop(clients: number, seconds: number, work: () => Promise<unknown>): Promise<LoadResult> {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const began = performance.now();
        await work();
        latencies.push(performance.now() - began);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requests: { average: latencies.length / seconds },
    latency: { p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99) },
    non2xx: 0,
    errors: 0,
    timeouts: 0,
  };
}

type Summary = ReturnType<typeof summarize>;

/**
 * `rounds` turns of the floor then the product (the round index passed, e.g. to profile only the last),
 * each summarised: alternating keeps a slow phase of the machine from landing on one side only.
 */
export async function alternatingRounds(
  rounds: number,
  floor: (round: number) => Promise<LoadResult>,
  product: (round: number) => Promise<LoadResult>,
): Promise<{ floor: Summary; product: Summary }> {
  const floors: LoadResult[] = [];
  const products: LoadResult[] = [];
  for (let round = 0; round < rounds; round++) {
    floors.push(await floor(round));
    products.push(await product(round));
  }
  return { floor: summarize(floors), product: summarize(products) };
}

/** The usual line's tail: a bare-pg floor (its throughput in `unit`) beside the API. */
export function floorVsApi(f: Summary, p: Summary, unit = 'q/s'): string {
  return (
    `floor (pg) ${fmt(f.rps)} ${unit} p50 ${f.p50.toFixed(1)} ms p99 ${f.p99.toFixed(1)} ms  ` +
    `API ${fmt(p.rps)} req/s p50 ${p.p50} ms p99 ${p.p99} ms`
  );
}

/** One SQL statement with its parameters, as TypeORM sent it. */
export interface Statement {
  text: string;
  values: unknown[];
}

/** Records the statements a piece of TypeORM work sends, with their parameters. */
class CapturingLogger implements Logger {
  readonly statements: Statement[] = [];
  logQuery(query: string, parameters?: unknown[]) {
    if (!/^(START|COMMIT|ROLLBACK)/i.test(query)) this.statements.push({ text: query, values: parameters ?? [] });
  }
  logQueryError() {}
  logQuerySlow() {}
  logSchemaBuild() {}
  logMigration() {}
  log() {}
}

/**
 * The statements `work` sends through a data source of its own: a floor replays exactly what the API's
 * repository builds, so the comparison measures the API's overhead and not a different query.
 */
export async function captureStatements(databaseUrl: string, work: (ds: DataSource) => Promise<unknown>): Promise<Statement[]> {
  const logger = new CapturingLogger();
  const ds = await new DataSource({ ...dataSourceOptions(databaseUrl), logging: ['query'], logger }).initialize();
  try {
    await work(ds);
    return logger.statements;
  } finally {
    await ds.destroy();
  }
}

/** The floor of a list: `clients` loops on a bare pg pool, each sending the captured statements together and waiting for all. */
export function replayLoad(pool: Pool, statements: Statement[], clients: number, seconds: number): Promise<LoadResult> {
  return closedLoop(clients, seconds, () => Promise.all(statements.map((s) => pool.query(s.text, s.values))));
}

/** test/artifacts, created if missing: where benches keep profiles and timelines. */
export function artifactsDir(root: string): string {
  const dir = path.join(root, 'test', 'artifacts');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * spawnApi's additions that load the CPU profile preload (cpu-profile.preload.ts: SIGWINCH starts and stops
 * it), writing to `file`; nothing without a file, i.e. when the bench runs without --profile.
 */
export function profiler(file: string | undefined): { nodeArgs: string[]; env: Record<string, string> } {
  return file
    ? { nodeArgs: ['-r', path.join(__dirname, 'cpu-profile.preload.js')], env: { CPU_PROFILE_FILE: file } }
    : { nodeArgs: [], env: {} };
}

/** Prints where each profiled child's time went (`top` functions), once the preloads have written their profiles. */
export async function printProfiles(profiles: [file: string, heading: string][], top?: number): Promise<void> {
  await new Promise((r) => setTimeout(r, 2000)); // the profiles are written asynchronously
  for (const [file, heading] of profiles) {
    console.log(`\n${heading} (${file}):`);
    console.log(summarizeProfile(JSON.parse(readFileSync(file, 'utf8')), top));
  }
}
