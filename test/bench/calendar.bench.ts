// npm run bench:calendar [-- --seconds 12 --rounds 3 --clients 1,10]
// The calendar list with a date window, GET /api/calendar/tenant/{tenantId}/event?from=..&to=.. (a month
// view), for a group with 100 entries and one with 10,000, against its floor: the same statements the API
// sends for that list (total and page, captured from the API's own repository) replayed by a bare `pg` pool
// of the API's size (10) with the same number of clients, the statements side by side as the API sends them. Both groups hold the same 40 entries in the window; the rest lie before and
// after it (5 years back, 1 year ahead), so the second group shows what the other 9,960 rows cost.
// API and floor take turns in short rounds (a noisy neighbour hits both alike). Prints figures; asserts nothing.
import { ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { CalendarEventRepository } from '#api/modules/calendar/calendar-event.repository';
import { dataSourceOptions } from '#api/schema/data-source-options';
import { runMigrations } from '#api/schema/migrate';
import { SvLevel, TenantType } from '#shared/levels';
import { projectRoot } from '../../api/scripts/local-database';
import { freePort, startServices, stopChild } from '../../api/scripts/services';
import {
  alternatingRounds,
  autocannon,
  benchAccounts,
  captureStatements,
  floorVsApi,
  fmt,
  load,
  login,
  replayLoad,
  reportEarlyExit,
  spawnApi,
  Statement,
  waitFor,
} from './bench-kit';

const SIZES = [100, 10_000];
const IN_WINDOW = 40;
const PAGE_SIZE = 50;
const READER_LEVEL = SvLevel.SV_MEMBER;
const DAY = 24 * 60 * 60 * 1000;
let stopping = false;

async function main() {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '12' },
      rounds: { type: 'string', default: '3' },
      clients: { type: 'string', default: '1,10' },
    },
  });
  const seconds = Number(values.seconds);
  const rounds = Math.max(1, Number(values.rounds));
  const clientCounts = values.clients.split(',').map(Number);
  const root = projectRoot();
  const services = await startServices({ root, mode: 'test', log: () => undefined });
  const children: ChildProcess[] = [];
  // node-postgres' default pool size, which the API's data source keeps as well.
  const pool = new Pool({ connectionString: services.env.DATABASE_URL, max: 10 });
  try {
    await runMigrations(services.env.DATABASE_URL);
    // A month view around now, as the calendar screen asks for it.
    const now = Date.now();
    const window = { from: new Date(now - 14 * DAY), to: new Date(now + 21 * DAY) };
    const { mail, tenants } = await seed(services.env.DATABASE_URL, window);

    const apiPort = await freePort();
    const apiBase = `http://127.0.0.1:${apiPort}`;
    const api = spawnApi({ root, servicesEnv: services.env, port: apiPort });
    children.push(api);
    reportEarlyExit([['API', api]], () => stopping);
    await waitFor(`${apiBase}/api/health/ready`);
    const headers = { cookie: await login(apiBase, mail) };
    const query = `from=${window.from.toISOString()}&to=${window.to.toISOString()}`;

    console.log(
      `bench:calendar  GET /api/calendar/tenant/{tenantId}/event?from..to  (${IN_WINDOW} entries in the window, page size ${PAGE_SIZE}), ` +
        `${seconds} s each in ${rounds} rounds, node ${process.version}`,
    );
    const p50s = new Map<string, number>();
    for (const size of SIZES) {
      const tenantId = tenants.get(size)!;
      const url = `${apiBase}/api/calendar/tenant/${tenantId}/event?${query}`;
      const statements = await capturedList(services.env.DATABASE_URL, tenantId, window);
      await checkSameAnswer(url, headers.cookie, pool, statements);
      // Warm both up (JIT, pools, plans) before anything counts.
      await replayLoad(pool, statements, 2, 2);
      await autocannon({ url, connections: 2, duration: 2, headers });
      for (const clients of clientCounts) {
        const { floor: f, product: p } = await alternatingRounds(
          rounds,
          () => replayLoad(pool, statements, clients, seconds / rounds),
          () => load(url, clients, seconds / rounds, headers),
        );
        p50s.set(`${size}/${clients}/api`, p.p50);
        p50s.set(`${size}/${clients}/floor`, f.p50);
        console.log(`${fmt(size).padStart(6)} entries ${String(clients).padStart(3)} clients  ${floorVsApi(f, p)}`);
      }
    }
    for (const clients of clientCounts) {
      const ratio = (kind: string) =>
        p50s.get(`${SIZES[1]}/${clients}/${kind}`)! / Math.max(p50s.get(`${SIZES[0]}/${clients}/${kind}`)!, 0.1);
      console.log(
        `${String(clients).padStart(3)} clients  p50 ${fmt(SIZES[1])} / ${fmt(SIZES[0])} entries: API ${ratio('api').toFixed(2)}x, floor ${ratio('floor').toFixed(2)}x`,
      );
    }
  } finally {
    stopping = true;
    for (const child of children) await stopChild(child);
    await pool.end();
    await services.stop();
  }
}

