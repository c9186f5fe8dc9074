// The steps `restore-drill` and `restore` share: a database restored from a backup folder is migrated to the
// backup's schema, loaded, checked against the manifest and migrated to the current head.
import type { Client } from 'pg';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../src/migrations';
import { dataSourceOptions } from '../../src/schema/data-source-options';
import { runMigrations } from '../../src/schema/migrate';
import { withClient } from './environment';
import { BackupManifest, digestFile } from './manifest';
import { dataTables, loadRows, quote } from './table-rows';

/** A check the backup failed: printed as `... failed: <message>`, one line per problem. */
export class BackupCheckFailed extends Error {}

/** The dump's checksum, before anything is restored from it; and a schema this version knows. */
export async function verifyDump(dumpFile: string, manifest: BackupManifest): Promise<void> {
  if ((await digestFile(dumpFile)).sha256 !== manifest.dump.sha256)
    throw new BackupCheckFailed(`${manifest.dump.file} does not match its sha256 in the manifest`);
  if (!MIGRATIONS.some((m) => m.name === manifest.lastMigration))
    throw new BackupCheckFailed(`the backup's last migration ${manifest.lastMigration} is unknown to this version`);
}

/** `url` with the database `name` on the same server. */
export function databaseUrl(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

export function databaseNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/**
 * Into the empty database at `url`: the schema of the backup's last migration, every row (foreign keys
 * validated as they are added back), rows per table compared with the manifest, then the current head.
 */
export async function restoreInto(url: string, dumpFile: string, manifest: BackupManifest): Promise<void> {
  const upTo = MIGRATIONS.findIndex((m) => m.name === manifest.lastMigration);
  const ds = await new DataSource({ ...dataSourceOptions(url), migrations: MIGRATIONS.slice(0, upTo + 1) }).initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
  } finally {
    await ds.destroy();
  }
  await withClient(url, async (client) => {
    await loadRows(client, dumpFile).catch((err: Error) => {
      throw new BackupCheckFailed(err.message);
    });
    await checkRowCounts(client, manifest);
  });
  await runMigrations(url);
  const unvalidated = await withClient(url, unvalidatedForeignKeys);
  if (unvalidated.length) throw new BackupCheckFailed(unvalidated.join('\n'));
}

/** Every table of the backup has the manifest's rows, and the schema has no table the backup lacks. */
async function checkRowCounts(client: Client, manifest: BackupManifest): Promise<void> {
  const problems: string[] = [];
  const tables = await dataTables(client);
  for (const table of tables) if (!(table in manifest.tables)) problems.push(`table ${table} is missing from the manifest`);
  for (const [table, expected] of Object.entries(manifest.tables)) {
    if (!tables.includes(table)) {
      problems.push(`table ${table} of the manifest is missing after the restore`);
      continue;
    }
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${quote(table)}`);
    if (Number(rows[0].n) !== expected) problems.push(`table ${table}: ${rows[0].n} rows restored, the manifest says ${expected}`);
  }
  if (problems.length) throw new BackupCheckFailed(problems.join('\n'));
}

async function unvalidatedForeignKeys(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT conname AS name FROM pg_constraint WHERE contype = 'f' AND NOT convalidated`,
  );
  return rows.map((r) => `foreign key ${r.name} is not validated`);
}

/** Prints each line of the error as `<what> failed: <line>` and exits 1. */
export function failWith(what: string): (err: unknown) => never {
  return (err) => {
    for (const line of (err instanceof Error ? err.message : String(err)).split('\n')) console.error(`${what} failed: ${line}`);
    process.exit(1);
  };
}
