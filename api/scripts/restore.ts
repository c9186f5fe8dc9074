// npm run restore -- --from DIR --into NAME   (in the image: node dist/api/scripts/restore.js --from DIR --into NAME)
// Restores a backup into the NEW database NAME on the server of DATABASE_URL (it refuses a database that
// exists, so it never writes into the live one), with the same checks as the drill, and puts every file of the
// backup that the live store lacks back under its key (an existing one must have the backup's checksum: objects
// are never overwritten). Then point DATABASE_URL at NAME and start the release (docs/operations.md).
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { StorageArea } from '../src/infrastructure/storage/object-storage';
import { requiredOption, storageConfig, withClient } from './backup/environment';
import { OBJECTS_FOLDER, readManifest, digestStream } from './backup/manifest';
import { liveStores } from './backup/objects';
import { BackupCheckFailed, databaseUrl, failWith, restoreInto, verifyDump } from './backup/restore-steps';
import { quote } from './backup/table-rows';
import { withDatabase } from './local-database';

const USAGE = 'npm run restore -- --from DIR --into NAME';

async function main(): Promise<void> {
  const dir = resolve(requiredOption('from', USAGE));
  const name = requiredOption('into', USAGE);
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`--into: "${name}" is not a plain database name (a-z, 0-9, _)`);
  const manifest = await readManifest(dir);
  const dump = join(dir, manifest.dump.file);
  await verifyDump(dump, manifest);
  const stores = liveStores(storageConfig());

  await withDatabase(async (serverUrl) => {
    // Fails when NAME exists: a restore never writes into a database that holds anything.
    await withClient(serverUrl, (c) =>
      c.query(`CREATE DATABASE ${quote(name)} TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'de-DE' LOCALE 'C.UTF-8'`),
    );
    const target = databaseUrl(serverUrl, name);
    try {
      await restoreInto(target, dump, manifest);
    } catch (err) {
      await withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`));
      throw err;
    }
    let copied = 0;
    const problems: string[] = [];
    for (const object of manifest.objects) {
      const slash = object.key.indexOf('/');
      const store = stores[object.key.slice(0, slash) as StorageArea];
      const key = object.key.slice(slash + 1);
      const existing = await store.open(key);
      if (existing) {
        if ((await digestStream(existing.stream)).sha256 !== object.sha256)
          problems.push(`object ${object.key} in the store differs from the backup`);
        continue;
      }
      const bytes = await readFile(join(dir, OBJECTS_FOLDER, object.key));
      if ((await digestStream(Readable.from([bytes]))).sha256 !== object.sha256) {
        problems.push(`object ${object.key} in the backup differs from its sha256`);
        continue;
      }
      await store.put(key, bytes);
      copied++;
    }
    if (problems.length) throw new BackupCheckFailed(problems.join('\n'));
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    console.log(`restored into database ${name}: ${rows} rows, ${manifest.objects.length} objects (${copied} put back into the store)`);
  });
}

main().catch(failWith('restore'));