/** The list's statements exactly as the API's repository builds them for this reader and window. */
function capturedList(databaseUrl: string, tenantId: string, window: { from: Date; to: Date }): Promise<Statement[]> {
  return captureStatements(databaseUrl, (ds) =>
    new CalendarEventRepository(ds).page(
      tenantId,
      { level: READER_LEVEL, from: window.from, to: window.to, sort: { field: 'startDate', descending: false } },
      { page: 1, pageSize: PAGE_SIZE },
    ),
  );
}

/** API and floor must list the same entries, or the comparison means nothing. */
async function checkSameAnswer(url: string, cookie: string, pool: Pool, statements: Statement[]) {
  const res = await fetch(url, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  const page = (await res.json()) as { items: { _id: string }[]; total: number };
  const results = [];
  for (const s of statements) results.push((await pool.query(s.text, s.values)).rows);
  const floorIds = JSON.stringify(results.flat().flatMap((r: Record<string, unknown>) => (r.e_id ? [r.e_id] : [])));
  const apiIds = JSON.stringify(page.items.map((i) => i._id));
  if (page.total !== IN_WINDOW || floorIds !== apiIds)
    throw new Error(`floor and API disagree:\n${floorIds}\n${apiIds} (total ${page.total})`);
}

/**
 * A reader (SV member) in two groups: each holds the same 40 visible entries inside the window and the
 * rest before it (back to 5 years ago) and after it (up to a year ahead), at every view-access level.
 */
async function seed(databaseUrl: string, window: { from: Date; to: Date }): Promise<{ mail: string; tenants: Map<number, string> }> {
  const ds = await new DataSource(dataSourceOptions(databaseUrl)).initialize();
  try {
    const [reader, author] = await benchAccounts(ds, ['bench-reader@plenum.test', 'bench-author@plenum.test']);
    const tenants = new Map<number, string>();
    for (const size of SIZES) {
      const [tenant] = await ds.query(`INSERT INTO tenant (name, type, shortcode) VALUES ($1, $2, $3) RETURNING id`, [
        `Bench-Kalender ${size}`,
        TenantType.SV,
        `BENCHCAL${size}`,
      ]);
      tenants.set(size, tenant.id);
      await ds.query(`INSERT INTO membership (tenant_id, user_id, level) VALUES ($1, $2, $3), ($1, $4, $5)`, [
        tenant.id,
        reader._id,
        READER_LEVEL,
        author._id,
        SvLevel.SV_ADMIN,
      ]);
      const span = window.to.getTime() - window.from.getTime();
      // Inside: evenly spread, visible to the reader (levels 0..2).
      await insertEntries(ds, tenant.id, author._id, IN_WINDOW, window.from.getTime() + 3_600_000, span / IN_WINDOW, 3);
      // Outside: four fifths before the window, one fifth after it, at every level 0..5.
      const outside = size - IN_WINDOW;
      const before = Math.round(outside * 0.8);
      const past = window.from.getTime() - 5 * 365 * DAY;
      await insertEntries(ds, tenant.id, author._id, before, past, (window.from.getTime() - DAY - past) / before, 6);
      const after = outside - before;
      await insertEntries(ds, tenant.id, author._id, after, window.to.getTime() + DAY, (365 * DAY) / after, 6);
    }
    await ds.query('ANALYZE');
    return { mail: reader.mail, tenants };
  } finally {
    await ds.destroy();
  }
}

/** `count` two-hour entries from `start`, `step` ms apart, every 7th all-day, view access cycling through `levels`. */
async function insertEntries(
  ds: DataSource,
  tenantId: string,
  authorId: string,
  count: number,
  start: number,
  step: number,
  levels: number,
) {
  await ds.query(
    `INSERT INTO calendar_event (tenant_id, author_id, title, description, location, start_date, end_date, all_day, view_access)
     SELECT $1, $2, 'Sitzung ' || i, '<p>Tagesordnung: Berichte, Anträge, Verschiedenes.</p>', 'Raum ' || (100 + i % 50),
            to_timestamp(($3::float8 + i * $4::float8) / 1000), to_timestamp(($3::float8 + i * $4::float8) / 1000) + interval '2 hours', i % 7 = 0, i % $6::int
       FROM generate_series(0, $5 - 1) AS i`,
    [tenantId, authorId, start, step, count, levels],
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
