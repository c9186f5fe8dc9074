// The stored files a database refers to: every `storage_key` column names an object, of the uploads area in
// `material` and of the exports area in the export request tables.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Client } from 'pg';
import type { AppConfig } from '../../src/config/config';
import { createObjectStorage } from '../../src/infrastructure/storage/create-object-storage';
import { LocalObjectStorage } from '../../src/infrastructure/storage/local-object-storage';
import type { ObjectStorage, StorageArea } from '../../src/infrastructure/storage/object-storage';
import { S3ObjectStorage } from '../../src/infrastructure/storage/s3-object-storage';
import { BackupObject, digestStream, OBJECTS_FOLDER } from './manifest';
import { quote } from './table-rows';

const areaOf = (table: string): StorageArea => (table === 'material' ? 'uploads' : 'exports');

/** `<area>/<key>` of every object the database refers to, sorted. */
export async function referencedObjects(client: Client): Promise<string[]> {
  const { rows: tables } = await client.query<{ table: string }>(
    `SELECT table_name AS "table" FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'storage_key'`,
  );
  const keys = new Set<string>();
  for (const { table } of tables) {
    const { rows } = await client.query<{ key: string }>(
      `SELECT DISTINCT storage_key AS key FROM ${quote(table)} WHERE storage_key IS NOT NULL`,
    );
    for (const { key } of rows) keys.add(`${areaOf(table)}/${key}`);
  }
  return [...keys].sort();
}

/** The live stores, one per area. */
export function liveStores(config: Pick<AppConfig, 'uploadDir' | 's3'>): Record<StorageArea, ObjectStorage> {
  return { uploads: createObjectStorage(config, 'uploads'), exports: createObjectStorage(config, 'exports') };
}

/**
 * Stores of the drill, never the live ones: in S3 the same bucket under the prefix `drill-<id>/`, on disk a
 * folder of its own.
 */
export function scratchStores(config: Pick<AppConfig, 's3'>, id: string, localRoot: string): Record<StorageArea, ObjectStorage> {
  const store = (area: StorageArea) =>
    config.s3 ? new S3ObjectStorage(config.s3, `drill-${id}/${area}/`) : new LocalObjectStorage(join(localRoot, area));
  return { uploads: store('uploads'), exports: store('exports') };
}

function split(ref: string): { area: StorageArea; key: string } {
  const slash = ref.indexOf('/');
  return { area: ref.slice(0, slash) as StorageArea, key: ref.slice(slash + 1) };
}

/** Copies each object into `<dir>/objects/<area>/<key>`; the ones missing in the store are returned apart. */
export async function copyObjects(
  refs: string[],
  stores: Record<StorageArea, ObjectStorage>,
  dir: string,
): Promise<{ objects: BackupObject[]; missing: string[] }> {
  const objects: BackupObject[] = [];
  const missing: string[] = [];
  for (const ref of refs) {
    const { area, key } = split(ref);
    const stored = await stores[area].open(key);
    if (!stored) {
      missing.push(ref);
      continue;
    }
    const target = join(dir, OBJECTS_FOLDER, ref);
    await mkdir(dirname(target), { recursive: true });
    await pipeline(stored.stream, createWriteStream(target));
    objects.push({ key: ref, ...(await digestStream(createReadStream(target))) });
  }
  return { objects, missing };
}

/** Puts the backup's copies into the scratch stores; a copy missing from the folder is left out (checkObjects names it). */
export async function uploadObjects(objects: BackupObject[], stores: Record<StorageArea, ObjectStorage>, dir: string): Promise<void> {
  for (const object of objects) {
    const { area, key } = split(object.key);
    const bytes = await readFile(join(dir, OBJECTS_FOLDER, object.key)).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw err;
    });
    if (bytes) await stores[area].put(key, bytes);
  }
}

/** What is wrong with the objects the restored database refers to: missing, or not the bytes backed up. */
export async function checkObjects(refs: string[], objects: BackupObject[], stores: Record<StorageArea, ObjectStorage>): Promise<string[]> {
  const expected = new Map(objects.map((o) => [o.key, o]));
  const problems: string[] = [];
  for (const ref of refs) {
    const want = expected.get(ref);
    const { area, key } = split(ref);
    const stored = await stores[area].open(key);
    if (!want || !stored) {
      problems.push(`object ${ref} is referenced but missing`);
      continue;
    }
    const got = await digestStream(stored.stream);
    if (got.sha256 !== want.sha256 || got.size !== want.size) problems.push(`object ${ref} differs from the backup (sha256)`);
  }
  return problems;
}

export async function removeObjects(objects: BackupObject[], stores: Record<StorageArea, ObjectStorage>): Promise<void> {
  for (const object of objects) {
    const { area, key } = split(object.key);
    await stores[area].delete(key);
  }
}
