// What backup and drill read from the environment: the same variables as the API (DATABASE_URL, UPLOAD_DIR,
// S3_*). On a developer machine without DATABASE_URL they use the database of `npm run up`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { AppConfig, loadConfig } from '../../src/config/config';
import { projectRoot } from '../local-database';
import { localSecret } from '../local-secret';

/** The API's config; the secret is not used here, but the config refuses to load without one. */
export function storageConfig(): AppConfig {
  return loadConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET ?? localSecret(projectRoot()) });
}

export function plenumVersion(): string {
  return (JSON.parse(readFileSync(join(projectRoot(), 'package.json'), 'utf8')) as { version: string }).version;
}

export async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The newest migration recorded in the database (TypeORM's `migrations` table). */
export async function lastMigration(client: Client): Promise<string> {
  const { rows } = await client.query<{ name: string }>(`SELECT name FROM migrations ORDER BY "timestamp" DESC, id DESC LIMIT 1`);
  if (!rows.length) throw new Error('the database has no migrations applied');
  return rows[0].name;
}

/** The value of `--name` in argv, or an exit with the usage line. */
export function requiredOption(name: string, usage: string): string {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? process.argv[at + 1] : undefined;
  if (!value || value.startsWith('--')) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  return value;
}
