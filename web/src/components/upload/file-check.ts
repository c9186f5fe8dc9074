import {
  FILE_MESSAGES,
  IMAGE_ACCEPT,
  IMAGE_MIME_TYPES,
  MATERIAL_ACCEPT,
  MATERIAL_MIME_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
} from '#shared/files';

// The server's upload rule checked before sending (SPEC 5), so a refused file costs no upload. The server
// still decides by the file's content; this check only sees the name and the browser's guess of the type.

export type UploadKind = 'material' | 'image';

export interface RefusedFile {
  name: string;
  message: string;
}

export interface FileCheck {
  accepted: File[];
  refused: RefusedFile[];
}

const ACCEPT: Record<UploadKind, string> = { material: MATERIAL_ACCEPT, image: IMAGE_ACCEPT };
const MIME_TYPES: Record<UploadKind, readonly string[]> = { material: MATERIAL_MIME_TYPES, image: IMAGE_MIME_TYPES };

/** The endings a picker offers (`accept`). */
export const acceptFor = (kind: UploadKind) => ACCEPT[kind];

const endingOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** Size and type as SPEC 5 allows them for this kind of field. */
export function isFileAllowed(file: Pick<File, 'name' | 'size' | 'type'>, kind: UploadKind): boolean {
  if (file.size <= 0 || file.size > UPLOAD_MAX_BYTES) return false;
  const ending = endingOf(file.name);
  if (!ending || !ACCEPT[kind].split(',').includes(ending)) return false;
  // The browser's type follows the ending; one that contradicts it (or SVG under a raster name) is refused.
  return !file.type || MIME_TYPES[kind].includes(file.type) || file.type === 'application/octet-stream';
}

/**
 * Splits chosen files into the ones to send and the refused ones, each with its German message. `already` is
 * how many new files the form holds, since one request carries at most UPLOAD_MAX_FILES.
 */
export function checkFiles(files: readonly File[], kind: UploadKind, already = 0): FileCheck {
  const accepted: File[] = [];
  const refused: RefusedFile[] = [];
  for (const file of files) {
    if (!isFileAllowed(file, kind)) refused.push({ name: file.name, message: FILE_MESSAGES.fileInvalid });
    else if (already + accepted.length >= UPLOAD_MAX_FILES) refused.push({ name: file.name, message: FILE_MESSAGES.tooManyFiles });
    else accepted.push(file);
  }
  return { accepted, refused };
}

const sizeFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** '340 KB', '1,2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Byte`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

/** Where a material is downloaded (the API checks who may see it). */
export const materialUrl = (materialId: string) => `/api/files/${materialId}`;
