import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { isImageMimeType } from '#shared/files';
import type { StoredObject } from '../../infrastructure/storage/object-storage';
import { contentDisposition } from './content-disposition';

/** The download answer of a stored upload (GET /api/files/{id} and the public pages' images answer alike). */
export function sendStoredFile(res: Response, meta: { mimeType: string; name: string }, file: StoredObject): StreamableFile {
  // Only the types the pipe decided are ever served; text gets its charset, so umlauts show right.
  const inline = isImageMimeType(meta.mimeType);
  res.set({
    'Content-Type': meta.mimeType.startsWith('text/') ? `${meta.mimeType}; charset=utf-8` : meta.mimeType,
    'Content-Length': String(file.size),
    'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', meta.name),
    'X-Content-Type-Options': 'nosniff',
    // The caller's own browser may keep it briefly; shared caches never (access depends on who asks).
    'Cache-Control': 'private, max-age=300',
  });
  return new StreamableFile(file.stream);
}
