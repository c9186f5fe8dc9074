// Migrations under the advisory lock: two runners started at once against a fresh database (two API pods of a
// release) apply each migration once and both exit 0; an API told not to migrate reports not-ready until the
// schema is current, while its liveness probe answers.
import { ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '../../api/scripts/services';
import { MIGRATIONS } from '../../api/src/migrations';

const root = path.resolve(__dirname, '../..');

/** A new empty database on the test server; returns its URL. */
async function freshDatabase(name: string): Promise<string> {
  const url = new URL(process.env.DATABASE_URL!);
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  const database = `${name}_${process.pid}_${Date.now()}`;
  await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();
  url.pathname = `/${database}`;
  return url.toString();
}

function runMigrate(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'dist/api/scripts/migrate.js')], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function query<T>(databaseUrl: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('migrations under a PostgreSQL advisory lock', () => {
  it('two runners started at once migrate a fresh database once, and both exit 0', async () => {
    const databaseUrl = await freshDatabase('plenum_migrate_race');
    const [first, second] = await Promise.all([runMigrate(databaseUrl), runMigrate(databaseUrl)]);
    expect([first.code, second.code]).toEqual([0, 0]);
    // One of them applied everything, the other found the schema current after waiting for the lock.
    expect([first.output, second.output].filter((out) => out.includes('database schema is up to date'))).toHaveLength(1);
    const rows = await query<{ name: string; times: string }>(databaseUrl, 'SELECT name, count(*) AS times FROM migrations GROUP BY name');
    expect(rows).toHaveLength(MIGRATIONS.length);
    expect(rows.every((row) => row.times === '1')).toBe(true);
    // A later run with nothing pending is a success too.
    const again = await runMigrate(databaseUrl);
    expect(again.code).toBe(0);
    expect(again.output).toContain('database schema is up to date');
  });

  describe('an API started with MIGRATE_ON_START=false against pending migrations', () => {
    let api: ChildProcess;
    let base: string;
    let databaseUrl: string;

    beforeAll(async () => {
      databaseUrl = await freshDatabase('plenum_migrate_ready');
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      api = spawn(process.execPath, [path.join(root, 'dist/api/src/main.js')], {
        env: { ...process.env, DATABASE_URL: databaseUrl, MIGRATE_ON_START: 'false', PORT: String(port), PUBLIC_URL: base },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      for (let i = 0; i < 240; i++) {
        if (
          await fetch(`${base}/api/health`).then(
            (r) => r.ok,
            () => false,
          )
        )
          return;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error('the API did not start');
    });

    afterAll(() => {
      api?.kill('SIGKILL');
    });

    it('answers readiness with 503 naming the pending migrations, liveness with 200; ready after the migration run', async () => {
      const live = await fetch(`${base}/api/health`);
      expect(live.status).toBe(200);
      const notReady = await fetch(`${base}/api/health/ready`);
      expect(notReady.status).toBe(503);
      const body = (await notReady.json()) as { message: string; details: { field: string; message: string }[] };
      expect(body.message).toBe('Die Datenbank wartet auf Migrationen (npm run migrate).');
      const migrations = body.details.find((detail) => detail.field === 'migrations');
      expect(migrations?.message).toContain(MIGRATIONS[0].name);
      // The API itself applied nothing.
      expect(await query(databaseUrl, "SELECT to_regclass('migrations') AS t")).toEqual([{ t: null }]);

      expect((await runMigrate(databaseUrl)).code).toBe(0);
      const ready = await fetch(`${base}/api/health/ready`);
      expect(ready.status).toBe(200);
    });
  });
});
