// npm run restore-drill -- --from DIR   (in the image: node dist/api/scripts/restore-drill.js --from DIR)
// Restores a backup into a scratch database (plenum_drill_<time>, on the live server, dropped afterwards) and
// scratch object stores, never into the live ones, and checks it: the dump's checksum first, then foreign keys,
// rows per table against the manifest, migrating to the current head, and every referenced object with its
// checksum. Prints `restore drill passed in N s` (the recovery time) and records the pass in the live
// database's backup_verification table; exits 1 on any failed check.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Client } from 'pg';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../src/migrations';
import { dataSourceOptions } from '../src/schema/data-source-options';
import { runMigrations } from '../src/schema/migrate';
import { requiredOption, storageConfig, withClient } from './backup/environment';
import { BackupManifest, digestFile, readManifest } from './backup/manifest';
import { checkObjects, referencedObjects, removeObjects, scratchStores, uploadObjects } from './backup/objects';
import { dataTables, loadRows, quote } from './backup/table-rows';
import { withDatabase } from './local-database';

class DrillFailure extends Error {}

async function main(): Promise<void> {
  const dir = resolve(requiredOption('from', 'npm run restore-drill -- --from DIR'));
  const began = Date.now();
  const manifest = await readManifest(dir);
  const dump = join(dir, manifest.dump.file);
  // A changed dump is found before anything is restored from it.
  if ((await digestFile(dump)).sha256 !== manifest.dump.sha256)
    throw new DrillFailure(`${manifest.dump.file} does not match its sha256 in the manifest`);
  const known = MIGRATIONS.map((m) => m.name);
  const upTo = known.indexOf(manifest.lastMigration);
  if (upTo < 0) throw new DrillFailure(`the backup's last migration ${manifest.lastMigration} is unknown to this version`);

  const config = storageConfig();
  await withDatabase(async (liveUrl) => {
    const drillId = `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${randomBytes(3).toString('hex')}`;
    const name = `plenum_drill_${drillId}`;
    const scratchUrl = new URL(liveUrl);
    if (decodeURIComponent(scratchUrl.pathname.slice(1)) === name) throw new Error('the scratch database would be the live one');
    scratchUrl.pathname = `/${name}`;
    const localRoot = await mkdtemp(join(tmpdir(), 'plenum-drill-objects-'));
    const stores = scratchStores(config, drillId, localRoot);
    await withClient(liveUrl, (c) => c.query(`CREATE DATABASE ${quote(name)}`));
    try {
      await migrate(scratchUrl.toString(), MIGRATIONS.slice(0, upTo + 1));
      await withClient(scratchUrl.toString(), async (client) => {
        await loadRows(client, dump).catch((err: Error) => {
          throw new DrillFailure(err.message);
        });
        await checkRowCounts(client, manifest);
      });
      await runMigrations(scratchUrl.toString());
      await uploadObjects(manifest.objects, stores, dir);
      const problems = await withClient(scratchUrl.toString(), async (client) => [
        ...(await unvalidatedForeignKeys(client)),
        ...(await checkObjects(await referencedObjects(client), manifest.objects, stores)),
      ]);
      if (problems.length) throw new DrillFailure(problems.join('\n'));
    } finally {
      await removeObjects(manifest.objects, stores).catch(() => undefined);
      await rm(localRoot, { recursive: true, force: true });
      await withClient(liveUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`));
    }
    const seconds = Math.round((Date.now() - began) / 1000);
    await withClient(liveUrl, (c) =>
      c.query(`INSERT INTO backup_verification (backup_created_at, duration_seconds) VALUES ($1, $2)`, [manifest.createdAt, seconds]),
    );
    console.log(`restore drill passed in ${seconds} s`);
  });
}

async function migrate(url: string, migrations: typeof MIGRATIONS): Promise<void> {
  const ds = await new DataSource({ ...dataSourceOptions(url), migrations }).initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
  } finally {
    await ds.destroy();
  }
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
  if (problems.length) throw new DrillFailure(problems.join('\n'));
}

async function unvalidatedForeignKeys(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT conname AS name FROM pg_constraint WHERE contype = 'f' AND NOT convalidated`,
  );
  return rows.map((r) => `foreign key ${r.name} is not validated`);
}

main().catch((err) => {
  const lines = (err instanceof Error ? err.message : String(err)).split('\n');
  for (const line of lines) console.error(`restore drill failed: ${line}`);
  process.exit(1);
});
