// npm run bench:event [-- --rounds 3 --clients 50 --registrations 500 --seconds 9 --list-clients 1,10 --profile]
// Two measures of the event module, each beside a floor measured in the same run:
// 1. A registration wave: `registrations` public POST /api/event/public/event/{eventId}/registration (two custom
//    fields answered) from `clients` concurrent clients on one event; afterwards every registration must be
//    stored exactly once. Floor: the same work by hand per registration (a rate-limit counter in Redis, the
//    event read, registration and outbox row in one transaction with its NOTIFY) through a bare pg pool of
//    the API's size and ioredis, no HTTP. A race round then sends the same 10 addresses (in varying case)
//    from every client at once: exactly 10 may be stored, and every answer is the same 201 (a repeat tells nothing).
// 2. The attendee list of a 5,000-person event, GET /api/event/tenant/{tenantId}/event/{eventId}/attendee
//    (first page, last page, sorted by last name), as its event:edit reader sees it. Floor: the statements
//    the API's own repository sends for that page, replayed by a bare pg pool (as bench:calendar does).
// Each round uses fresh events (the public limit counts per event and address). Prints figures; asserts
// only that the data is right, because a fast wrong answer is worth nothing.
import Redis from 'ioredis';
import { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { EventAttendeeRepository } from '#api/modules/event/event-participant.repository';
import { dataSourceOptions } from '#api/schema/data-source-options';
import { runMigrations } from '#api/schema/migrate';
import { SvLevel, TenantType } from '#shared/levels';
import { projectRoot } from '../../api/scripts/local-database';
import { freePort, startServices, stopChild } from '../../api/scripts/services';
import {
  alternatingRounds,
  artifactsDir,
  autocannon,
  benchAccounts,
  captureStatements,
  floorVsApi,
  fmt,
  load,
  login,
  printProfiles,
  profiler,
  quantile,
  replayLoad,
  reportEarlyExit,
  spawnApi,
  Statement,
  waitFor,
} from './bench-kit';

const LIST_SIZE = 5_000;
const PAGE_SIZE = 50;
const FIELDS = [
  { _id: randomUUID(), name: 'Klasse', type: 'text', options: [], required: true },
  { _id: randomUUID(), name: 'Essen', type: 'single', options: ['Vegetarisch', 'Vegan', 'Alles'], required: true },
];
let stopping = false;

async function main() {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string', default: '3' },
      clients: { type: 'string', default: '50' },
      registrations: { type: 'string', default: '500' },
      seconds: { type: 'string', default: '9' },
      'list-clients': { type: 'string', default: '1,10' },
      profile: { type: 'boolean', default: false },
    },
  });
  const rounds = Math.max(1, Number(values.rounds));
  const clients = Number(values.clients);
  const count = Number(values.registrations);
  const seconds = Number(values.seconds);
  const listClients = values['list-clients'].split(',').map(Number);
  const root = projectRoot();
  const services = await startServices({ root, mode: 'test', log: () => undefined });
  const children: ChildProcess[] = [];
  const pool = new Pool({ connectionString: services.env.DATABASE_URL, max: 10 });
  const redis = new Redis(services.env.REDIS_URL, { lazyConnect: false });
  try {
    await runMigrations(services.env.DATABASE_URL);
    const seed = await seedGroup(services.env.DATABASE_URL);
    const apiPort = await freePort();
    const apiBase = `http://127.0.0.1:${apiPort}`;
    const profileFile = path.join(artifactsDir(root), 'bench-event.cpuprofile');
    const api = spawnApi({ root, servicesEnv: services.env, port: apiPort, ...profiler(values.profile ? profileFile : undefined) });
    children.push(api);
    reportEarlyExit([['API', api]], () => stopping);
    await waitFor(`${apiBase}/api/health/ready`);
    const cookie = await login(apiBase, seed.mail);
    console.log(`bench:event  node ${process.version}, ${rounds} rounds`);

    // ---- 1. the registration wave ----
    const post = (eventId: string, body: object) =>
      fetch(`${apiBase}/api/event/public/event/${eventId}/registration`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: apiBase },
        body: JSON.stringify(body),
      });
    const warm = await newEvent(pool, seed.tenantId);
    await wave(clients, 50, async (i) => expectStatus(await post(warm, person(i, 'warm')), 201));
    await wave(clients, 50, (i) => floorRegister(pool, redis, warm, person(i, 'floorwarm')));
    const floorRuns: number[][] = [];
    const apiRuns: number[][] = [];
    for (let round = 0; round < rounds; round++) {
      const floorEvent = await newEvent(pool, seed.tenantId);
      floorRuns.push(await wave(clients, count, (i) => floorRegister(pool, redis, floorEvent, person(i, `r${round}`))));
      const apiEvent = await newEvent(pool, seed.tenantId);
      // --profile samples the API's CPU during the last round's wave (cpu-profile.preload.ts).
      const profiling = values.profile && round === rounds - 1;
      if (profiling) api.kill('SIGWINCH');
      apiRuns.push(await wave(clients, count, async (i) => expectStatus(await post(apiEvent, person(i, `r${round}`)), 201)));
      if (profiling) api.kill('SIGWINCH');
      await expectStoredOnce(pool, apiEvent, count);
    }
    const f = medianRun(floorRuns);
    const p = medianRun(apiRuns);
    console.log(
      `registrations  ${count} from ${clients} clients, all stored once  ` +
        `floor (pg+redis) ${fmt(f.rps)}/s p50 ${f.p50.toFixed(1)} p95 ${f.p95.toFixed(1)} p99 ${f.p99.toFixed(1)} ms  ` +
        `API ${fmt(p.rps)}/s p50 ${p.p50.toFixed(1)} p95 ${p.p95.toFixed(1)} p99 ${p.p99.toFixed(1)} ms  (${(p.p95 / f.p95).toFixed(1)}x floor p95)`,
    );
    if (values.profile) await printProfiles([[profileFile, 'CPU profile of the API during one registration wave']]);
    await raceRound(pool, seed.tenantId, clients, post);

    // ---- 2. the attendee list of a 5,000-person event ----
    const big = await newEvent(pool, seed.tenantId);
    await pool.query(
      `INSERT INTO event_attendee (tenant_id, event_id, first_name, last_name, mail, answers, created_at, checked_in_at)
       SELECT $1, $2, 'Vorname' || i, 'Nachname' || lpad((i * 7919 % $3)::text, 5, '0'), 'person' || i || '@schule.test',
              jsonb_build_object($4::text, jsonb_build_object('name', 'Klasse', 'value', (5 + i % 8) || 'a')),
              now() - (i || ' seconds')::interval, now() - (i || ' seconds')::interval
         FROM generate_series(1, $3) AS i`,
      [seed.tenantId, big, LIST_SIZE, FIELDS[0]._id],
    );
    await pool.query('ANALYZE event_attendee');
    const lastPage = Math.ceil(LIST_SIZE / PAGE_SIZE);
    const listUrl = `${apiBase}/api/event/tenant/${seed.tenantId}/event/${big}/attendee`;
    const views = [
      { label: 'first page', query: `page=1&pageSize=${PAGE_SIZE}`, page: 1, sort: undefined },
      { label: `page ${lastPage}`, query: `page=${lastPage}&pageSize=${PAGE_SIZE}`, page: lastPage, sort: undefined },
      {
        label: 'by last name',
        query: `page=1&pageSize=${PAGE_SIZE}&sort=lastName`,
        page: 1,
        sort: { field: 'lastName' as const, descending: false },
      },
    ];
    for (const view of views) {
      const url = `${listUrl}?${view.query}`;
      const statements = await capturedList(services.env.DATABASE_URL, seed.tenantId, big, view.page, view.sort);
      await checkSameAnswer(url, cookie, pool, statements);
      await replayLoad(pool, statements, 2, 1);
      await autocannon({ url, connections: 2, duration: 1, headers: { cookie } });
      for (const n of listClients) {
        const { floor: fl, product: pr } = await alternatingRounds(
          rounds,
          () => replayLoad(pool, statements, n, seconds / rounds),
          () => load(url, n, seconds / rounds, { cookie }),
        );
        console.log(`attendees ${fmt(LIST_SIZE)} ${view.label.padEnd(12)} ${String(n).padStart(3)} clients  ${floorVsApi(fl, pr)}`);
      }
    }
  } finally {
    stopping = true;
    for (const child of children) await stopChild(child);
    redis.disconnect();
    await pool.end();
    await services.stop();
  }
}

