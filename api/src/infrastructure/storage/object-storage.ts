// The one storage interface for every file Plenum keeps (uploads, generated exports): local disk by default,
// any S3-compatible store when S3_ENDPOINT is set (ARCHITECTURE 6). Keys are chosen by the code, never by
// user input.
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../../config/config';
import { LocalObjectStorage } from './local-object-storage';
import { S3ObjectStorage } from './s3-object-storage';

export interface StoredObject {
  stream: Readable;
  size: number;
}

export interface ObjectStorage {
  /** Stores the bytes under `key`, replacing what was there; a reader never sees half an object. */
  put(key: string, data: Buffer, contentType?: string): Promise<void>;
  /** The object, or null when there is none under `key`. */
  open(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing one is no error. */
  delete(key: string): Promise<void>;
}

/** What a store holds: uploads of the files module, or exports rendered by the workers. */
export type StorageArea = 'uploads' | 'exports';

/**
 * The store of one area. On disk, uploads live in UPLOAD_DIR (default .data/uploads) and exports beside it
 * (.data/exports, where they have always been); in S3 both share the bucket under their own prefix.
 */
export function createObjectStorage(config: Pick<AppConfig, 'uploadDir' | 's3'>, area: StorageArea): ObjectStorage {
  if (config.s3) return new S3ObjectStorage(config.s3, `${area}/`);
  return new LocalObjectStorage(area === 'uploads' ? config.uploadDir : join(dirname(config.uploadDir), 'exports'));
}

/** A fresh key: random, spread over 256 folders so that no directory grows without bound. */
export function randomObjectKey(): string {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id}`;
}
