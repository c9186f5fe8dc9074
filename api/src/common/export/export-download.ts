// How every export download answers: its type, size, a private no-store cache rule (the files hold names
// and addresses) and one Content-Disposition rule.
import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import type { ExportDownload } from './export-files';

/**
 * The Content-Disposition of a download: an ASCII name for old clients and the real one (RFC 5987), as a
 * raw 'ü' or '„' in a header is either mangled or refused by Node.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** For a controller route with `@Res({ passthrough: true })`. */
export function sendExportFile(res: Response, file: ExportDownload): StreamableFile {
  res.set({
    'Content-Type': file.contentType,
    'Content-Length': String(file.size),
    'Content-Disposition': attachmentHeader(file.fileName),
    'Cache-Control': 'private, no-store',
  });
  return new StreamableFile(file.stream);
}