/** Names allow letters only: 0 -> 'a', 27 -> 'bb'. */
const letters = (i: number): string => (i < 26 ? '' : letters(Math.floor(i / 26) - 1)) + String.fromCharCode(97 + (i % 26));

const person = (i: number, tag: string) => ({
  firstName: 'Lea',
  lastName: `Schüler ${letters(i)}`,
  mail: `lea.${tag}.${i}@schule.test`,
  answers: { [FIELDS[0]._id]: `${5 + (i % 8)}b`, [FIELDS[1]._id]: FIELDS[1].options[i % 3] },
});

async function expectStatus(res: Response, status: number): Promise<void> {
  const text = await res.text();
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${text}`);
}

/** `total` jobs spread over `clients` loops that each wait for their answer; returns every job's latency in ms. */
async function wave(clients: number, total: number, job: (i: number) => Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) {
        const i = next++;
        const start = performance.now();
        await job(i);
        latencies.push(performance.now() - start);
      }
    }),
  );
  (latencies as number[] & { wall?: number }).wall = performance.now() - began;
  return latencies;
}

/** The run with the median p95, with its throughput and percentiles. */
function medianRun(runs: number[][]) {
  const stats = runs.map((r) => {
    const sorted = [...r].sort((a, b) => a - b);
    const wall = (r as number[] & { wall?: number }).wall ?? 1;
    return { rps: (r.length / wall) * 1000, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), p99: quantile(sorted, 0.99) };
  });
  return stats.sort((a, b) => a.p95 - b.p95)[Math.floor(stats.length / 2)];
}

/** The registration by hand: what the product must do at the least, statement for statement. */
async function floorRegister(pool: Pool, redis: Redis, eventId: string, body: ReturnType<typeof person>) {
  const key = `floor:event-registration:${eventId}:127.0.0.1`;
  await redis.multi().incr(key).expire(key, 900, 'NX').exec();
  const { rows } = await pool.query(
    `SELECT e.id, e.tenant_id, e.custom_fields FROM event e JOIN tenant t ON t.id = e.tenant_id
      WHERE e.id = $1 AND e.switch_registration AND (t.integrations->>'event')::boolean`,
    [eventId],
  );
  if (!rows.length) throw new Error('floor: event not open');
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const answers = Object.fromEntries(FIELDS.map((f) => [f._id, { name: f.name, value: body.answers[f._id] }]));
    const inserted = await client.query(
      `INSERT INTO event_registration (tenant_id, event_id, first_name, last_name, mail, answers) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [rows[0].tenant_id, eventId, body.firstName, body.lastName, body.mail, answers],
    );
    const outbox = await client.query(`INSERT INTO outbox (type, payload) VALUES ('bench.floor', $1) RETURNING id`, [
      { registrationId: inserted.rows[0].id },
    ]);
    await client.query('SELECT pg_notify($1, $2)', ['plenum_outbox_floor', outbox.rows[0].id]);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

