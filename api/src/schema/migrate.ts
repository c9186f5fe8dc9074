import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

/**
 * Key of the session-level PostgreSQL advisory lock every migration runner holds while it migrates. TypeORM
 * takes no lock of its own, so two pods starting together would otherwise both run the same migration.
 * Any 64-bit number works as long as nothing else in the database uses it; this one spells "plenum-m".
 */
export const MIGRATION_LOCK_KEY = '8100961354823576941';

/**
 * Applies pending migrations under the advisory lock; used by `npm run migrate`, the migration Job, the API
 * start (MIGRATE_ON_START), `npm run up` and the test setup. A second runner waits for the first and then
 * finds nothing pending, so it returns an empty list.
 */
export async function runMigrations(databaseUrl: string): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions(databaseUrl));
  await dataSource.initialize();
  // The lock lives on one dedicated connection; the migrations run on others from the same pool.
  const lockHolder = dataSource.createQueryRunner();
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return applied.map((m) => m.name);
    } finally {
      await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await lockHolder.release();
    await dataSource.destroy();
  }
}
