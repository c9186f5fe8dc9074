import path from 'node:path';
import { startServices } from './services';

/** Runs work against DATABASE_URL, or against the local embedded PostgreSQL started just for it. */
export async function withDatabase(work: (databaseUrl: string) => Promise<void>): Promise<void> {
  if (process.env.DATABASE_URL) return work(process.env.DATABASE_URL);
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
