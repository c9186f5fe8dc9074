// The manifest of one backup folder: what `npm run backup` wrote and what `npm run restore-drill` checks.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/** The format of the database file; a drill refuses a folder of another format. */
export const DUMP_FORMAT = 'plenum-rows-jsonl-gzip-1';

export interface BackupObject {
  /** `<area>/<key>`, e.g. `uploads/3f/3f0c...`: the area (uploads, exports) and the storage key. */
  key: string;
  sha256: string;
  size: number;
}

export interface BackupManifest {
  /** Plenum's version (package.json) that wrote the backup. */
  version: string;
  /** The newest migration applied to the database when it was dumped; the drill restores into that schema. */
  lastMigration: string;
  createdAt: string;
  postgresVersion: string;
  dump: { file: string; sha256: string; format: string };
  /** Rows per table at the moment of the dump (one snapshot). */
  tables: Record<string, number>;
  /** Every object the database refers to, copied into `objects/<key>`. */
  objects: BackupObject[];
}

export const MANIFEST_FILE = 'manifest.json';
export const OBJECTS_FOLDER = 'objects';

export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(join(dir, MANIFEST_FILE), 'utf8')) as BackupManifest;
  if (manifest.dump?.format !== DUMP_FORMAT) throw new Error(`unknown dump format "${manifest.dump?.format}", expected ${DUMP_FORMAT}`);
  return manifest;
}

/** sha256 and size of a stream, read to its end. */
export async function digestStream(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    const bytes = chunk as Buffer;
    hash.update(bytes);
    size += bytes.length;
  }
  return { sha256: hash.digest('hex'), size };
}

export function digestFile(path: string): Promise<{ sha256: string; size: number }> {
  return digestStream(createReadStream(path));
}
