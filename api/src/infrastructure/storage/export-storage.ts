// Where generated delegate lists live. A tiny interface so that an S3-compatible store can replace the
// local disk later (ARCHITECTURE 6) without touching the API or the worker.
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';

export interface ExportStorage {
  put(key: string, data: Buffer): Promise<void>;
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
}

/** Files under `<root>/<key>`; written to a temporary name first so a reader never sees half a file. */
export class LocalExportStorage implements ExportStorage {
  constructor(private readonly root: string) {}

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${process.pid}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, path);
  }

  async open(key: string) {
    const path = this.pathOf(key);
    try {
      const { size } = await stat(path);
      return { stream: createReadStream(path), size };
    } catch {
      return null;
    }
  }

  private pathOf(key: string): string {
    const path = normalize(join(this.root, key));
    if (!path.startsWith(normalize(this.root) + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return path;
  }
}

/** Exports sit beside the uploads: `<UPLOAD_DIR>/../exports` (default .data/exports). */
export function exportStorageFor(uploadDir: string): ExportStorage {
  return new LocalExportStorage(join(dirname(uploadDir), 'exports'));
}

export function exportKey(domainId: string, exportId: string, format: string): string {
  return `${domainId}/${exportId}.${format}`;
}
