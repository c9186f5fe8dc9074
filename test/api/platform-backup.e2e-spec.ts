// `npm run backup` and `npm run restore-drill` (issue 27 §3) on a database with the demo data and its files:
// the compiled scripts, as an operator runs them. The drill restores into a scratch database and store,
// checks keys, rows and objects, and records the pass; a changed dump, a lost object or a wrong row count
// fails it.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { DataSource } from 'typeorm';
import { LocalObjectStorage } from '#api/infrastructure/storage/local-object-storage';
import { MIGRATIONS } from '#api/migrations';
import { dataSourceOptions } from '#api/schema/data-source-options';
import type { BackupManifest } from '../../api/scripts/backup/manifest';
import { seedDemoData } from '../../api/scripts/seed';
import { useSeedDatabase, SeedDatabase } from '../helpers/seed-database';

const databaseName = (seed: SeedDatabase) => new URL((seed.ds.options as { url?: string }).url!).pathname.slice(1);

jest.setTimeout(240_000);

const run = promisify(execFile);
const dist = path.resolve(__dirname, '../../dist/api/scripts');

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

describe('backup and restore drill', () => {
  const seed = useSeedDatabase();
  const work = mkdtempSync(path.join(tmpdir(), 'plenum-backup-test-'));
  const backup = path.join(work, 'backup');
  // The demo files go to a folder of this suite (exports would sit beside it, in `work` too).
  const uploads = path.join(work, 'uploads');
  const storage = new LocalObjectStorage(uploads);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const script = async (name: string, ...args: string[]): Promise<Outcome> => {
    const env = { ...process.env, DATABASE_URL: (seed.ds.options as { url?: string }).url, UPLOAD_DIR: uploads };
    try {
      const { stdout, stderr } = await run(process.execPath, [path.join(dist, `${name}.js`), ...args], { env });
      return { code: 0, stdout, stderr };
    } catch (err) {
      const failed = err as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };
  const manifestOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
  /** A copy of the good backup to break. */
  const copy = (name: string) => {
    const dir = path.join(work, name);
    cpSync(backup, dir, { recursive: true });
    return dir;
  };

  it('backs up every row and every referenced file, and the drill restores and verifies them', async () => {
    await seedDemoData(seed.ds, { storage });
    const made = await script('backup', '--to', backup);
    expect(made).toMatchObject({ code: 0, stderr: '' });

    const manifest = manifestOf(backup);
    const { version } = JSON.parse(readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as { version: string };
    expect(manifest).toMatchObject({ version, lastMigration: MIGRATIONS.at(-1)!.name });
    expect(Date.parse(manifest.createdAt)).toBeGreaterThan(Date.now() - 600_000);
    expect(manifest.dump).toMatchObject({ file: 'database.jsonl.gz', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const [{ n }] = await seed.ds.query(`SELECT count(*)::int AS n FROM user_account`);
    expect(manifest.tables.user_account).toBe(n);
    expect(manifest.tables.migrations).toBeUndefined();
    const materials: { key: string }[] = await seed.ds.query(`SELECT DISTINCT 'uploads/' || storage_key AS key FROM material`);
    expect(materials.length).toBeGreaterThan(0);
    expect(manifest.objects.map((o) => o.key).sort()).toEqual(materials.map((m) => m.key).sort());
    for (const object of manifest.objects)
      expect(object).toMatchObject({ sha256: expect.stringMatching(/^[0-9a-f]{64}$/), size: expect.any(Number) });

    const before = await seed.ds.query(`SELECT count(*)::int AS n FROM material`);
    const drill = await script('restore-drill', '--from', backup);
    expect(drill).toMatchObject({ code: 0, stderr: '' });
    expect(drill.stdout).toMatch(/^restore drill passed in \d+ s$/m);
    // The live database only gained the record of the pass; the scratch database is gone.
    expect(await seed.ds.query(`SELECT count(*)::int AS n FROM material`)).toEqual(before);
    const [verified] = await seed.ds.query(`SELECT backup_created_at, duration_seconds FROM backup_verification`);
    expect(new Date(verified.backup_created_at).toISOString()).toBe(manifest.createdAt);
    expect(await seed.ds.query(`SELECT datname FROM pg_database WHERE datname LIKE 'plenum_drill_%'`)).toEqual([]);
  });

  it('fails when one byte of the dump changed, before restoring anything', async () => {
    const dir = copy('flipped');
    const file = path.join(dir, 'database.jsonl.gz');
    const bytes = readFileSync(file);
    bytes[Math.floor(bytes.length / 2)] ^= 0x01;
    writeFileSync(file, bytes);
    const drill = await script('restore-drill', '--from', dir);
    expect(drill.code).toBe(1);
    expect(drill.stderr).toContain('database.jsonl.gz does not match its sha256 in the manifest');
    expect(drill.stdout).not.toContain('passed');
  });

  it('fails when a referenced object is missing from the backup', async () => {
    const dir = copy('lost-object');
    const [lost] = manifestOf(dir).objects;
    rmSync(path.join(dir, 'objects', lost.key));
    const drill = await script('restore-drill', '--from', dir);
    expect(drill.code).toBe(1);
    expect(drill.stderr).toContain(`object ${lost.key} is referenced but missing`);
    expect(await seed.ds.query(`SELECT datname FROM pg_database WHERE datname LIKE 'plenum_drill_%'`)).toEqual([]);
  });

  it('fails when an object holds other bytes than backed up', async () => {
    const dir = copy('changed-object');
    const [changed] = manifestOf(dir).objects;
    writeFileSync(path.join(dir, 'objects', changed.key), 'nicht die Datei');
    const drill = await script('restore-drill', '--from', dir);
    expect(drill.code).toBe(1);
    expect(drill.stderr).toContain(`object ${changed.key} differs from the backup (sha256)`);
  });

  it('fails when the restored rows do not match the manifest', async () => {
    const dir = copy('wrong-count');
    const manifest = manifestOf(dir);
    manifest.tables.user_account += 1;
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    const drill = await script('restore-drill', '--from', dir);
    expect(drill.code).toBe(1);
    expect(drill.stderr).toMatch(/table user_account: \d+ rows restored, the manifest says \d+/);
  });

  it('fails when a restored row breaks a foreign key', async () => {
    const dir = copy('broken-key');
    const file = path.join(dir, 'database.jsonl.gz');
    // Without its tenants, every group's members point nowhere; checksum and counts are made to fit.
    const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
    writeFileSync(file, gzipSync(lines.filter((line) => !line.startsWith('{"table":"tenant",')).join('\n')));
    const manifest = manifestOf(dir);
    manifest.tables.tenant = 0;
    manifest.dump.sha256 = createHash('sha256').update(readFileSync(file)).digest('hex');
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    const drill = await script('restore-drill', '--from', dir);
    expect(drill.code).toBe(1);
    expect(drill.stderr).toMatch(/restore drill failed: foreign key \S+ on \S+ does not hold/);
    expect(await seed.ds.query(`SELECT datname FROM pg_database WHERE datname LIKE 'plenum_drill_%'`)).toEqual([]);
  });

  it('restores into a new database and puts lost files back, never into an existing database', async () => {
    const manifest = manifestOf(backup);
    const [lost] = manifest.objects;
    rmSync(path.join(uploads, lost.key.slice('uploads/'.length)));
    const name = `plenum_restored_${Date.now()}`;
    const restored = await script('restore', '--from', backup, '--into', name);
    expect(restored).toMatchObject({ code: 0, stderr: '' });
    expect(restored.stdout).toContain(`restored into database ${name}`);
    expect(restored.stdout).toContain('(1 put back into the store)');
    expect(readFileSync(path.join(uploads, lost.key.slice('uploads/'.length))).length).toBe(lost.size);
    const url = new URL((seed.ds.options as { url?: string }).url!);
    url.pathname = `/${name}`;
    const other = await new DataSource(dataSourceOptions(url.toString())).initialize();
    try {
      const [{ n }] = await other.query(`SELECT count(*)::int AS n FROM user_account`);
      expect(n).toBe(manifest.tables.user_account);
      expect(await other.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`)).toEqual([{ name: MIGRATIONS.at(-1)!.name }]);
      // Every value comes back as it was: each table's rows in their text form, live and restored alike (only
      // backup_verification has changed since: the drill above added its row).
      const fingerprint = (ds: DataSource, table: string) =>
        ds.query(`SELECT md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS sum FROM "${table}" t`);
      for (const table of Object.keys(manifest.tables).filter((name) => name !== 'backup_verification'))
        expect([table, await fingerprint(other, table)]).toEqual([table, await fingerprint(seed.ds, table)]);
    } finally {
      await other.destroy();
      await seed.ds.query(`DROP DATABASE "${name}" WITH (FORCE)`);
    }

    const live = await script('restore', '--from', backup, '--into', databaseName(seed));
    expect(live.code).toBe(1);
    expect(live.stderr).toMatch(/restore failed: database "\w+" already exists/);
  });

  it('refuses to write into a folder that is not empty', async () => {
    const made = await script('backup', '--to', backup);
    expect(made.code).toBe(1);
    expect(made.stderr).toContain('is not empty');
  });
});
