// Private backing services for tests that break them on purpose (stopping Redis), so that the other suites,
// which run in parallel against the shared test services, neither notice nor help: their outbox relays
// would otherwise publish this suite's events through the shared Redis.
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { runMigrations } from '#api/schema/migrate';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, migrated database on the test PostgreSQL server. */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const shared = process.env.DATABASE_URL;
  if (!shared) throw new Error('DATABASE_URL is not set (tests need the PostgreSQL started by global-setup)');
  const name = `plenum_scratch_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new URL(shared);
  admin.pathname = '/postgres';
  await withClient(admin.toString(), (c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(shared);
  url.pathname = `/${name}`;
  await runMigrations(url.toString());
  return {
    url: url.toString(),
    drop: () => withClient(admin.toString(), (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