async function expectStoredOnce(pool: Pool, eventId: string, expected: number) {
  const { rows } = await pool.query(
    `SELECT count(*)::int AS total, count(DISTINCT lower(mail))::int AS people FROM event_registration WHERE event_id = $1`,
    [eventId],
  );
  if (rows[0].total !== expected || rows[0].people !== expected)
    throw new Error(`expected ${expected} registrations stored once, found ${rows[0].total} rows for ${rows[0].people} addresses`);
}

/** Every client sends the same 10 addresses at once, in its own letter case: one registration per address may win. */
async function raceRound(pool: Pool, tenantId: string, clients: number, post: (eventId: string, body: object) => Promise<Response>) {
  const eventId = await newEvent(pool, tenantId);
  const statuses = new Map<number, number>();
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let k = 0; k < 10; k++) {
        const i = (c + k) % 10;
        const body = person(i, 'race');
        const mail = c % 2 ? body.mail.toUpperCase() : body.mail;
        const res = await post(eventId, { ...body, mail });
        await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  );
  const { rows } = await pool.query(`SELECT count(*)::int AS n FROM event_registration WHERE event_id = $1`, [eventId]);
  const summary = [...statuses].map(([s, n]) => `${n}x ${s}`).join(', ');
  if (rows[0].n !== 10 || statuses.get(201) !== clients * 10) throw new Error(`race round: ${rows[0].n} stored, answers ${summary}`);
  console.log(`race           ${clients} clients x the same 10 addresses at once: 10 stored, answers ${summary}`);
}

