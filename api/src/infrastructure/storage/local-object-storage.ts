import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { ObjectStorage, StoredObject } from './object-storage';

/** Objects as files under `<root>/<key>`; written to a temporary name first and renamed into place. */
export class LocalObjectStorage implements ObjectStorage {
  constructor(private readonly root: string) {}

  put(key: string, data: Buffer): Promise<void> {
    return this.replace(key, (tmp) => writeFile(tmp, data));
  }

  putFile(key: string, source: string): Promise<void> {
    return this.replace(key, (tmp) => copyFile(source, tmp));
  }

  private async replace(key: string, write: (tmp: string) => Promise<void>): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
    try {
      await write(tmp);
      await rename(tmp, path);
    } catch (err) {
      // A full disk leaves a partial temporary file; it must not stay behind.
      await rm(tmp, { force: true }).catch(() => undefined);
      throw err;
    }
  }

  async open(key: string): Promise<StoredObject | null> {
    const path = this.pathOf(key);
    try {
      const { size } = await stat(path);
      return { stream: createReadStream(path), size };
    } catch (err) {
      if (['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '')) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await rm(this.pathOf(key), { force: true });
    } catch (err) {
      // A folder that is a file or missing holds no object either.
      if ((err as NodeJS.ErrnoException).code !== 'ENOTDIR') throw err;
    }
  }

  private pathOf(key: string): string {
    const root = normalize(this.root);
    const path = normalize(join(root, key));
    if (!path.startsWith(root + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return path;
  }
}
