// npm run backup -- --to DIR   (in the image: node dist/api/scripts/backup.js --to DIR)
// Writes DIR/database.jsonl.gz (every row, one snapshot), DIR/objects/<area>/<key> (every stored file the
// database refers to) and DIR/manifest.json with their checksums and the rows per table. Exits non-zero when
// the database refers to an object the store does not have, since such a backup could not be restored whole.
import { mkdir, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { lastMigration, plenumVersion, requiredOption, storageConfig, withClient } from './backup/environment';
import { digestFile, DUMP_FORMAT, writeManifest } from './backup/manifest';
import { copyObjects, liveStores, referencedObjects } from './backup/objects';
import { dumpRows } from './backup/table-rows';
import { withDatabase } from './local-database';

const DUMP_FILE = 'database.jsonl.gz';

async function main(): Promise<void> {
  const dir = resolve(requiredOption('to', 'npm run backup -- --to DIR'));
  await mkdir(dir, { recursive: true });
  if ((await readdir(dir)).length) throw new Error(`${dir} is not empty; a backup goes into a new folder`);
  const config = storageConfig();
  await withDatabase((databaseUrl) =>
    withClient(databaseUrl, async (client) => {
      const began = Date.now();
      // One snapshot for rows, row counts and the object list; read only, so it never blocks the application.
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const createdAt = new Date().toISOString();
      const migration = await lastMigration(client);
      const { rows } = await client.query<{ version: string }>(`SHOW server_version`);
      const tables = await dumpRows(client, join(dir, DUMP_FILE));
      const refs = await referencedObjects(client);
      await client.query('COMMIT');
      const { objects, missing } = await copyObjects(refs, liveStores(config), dir);
      await writeManifest(dir, {
        version: plenumVersion(),
        lastMigration: migration,
        createdAt,
        postgresVersion: rows[0].version,
        dump: { file: DUMP_FILE, sha256: (await digestFile(join(dir, DUMP_FILE))).sha256, format: DUMP_FORMAT },
        tables,
        objects,
      });
      const total = Object.values(tables).reduce((a, b) => a + b, 0);
      console.log(
        `backup written to ${dir}: ${total} rows in ${Object.keys(tables).length} tables, ${objects.length} objects, ${((Date.now() - began) / 1000).toFixed(1)} s`,
      );
      if (missing.length) throw new Error(`the database refers to objects the store does not have: ${missing.join(', ')}`);
    }),
  );
}

main().catch((err) => {
  console.error(`backup failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
