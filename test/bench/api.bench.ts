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
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '#api/infrastructure/database/data-source-options';
import { runMigrations } from '#api/infrastructure/database/migrate';
import { User } from '#api/modules/auth/entities/user.entity';
import { PasswordHasher } from '#api/modules/auth/password.hasher';
import { PlatformLevel, SvLevel, TenantType } from '#shared/levels';
import { projectRoot } from '../../api/scripts/local-database';
import { freePort, startServices, stopChild } from '../../api/scripts/services';
import { summarizeProfile } from './profile-summary';
// autocannon ships no type declarations; the few fields read here are declared below.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon: Autocannon = require('autocannon');

interface LoadResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (opts: { url: string; connections: number; duration: number; headers: Record<string, string> }) => Promise<LoadResult>;

const PASSWORD = 'Bench!Passwort1';
const JWT_SECRET = 'bench-secret-0123456789-abcdefghij';
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

    const artifacts = path.join(root, 'test', 'artifacts');
    mkdirSync(artifacts, { recursive: true });
    const profileFile = path.join(artifacts, 'bench-api.cpuprofile');
    const apiPort = await freePort();
    const apiBase = `http://127.0.0.1:${apiPort}`;
    const api = spawn(
      process.execPath,
      [...(values.profile ? ['-r', path.join(__dirname, 'cpu-profile.preload.js')] : []), path.join(root, 'dist/api/src/main.js')],
      {
        // Production as deployed: compiled, NODE_ENV=production and its default log level (one JSON line per
        // request, written to a discarded stdout), no debug logging.
        env: {
          ...process.env,
          ...services.env,
          NODE_ENV: 'production',
          LOG_LEVEL: '',
          PORT: String(apiPort),
          PUBLIC_URL: apiBase,
          JWT_SECRET,
          LOG_JSON: 'true',
          CPU_PROFILE_FILE: profileFile,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    children.push(api);
    const floorPort = await freePort();
    const floor = spawn(process.execPath, [path.join(__dirname, 'floor-server.js')], {
      env: { ...process.env, DATABASE_URL: services.env.DATABASE_URL, JWT_SECRET, PORT: String(floorPort) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(floor);
    for (const [name, child] of [
      ['API', api],
      ['floor', floor],
    ] as const) {
      child.on('exit', (code, signal) => {
        if (!stopping) console.error(`${name} process ended early (exit code ${code}, signal ${signal})`);
      });
    }
    await waitFor(`${apiBase}/api/health/ready`);
    const cookie = await login(apiBase, mail);
    const route = `/api/tenant/tenant/${tenantId}/notification`;
    const floorUrl = `http://127.0.0.1:${floorPort}${route}`;
    const apiUrl = `${apiBase}${route}`;
    await waitFor(floorUrl, cookie);
    await checkSameAnswer(floorUrl, apiUrl, cookie);

    const headers = { cookie };
    const load = async (url: string, connections: number) => {
      const result = await autocannon({ url, connections, duration: seconds / rounds, headers });
      if (result.non2xx || result.errors || result.timeouts)
        throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
      return result;
    };
    // Warm both up (JIT, pools) before anything counts.
    await autocannon({ url: floorUrl, connections: 10, duration: 2, headers });
    await autocannon({ url: apiUrl, connections: 10, duration: 2, headers });

    console.log(
      `bench:api  GET ${route.replace(tenantId, '{tenantId}')}  page 1 of ${NOTIFICATIONS}, ${seconds} s each in ${rounds} rounds, node ${process.version}`,
    );
    const highest = Math.max(...clientCounts);
    for (const clients of clientCounts) {
      const base: LoadResult[] = [];
      const product: LoadResult[] = [];
      for (let round = 0; round < rounds; round++) {
        base.push(await load(floorUrl, clients));
        // The profile covers the product's last turn at the highest client count.
        const profiling = values.profile && clients === highest && round === rounds - 1;
        if (profiling) api.kill('SIGWINCH');
        product.push(await load(apiUrl, clients));
        if (profiling) api.kill('SIGWINCH');
      }
      const b = summarize(base);
      const p = summarize(product);
      console.log(
        `${String(clients).padStart(3)} clients  floor ${fmt(b.rps)} req/s p50 ${b.p50} ms p99 ${b.p99} ms` +
          `  product ${fmt(p.rps)} req/s p50 ${p.p50} ms p99 ${p.p99} ms  ratio ${(p.rps / b.rps).toFixed(2)}`,
      );
    }
    if (values.profile) {
      await new Promise((r) => setTimeout(r, 1500)); // the profile is written asynchronously
      console.log(`\nCPU profile of the API at ${highest} clients (${profileFile}):`);
      console.log(summarizeProfile(JSON.parse(readFileSync(profileFile, 'utf8'))));
    }
  } finally {
    stopping = true;
    for (const child of children) await stopChild(child);
    await services.stop();
  }
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Rounds of equal length: mean throughput, and the median round's latency percentiles. */
function summarize(results: LoadResult[]) {
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0) / results.length,
    p50: median(results.map((r) => r.latency.p50)),
    p99: median(results.map((r) => r.latency.p99)),
  };
}

/** A reader in a group of 120 notifications (some older than the membership, some marked seen) among other groups. */
async function seed(databaseUrl: string): Promise<{ mail: string; tenantId: string }> {
  const ds = await new DataSource(dataSourceOptions(databaseUrl)).initialize();
  try {
    const passwordHash = await new PasswordHasher().hash(PASSWORD);
    const person = (mail: string, permissionLevel: PlatformLevel) => ({
      mail,
      passwordHash,
      firstName: 'Bench',
      lastName: 'Leserin',
      permissionLevel,
      termsAcceptedAt: new Date(),
      verifiedAt: new Date(),
    });
    const users = ds.getRepository(User);
    const reader = await users.save(users.create(person('bench-reader@plenum.test', PlatformLevel.SV_MEMBER)));
    const author = await users.save(users.create(person('bench-author@plenum.test', PlatformLevel.SV_MEMBER)));
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

async function login(base: string, mail: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/public/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ mail, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  const access = res.headers.getSetCookie().find((c) => c.startsWith('access_token='));
  if (!access) throw new Error('login set no access_token cookie');
  return access.split(';')[0];
}

/** Both must answer the same page, or the comparison means nothing. */
async function checkSameAnswer(floorUrl: string, apiUrl: string, cookie: string) {
  const [a, b] = await Promise.all([floorUrl, apiUrl].map((url) => fetch(url, { headers: { cookie } }).then((r) => r.json())));
  const shape = (p: { items: { _id: string; seen: boolean }[]; total: number; unseenCount: number }) =>
    JSON.stringify({ ids: p.items.map((i) => `${i._id}:${i.seen}`), total: p.total, unseen: p.unseenCount });
  if (shape(a) !== shape(b)) throw new Error(`floor and product disagree:\n${shape(a)}\n${shape(b)}`);
}

async function waitFor(url: string, cookie?: string) {
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

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
