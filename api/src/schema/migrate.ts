import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

/** Applies pending migrations; used by `npm run up`, the test setup and the container start. */
export async function runMigrations(databaseUrl: string): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions(databaseUrl));
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await dataSource.destroy();
  }
}
