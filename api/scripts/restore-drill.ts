// npm run restore-drill -- --from DIR   (in the image: node dist/api/scripts/restore-drill.js --from DIR)
// Restores a backup into a scratch database (plenum_drill_<time>_<random>, on the live server, dropped
// afterwards) and scratch object stores, never into the live ones, and checks it: the dump's checksum first,
// then foreign keys, rows per table against the manifest, migrating to the current head, and every referenced
// object with its checksum. Prints `restore drill passed in N s` (the recovery time) and records the pass in
// the live database's backup_verification table; exits 1 on any failed check.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { requiredOption, storageConfig, withClient } from './backup/environment';
import { readManifest } from './backup/manifest';
import { checkObjects, referencedObjects, removeObjects, scratchStores, uploadObjects } from './backup/objects';
import { BackupCheckFailed, databaseNameOf, databaseUrl, failWith, restoreInto, verifyDump } from './backup/restore-steps';
import { quote } from './backup/table-rows';
import { withDatabase } from './local-database';

async function main(): Promise<void> {
  const dir = resolve(requiredOption('from', 'npm run restore-drill -- --from DIR'));
  const began = Date.now();
  const manifest = await readManifest(dir);
  const dump = join(dir, manifest.dump.file);
  await verifyDump(dump, manifest);

  const config = storageConfig();
  await withDatabase(async (liveUrl) => {
    const drillId = `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${randomBytes(3).toString('hex')}`;
    const name = `plenum_drill_${drillId}`;
    if (databaseNameOf(liveUrl) === name) throw new Error('the scratch database would be the live one');
    const scratchUrl = databaseUrl(liveUrl, name);
    const localRoot = await mkdtemp(join(tmpdir(), 'plenum-drill-objects-'));
    const stores = scratchStores(config, drillId, localRoot);
    await withClient(liveUrl, (c) => c.query(`CREATE DATABASE ${quote(name)}`));
    try {
      await restoreInto(scratchUrl, dump, manifest);
      await uploadObjects(manifest.objects, stores, dir);
      const refs = await withClient(scratchUrl, referencedObjects);
      const problems = await checkObjects(refs, manifest.objects, stores);
      if (problems.length) throw new BackupCheckFailed(problems.join('\n'));
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

main().catch(failWith('restore drill'));
