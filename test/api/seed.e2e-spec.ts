// The demo data of `npm run up` in a database of its own, so that other suites never see it.
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '#api/infrastructure/database/data-source-options';
import { runMigrations } from '#api/infrastructure/database/migrate';
import { PasswordHasher } from '#api/modules/auth/password.hasher';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from '../../api/scripts/seed';

describe('demo data seed', () => {
  const url = new URL(process.env.DATABASE_URL!);
  const database = `seed_${Date.now().toString(36)}`;
  let ds: DataSource;

  beforeAll(async () => {
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${database}"`);
    await admin.end();
    url.pathname = `/${database}`;
    await runMigrations(url.toString());
    ds = await new DataSource(dataSourceOptions(url.toString())).initialize();
  });

  afterAll(async () => {
    await ds?.destroy();
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  });

  it('creates every tenant type with members at every level, and a second run changes nothing', async () => {
    const first = await seedDemoData(ds);
    expect(first.created).toBeGreaterThan(20);
    const counts = async () =>
      (
        await ds.query(
          `SELECT (SELECT count(*) FROM user_account) u, (SELECT count(*) FROM tenant) t, (SELECT count(*) FROM membership) m, (SELECT count(*) FROM domain) d`,
        )
      )[0];
    const before = await counts();
    expect(await seedDemoData(ds)).toEqual({ created: 0 });
    expect(await counts()).toEqual(before);

    const levels: { type: string; levels: number[] }[] = await ds.query(
      `SELECT t.type, array_agg(DISTINCT m.level ORDER BY m.level) AS levels FROM membership m JOIN tenant t ON t.id = m.tenant_id GROUP BY t.type ORDER BY t.type`,
    );
    expect(levels).toEqual([
      { type: 'NETWORK', levels: [0, 1, 2] },
      { type: 'SSR', levels: [0, 1, 2, 3] },
      { type: 'SV', levels: [0, 1, 2, 3, 4, 5] },
    ]);
    expect(Number((await ds.query(`SELECT count(*) c FROM tenant WHERE is_public`))[0].c)).toBe(2);
  });

  it('gives every demo account the printed password and a verified address', async () => {
    const rows: { mail: string; password_hash: string; verified_at: Date | null }[] = await ds.query(
      `SELECT mail, password_hash, verified_at FROM user_account`,
    );
    expect(rows.map((r) => r.mail).sort()).toEqual(DEMO_USERS.map((u) => u.mail).sort());
    const hasher = new PasswordHasher();
    for (const row of rows) {
      expect(row.verified_at).not.toBeNull();
      expect(await hasher.verify(row.password_hash, DEMO_PASSWORD)).toBe(true);
    }
  });
});
