// The one storage interface for every file Plenum keeps (uploads, generated exports): local disk by default,
// any S3-compatible store when S3_ENDPOINT is set (ARCHITECTURE 6; chosen in create-object-storage.ts). Keys are chosen by the code, never by
// user input.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

export interface StoredObject {
  stream: Readable;
  size: number;
}

export interface ObjectStorage {
  /** Stores the bytes under `key`, replacing what was there; a reader never sees half an object. */
  put(key: string, data: Buffer, contentType?: string): Promise<void>;
  /** Stores the file at `path` (on the local disk) under `key`, streamed: a big archive is never held in memory. */
  putFile(key: string, path: string, contentType?: string): Promise<void>;
  /** The object, or null when there is none under `key`. */
  open(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing one is no error. */
  delete(key: string): Promise<void>;
}

/** What a store holds: uploads of the files module, or exports rendered by the workers. */
export type StorageArea = 'uploads' | 'exports';

/** A fresh key: random, spread over 256 folders so that no directory grows without bound. */
export function randomObjectKey(): string {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id}`;
}
