// npm run bench:budget [-- --tenants 10 --changes 1000 --positions 10 --clients 20 --calls 200]
// The budget statistics kept by the stats worker (issue 17 §4), the product as deployed (the API and the
// workers as processes), each figure beside a floor measured in the same run:
// 1. `changes` PUT .../budget/{budgetId}/position/{positionId} {actual} spread over `tenants` groups (one
//    budget of `positions` positions each) from `clients` concurrent loops. Prints how many recomputations
//    ran (floor: one per tenant-year) and the lag from the last change's answer until every group's
//    statistics show the final figures (floor: the debounce delay plus one recompute of a tenant-year
//    replayed statement for statement on a bare pg connection).
// 2. GET /tenant/tenant/{tenantId}/budgetstatistics?year=YYYY, `calls` calls one at a time: p50 and p95
//    beside the statements the route's repository sends, captured and replayed together on a bare pg pool.
// Prints figures; asserts only that the figures are right, because a fast wrong answer is worth nothing.
import { Queue } from 'bullmq';
import type { ConnectionOptions } from 'bullmq';
import { ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { QueueName } from '#api/infrastructure/queue/queues';
import { redisOptionsFromUrl } from '#api/infrastructure/redis/redis-options';
import { BudgetStatisticsRepository } from '#api/modules/budget/budget-statistics.repository';
import { budgetStatisticsJobKey } from '#api/modules/budget/jobs/budget-stats.jobs';
import { dataSourceOptions } from '#api/schema/data-source-options';
import { runMigrations } from '#api/schema/migrate';
import { BUDGET_STATISTICS_DEBOUNCE_MS, BUDGET_STATISTICS_MAX_BUDGETS } from '#shared/budget-statistics';
import type { BudgetStatisticsView } from '#shared/budget-statistics';
import { SvLevel, TenantType } from '#shared/levels';
import { projectRoot } from '../../api/scripts/local-database';
import { freePort, startServices, stopChild } from '../../api/scripts/services';
import { benchAccounts, BENCH_JWT_SECRET, captureStatements, login, quantile, reportEarlyExit, spawnApi, waitFor } from './bench-kit';

const YEAR = 2026;
const MAIL = 'bench-budget-admin@plenum.test';
let stopping = false;

interface Group {
  tenantId: string;
  budgetId: string;
  positionIds: string[];
}

async function main() {
  const { values } = parseArgs({
    options: {
      tenants: { type: 'string', default: '10' },
      changes: { type: 'string', default: '1000' },
      positions: { type: 'string', default: '10' },
      clients: { type: 'string', default: '20' },
      calls: { type: 'string', default: '200' },
    },
  });
  const [tenants, changes, positions, clients, calls] = [
    values.tenants,
    values.changes,
    values.positions,
    values.clients,
    values.calls,
  ].map(Number);
  const root = projectRoot();
  const services = await startServices({ root, mode: 'test', log: () => undefined });
  const children: [string, ChildProcess][] = [];
  const pool = new Pool({ connectionString: services.env.DATABASE_URL, max: 10 });
  const stats = new Queue(QueueName.STATS, {
    connection: redisOptionsFromUrl(services.env.REDIS_URL, { maxRetriesPerRequest: null }) as ConnectionOptions,
  });
  try {
    await runMigrations(services.env.DATABASE_URL);
    const groups = await seedGroups(services.env.DATABASE_URL, tenants, positions);
    const apiPort = await freePort();
    const apiBase = `http://127.0.0.1:${apiPort}`;
    children.push(['API', spawnApi({ root, servicesEnv: services.env, port: apiPort })], ['workers', spawnWorkers(root, services.env)]);
    reportEarlyExit(children, () => stopping);
    await waitFor(`${apiBase}/api/health/ready`);
    const cookie = await login(apiBase, MAIL);
    const headers = { cookie, origin: apiBase, 'content-type': 'application/json' };
    console.log(
      `bench:budget  node ${process.version}, ${changes} changes over ${tenants} groups x ${positions} positions, ${clients} clients`,
    );

    // ---- 1. position changes, recomputations and lag ----
    const put = async (g: Group, positionId: string, cents: number) => {
      const res = await fetch(`${apiBase}/api/tenant/tenant/${g.tenantId}/budget/${g.budgetId}/position/${positionId}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ actual: euros(cents) }),
      });
      if (res.status !== 200) throw new Error(`PUT position answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    };
    // Change i sets position i % all.length; client c owns the positions whose index % clients is c, so each
    // position's changes arrive in order and its last one (the final figure) is known.
    const all = groups.flatMap((g) => g.positionIds.map((positionId) => ({ g, positionId })));
    const centsOf = (i: number) => 100 + ((i * 7919) % 100_000);
    await waitSettled(stats, groups);
    const revisionsBefore = await revisions(pool, groups);
    const latencies: number[] = [];
    const began = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async (_, c) => {
        for (let i = 0; i < changes; i++) {
          if ((i % all.length) % clients !== c) continue;
          const start = performance.now();
          await put(all[i % all.length].g, all[i % all.length].positionId, centsOf(i));
          latencies.push(performance.now() - start);
        }
      }),
    );
    const lastChange = performance.now();
    const expected = expectedIncomeActual(groups, all, changes, centsOf);
    // Fresh: every group's statistics show its final sum (polled on the route, as a screen would).
    while (!(await allFresh(apiBase, cookie, groups, expected))) await new Promise((r) => setTimeout(r, 20));
    const lag = performance.now() - lastChange;
    await waitSettled(stats, groups);
    const recomputations = (await revisions(pool, groups)) - revisionsBefore;
    latencies.sort((a, b) => a - b);
    const recomputeMs = await recomputeFloor(services.env.DATABASE_URL, pool, groups[0].tenantId);
    console.log(
      `changes  ${latencies.length} PUTs in ${((lastChange - began) / 1000).toFixed(2)} s, p50 ${quantile(latencies, 0.5).toFixed(1)} ` +
        `p95 ${quantile(latencies, 0.95).toFixed(1)} ms  recomputations ${recomputations} (floor ${tenants}, one per tenant-year)  ` +
        `lag last change -> fresh statistics ${(lag / 1000).toFixed(2)} s (floor ${((BUDGET_STATISTICS_DEBOUNCE_MS + recomputeMs) / 1000).toFixed(2)} s: ` +
        `debounce ${BUDGET_STATISTICS_DEBOUNCE_MS / 1000} s + one recompute on bare pg ${recomputeMs.toFixed(1)} ms)`,
    );

    // ---- 2. the statistics route ----
    const g = groups[0];
    const url = `${apiBase}/api/tenant/tenant/${g.tenantId}/budgetstatistics?year=${YEAR}`;
    const captured = await captureStatements(services.env.DATABASE_URL, (ds) => {
      const repo = new BudgetStatisticsRepository(ds);
      return Promise.all([
        repo.header(g.tenantId, YEAR),
        repo.budgets(g.tenantId, YEAR, SvLevel.SV_ADMIN, BUDGET_STATISTICS_MAX_BUDGETS),
        repo.sums(g.tenantId, YEAR, SvLevel.SV_ADMIN),
      ]);
    });
    const statements = captured.filter((s) => /budget_statistics/.test(s.text));
    const floorMs: number[] = [];
    const apiMs: number[] = [];
    for (let i = 0; i < calls; i++) {
      floorMs.push(await timed(() => Promise.all(statements.map((s) => pool.query(s.text, s.values)))));
      apiMs.push(
        await timed(async () => {
          const res = await fetch(url, { headers: { cookie } });
          if (res.status !== 200) throw new Error(`statistics answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
          await res.arrayBuffer();
        }),
      );
    }
    const [fs, as] = [floorMs, apiMs].map((xs) => [...xs].sort((a, b) => a - b));
    console.log(
      `statistics route, ${calls} calls one at a time  floor (pg, ${statements.length} statements together) ` +
        `p50 ${quantile(fs, 0.5).toFixed(1)} p95 ${quantile(fs, 0.95).toFixed(1)} ms  ` +
        `API p50 ${quantile(as, 0.5).toFixed(1)} p95 ${quantile(as, 0.95).toFixed(1)} ms`,
    );
  } finally {
    stopping = true;
    for (const [, child] of children) await stopChild(child);
    await stats.close();
    await pool.end();
    await services.stop();
  }
}

/** The workers as the API runs (spawnApi's environment): the outbox relay and the stats queue. */
function spawnWorkers(root: string, servicesEnv: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [path.join(root, 'dist/workers/src/main.js')], {
    env: { ...process.env, ...servicesEnv, NODE_ENV: 'production', LOG_LEVEL: '', JWT_SECRET: BENCH_JWT_SECRET, LOG_JSON: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** `tenants` groups with the bench admin, one budget of `positions` INCOME positions each (actual 0). */
async function seedGroups(databaseUrl: string, tenants: number, positions: number): Promise<Group[]> {
  const ds = await new DataSource(dataSourceOptions(databaseUrl)).initialize();
  try {
    const [admin] = await benchAccounts(ds, [MAIL]);
    const groups: Group[] = [];
    for (let t = 0; t < tenants; t++) {
      const [tenant] = await ds.query(`INSERT INTO tenant (name, type, shortcode) VALUES ($1, $2, $3) RETURNING id`, [
        `Bench-SV Finanzen ${t + 1}`,
        TenantType.SV,
        `BENCHB${t}`,
      ]);
      await ds.query(`INSERT INTO membership (tenant_id, user_id, level) VALUES ($1, $2, $3)`, [tenant.id, admin._id, SvLevel.SV_ADMIN]);
      const [budget] = await ds.query(
        `INSERT INTO budget (tenant_id, title, year, actual_enabled) VALUES ($1, 'Haushalt', $2, true) RETURNING id`,
        [tenant.id, YEAR],
      );
      const rows: { id: string }[] = await ds.query(
        `INSERT INTO budget_position (tenant_id, budget_id, type, title, target, actual)
         SELECT $1, $2, 'INCOME', 'Einnahme ' || n, 100, 0 FROM generate_series(1, $3) AS n RETURNING id`,
        [tenant.id, budget.id, positions],
      );
      groups.push({ tenantId: tenant.id, budgetId: budget.id, positionIds: rows.map((r) => r.id) });
    }
    return groups;
  } finally {
    await ds.destroy();
  }
}

/** Final income actual per group in cents: the last change of each position (integers, no float sums). */
function expectedIncomeActual(groups: Group[], all: { g: Group; positionId: string }[], changes: number, centsOf: (i: number) => number) {
  const last = new Map<string, number>();
  for (let i = 0; i < changes; i++) last.set(all[i % all.length].positionId, centsOf(i));
  return new Map(groups.map((g) => [g.tenantId, g.positionIds.reduce((sum, id) => sum + (last.get(id) ?? 0), 0)]));
}

async function allFresh(apiBase: string, cookie: string, groups: Group[], expected: Map<string, number>): Promise<boolean> {
  for (const g of groups) {
    const res = await fetch(`${apiBase}/api/tenant/tenant/${g.tenantId}/budgetstatistics?year=${YEAR}`, { headers: { cookie } });
    const view = (await res.json()) as BudgetStatisticsView;
    if (Math.round(view.incomeActual * 100) !== expected.get(g.tenantId)) return false;
  }
  return true;
}

async function revisions(pool: Pool, groups: Group[]): Promise<number> {
  const { rows } = await pool.query(
    `SELECT COALESCE(SUM(revision), 0)::int AS n FROM budget_statistics WHERE tenant_id = ANY($1::uuid[])`,
    [groups.map((g) => g.tenantId)],
  );
  return rows[0].n;
}

/** Until no recompute is scheduled or running for any group (their deduplication keys are gone). */
async function waitSettled(stats: Queue, groups: Group[]): Promise<void> {
  for (const g of groups) {
    while (await stats.getDeduplicationJobId(budgetStatisticsJobKey(g.tenantId, YEAR))) await new Promise((r) => setTimeout(r, 50));
  }
}

/** One tenant-year's recompute as the worker sends it, replayed on a bare pg connection: median of 5. */
async function recomputeFloor(databaseUrl: string, pool: Pool, tenantId: string): Promise<number> {
  const statements = await captureStatements(databaseUrl, (ds) => new BudgetStatisticsRepository(ds).recompute(tenantId, YEAR));
  const own = statements.filter((s) => /budget_statistics/.test(s.text));
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const client = await pool.connect();
    try {
      runs.push(
        await timed(async () => {
          await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
          for (const s of own) await client.query(s.text, s.values);
          await client.query('COMMIT');
        }),
      );
    } finally {
      client.release();
    }
  }
  return runs.sort((a, b) => a - b)[2];
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

const euros = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
