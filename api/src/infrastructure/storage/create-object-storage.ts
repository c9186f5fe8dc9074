import { dirname, join } from 'node:path';
import type { AppConfig } from '../../config/config';
import { LocalObjectStorage } from './local-object-storage';
import type { ObjectStorage, StorageArea } from './object-storage';
import { S3ObjectStorage } from './s3-object-storage';

/**
 * The store of one area. On disk, uploads live in UPLOAD_DIR (default .data/uploads) and exports beside it
 * (.data/exports, where they have always been); in S3 both share the bucket under their own prefix.
 */
export function createObjectStorage(config: Pick<AppConfig, 'uploadDir' | 's3'>, area: StorageArea): ObjectStorage {
  if (config.s3) return new S3ObjectStorage(config.s3, `${area}/`);
  return new LocalObjectStorage(area === 'uploads' ? config.uploadDir : join(dirname(config.uploadDir), 'exports'));
}