/** A bench group with an admin who reads the lists (event:edit). */
async function seedGroup(databaseUrl: string): Promise<{ tenantId: string; mail: string }> {
  const ds = await new DataSource(dataSourceOptions(databaseUrl)).initialize();
  try {
    const [admin] = await benchAccounts(ds, ['bench-event-admin@plenum.test']);
    const [tenant] = await ds.query(`INSERT INTO tenant (name, type, shortcode) VALUES ('Bench-SV Events', $1, 'BENCHEVT') RETURNING id`, [
      TenantType.SV,
    ]);
    await ds.query(`INSERT INTO membership (tenant_id, user_id, level) VALUES ($1, $2, $3)`, [tenant.id, admin._id, SvLevel.SV_ADMIN]);
    return { tenantId: tenant.id, mail: admin.mail };
  } finally {
    await ds.destroy();
  }
}

async function newEvent(pool: Pool, tenantId: string): Promise<string> {
  const { rows } = await pool.query(
    `INSERT INTO event (tenant_id, title, location, start_date, end_date, switch_registration, switch_checkin, custom_fields)
     VALUES ($1, 'Schulfest', 'Aula', now() + interval '7 days', now() + interval '7 days 4 hours', true, true, $2) RETURNING id`,
    [tenantId, JSON.stringify(FIELDS)],
  );
  return rows[0].id;
}

/** The attendee page's statements exactly as the API's repository builds them. */
function capturedList(
  databaseUrl: string,
  tenantId: string,
  eventId: string,
  page: number,
  sort?: { field: 'lastName'; descending: boolean },
): Promise<Statement[]> {
  return captureStatements(databaseUrl, (ds) =>
    new EventAttendeeRepository(ds).page(tenantId, eventId, { sort }, { page, pageSize: PAGE_SIZE }),
  );
}

/** API and floor must list the same people, or the comparison means nothing. */
async function checkSameAnswer(url: string, cookie: string, pool: Pool, statements: Statement[]) {
  const res = await fetch(url, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  const page = (await res.json()) as { items: { _id: string }[]; total: number };
  // TypeORM reads a page with a join in two steps (the page's ids, then their rows): the last one with rows counts.
  let rows: Record<string, unknown>[] = [];
  for (const s of statements) {
    const result = (await pool.query(s.text, s.values)).rows;
    if (result.some((r) => r.p_id)) rows = result;
  }
  const floorIds = JSON.stringify(rows.map((r) => r.p_id));
  const apiIds = JSON.stringify(page.items.map((i) => i._id));
  if (page.total !== LIST_SIZE || floorIds !== apiIds)
    throw new Error(`floor and API disagree:\n${floorIds}\n${apiIds} (total ${page.total})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
