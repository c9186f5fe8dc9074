import path from 'node:path';
import { startServices } from './services';

/**
 * Runs work against DATABASE_DIRECT_URL or DATABASE_URL, or against the local embedded PostgreSQL started just
 * for it. The operator's commands (migrations, backup, restore, drill) create databases and hold sessions,
 * so they go past a transaction-mode pooler when there is one.
 */
export async function withDatabase(work: (databaseUrl: string) => Promise<void>): Promise<void> {
  const configured = process.env.DATABASE_DIRECT_URL || process.env.DATABASE_URL;
  if (configured) return work(configured);
  const services = await startServices({ root: projectRoot(), mode: 'dev', only: ['postgres'] });
  try {
    await work(services.env.DATABASE_URL);
  } finally {
    await services.stop();
  }
}

export function projectRoot(): string {
  // dist/api/scripts/x.js or api/scripts/x.ts -> the repository root
  const here = __dirname;
  return here.includes(`${path.sep}dist${path.sep}`) ? path.resolve(here, '../../..') : path.resolve(here, '../..');
}
