// npm run bench:api [-- --seconds 12 --rounds 3 --clients 1,10,100 --profile]
// A tenant-scoped list read, side by side in one run: the product's
// GET /api/tenant/tenant/{tenantId}/notification (compiled, NODE_ENV=production, its own process) against a
// bare node:http + pg program answering the same request (floor-server.ts), on a group with 120
// notifications, with autocannon at each client count. Floor and product take turns in short rounds so
// that a noisy neighbour on a shared machine hits both alike. Prints one line per client count (req/s over
// all rounds, the median round's p50 and p99); asserts nothing.
// --profile also samples the API's CPU during the product's run at the highest client count and prints
// where the time went (the profile itself is kept under test/artifacts).
import { ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
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
  BENCH_JWT_SECRET,
  fmt,
  load,
  login,
  printProfiles,
  profiler,
  reportEarlyExit,
  spawnApi,
  waitFor,
} from './bench-kit';

const NOTIFICATIONS = 120;
const OTHER_GROUPS = 20;
let stopping = false;

async function main() {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '12' },
      rounds: { type: 'string', default: '3' },
      clients: { type: 'string', default: '1,10,100' },
      profile: { type: 'boolean', default: false },
    },
  });
  const seconds = Number(values.seconds);
  const rounds = Math.max(1, Number(values.rounds));
  const clientCounts = values.clients.split(',').map(Number);
  const root = projectRoot();
  const services = await startServices({ root, mode: 'test', log: () => undefined });
  const children: ChildProcess[] = [];
  try {
    await runMigrations(services.env.DATABASE_URL);
    const { mail, tenantId } = await seed(services.env.DATABASE_URL);

    const profileFile = path.join(artifactsDir(root), 'bench-api.cpuprofile');
    const apiPort = await freePort();
    const apiBase = `http://127.0.0.1:${apiPort}`;
    const api = spawnApi({ root, servicesEnv: services.env, port: apiPort, ...profiler(values.profile ? profileFile : undefined) });
    children.push(api);
    const floorPort = await freePort();
    const floor = spawn(process.execPath, [path.join(__dirname, 'floor-server.js')], {
      env: { ...process.env, DATABASE_URL: services.env.DATABASE_URL, JWT_SECRET: BENCH_JWT_SECRET, PORT: String(floorPort) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(floor);
    reportEarlyExit(
      [
        ['API', api],
        ['floor', floor],
      ],
      () => stopping,
    );
    await waitFor(`${apiBase}/api/health/ready`);
    const cookie = await login(apiBase, mail);
    const route = `/api/tenant/tenant/${tenantId}/notification`;
    const floorUrl = `http://127.0.0.1:${floorPort}${route}`;
    const apiUrl = `${apiBase}${route}`;
    await waitFor(floorUrl, cookie);
    await checkSameAnswer(floorUrl, apiUrl, cookie);

    const headers = { cookie };
    // Warm both up (JIT, pools) before anything counts.
    await autocannon({ url: floorUrl, connections: 10, duration: 2, headers });
    await autocannon({ url: apiUrl, connections: 10, duration: 2, headers });

    console.log(
      `bench:api  GET ${route.replace(tenantId, '{tenantId}')}  page 1 of ${NOTIFICATIONS}, ${seconds} s each in ${rounds} rounds, node ${process.version}`,
    );
    const highest = Math.max(...clientCounts);
    for (const clients of clientCounts) {
      const { floor: b, product: p } = await alternatingRounds(
        rounds,
        () => load(floorUrl, clients, seconds / rounds, headers),
        async (round) => {
          // The profile covers the product's last turn at the highest client count.
          const profiling = values.profile && clients === highest && round === rounds - 1;
          if (profiling) api.kill('SIGWINCH');
          const result = await load(apiUrl, clients, seconds / rounds, headers);
          if (profiling) api.kill('SIGWINCH');
          return result;
        },
      );
      console.log(
        `${String(clients).padStart(3)} clients  floor ${fmt(b.rps)} req/s p50 ${b.p50} ms p99 ${b.p99} ms` +
          `  product ${fmt(p.rps)} req/s p50 ${p.p50} ms p99 ${p.p99} ms  ratio ${(p.rps / b.rps).toFixed(2)}`,
      );
    }
    if (values.profile) await printProfiles([[profileFile, `CPU profile of the API at ${highest} clients`]]);
  } finally {
    stopping = true;
    for (const child of children) await stopChild(child);
    await services.stop();
  }
}

/** A reader in a group of 120 notifications (some older than the membership, some marked seen) among other groups. */
async function seed(databaseUrl: string): Promise<{ mail: string; tenantId: string }> {
  const ds = await new DataSource(dataSourceOptions(databaseUrl)).initialize();
  try {
    const [reader, author] = await benchAccounts(ds, ['bench-reader@plenum.test', 'bench-author@plenum.test']);
    let tenantId = '';
    for (let g = 0; g <= OTHER_GROUPS; g++) {
      const [tenant] = await ds.query(`INSERT INTO tenant (name, type, shortcode) VALUES ($1, $2, $3) RETURNING id`, [
        `Bench-SV ${g}`,
        TenantType.SV,
        `BENCH${g}`,
      ]);
      if (g === 0) tenantId = tenant.id;
      // Notifications one minute apart, the newest now; the reader joined after the 40th.
      const ids: { id: string }[] = await ds.query(
        `INSERT INTO group_notification (tenant_id, author_id, content, type, created_at, updated_at)
         SELECT $1, $2, 'Mitteilung Nummer ' || i || ': Die nächste Sitzung findet am Donnerstag in Raum 204 statt.', 'INFO',
                now() - (($3 - i) * interval '1 minute'), now() - (($3 - i) * interval '1 minute')
           FROM generate_series(1, $3) AS i RETURNING id`,
        [tenant.id, author._id, NOTIFICATIONS],
      );
      await ds.query(`INSERT INTO membership (tenant_id, user_id, level, joined_at) VALUES ($1, $2, $3, now() - interval '70 minutes')`, [
        tenant.id,
        author._id,
        SvLevel.SV_BOARD,
      ]);
      if (g === 0) {
        await ds.query(
          `INSERT INTO membership (tenant_id, user_id, level, joined_at) VALUES ($1, $2, $3, now() - (($4 - 40) * interval '1 minute'))`,
          [tenant.id, reader._id, SvLevel.SV_MEMBER, NOTIFICATIONS],
        );
        await ds.query(`INSERT INTO notification_seen (tenant_id, notification_id, user_id) SELECT $1, unnest($2::uuid[]), $3`, [
          tenant.id,
          ids.filter((_, i) => i % 3 === 0).map((r) => r.id),
          reader._id,
        ]);
      }
    }
    await ds.query('ANALYZE');
    return { mail: reader.mail, tenantId };
  } finally {
    await ds.destroy();
  }
}

/** Both must answer the same page, or the comparison means nothing. */
async function checkSameAnswer(floorUrl: string, apiUrl: string, cookie: string) {
  const [a, b] = await Promise.all([floorUrl, apiUrl].map((url) => fetch(url, { headers: { cookie } }).then((r) => r.json())));
  const shape = (p: { items: { _id: string; seen: boolean }[]; total: number; unseenCount: number }) =>
    JSON.stringify({ ids: p.items.map((i) => `${i._id}:${i.seen}`), total: p.total, unseen: p.unseenCount });
  if (shape(a) !== shape(b)) throw new Error(`floor and product disagree:\n${shape(a)}\n${shape(b)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
