// The upload rules the API enforces and the web checks before sending (SPEC 5, 7; ARCHITECTURE 6).
// Pure TypeScript: api, workers and web import it.
import { MESSAGES, UPLOAD_MAX_BYTES } from './validation';

export { UPLOAD_MAX_BYTES };
/**
 * The most pixels an image may announce in its header (issue 24 §9, §14): larger ones are refused before
 * they are decoded. 40 megapixels is more than any phone camera takes.
 */
export const IMAGE_MAX_MEGAPIXELS = 40;
export const IMAGE_MAX_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000;

/** Files per request, over all file fields. */
export const UPLOAD_MAX_FILES = 10;

/** Which object a material belongs to; the owning module decides who may see it. */
export enum MaterialOwnerKind {
  CALENDAR_EVENT = 'CALENDAR_EVENT',
  EVENT = 'EVENT',
  /** The programme materials of an event (owner id = the event id; items name theirs). */
  EVENT_PROGRAM = 'EVENT_PROGRAM',
  WIKI_SECTION = 'WIKI_SECTION',
  PROFILE = 'PROFILE',
  PROFILE_NEWS = 'PROFILE_NEWS',
  PROFILE_PROJECT = 'PROFILE_PROJECT',
  PROJECT_TASK = 'PROJECT_TASK',
  CHAT_MESSAGE = 'CHAT_MESSAGE',
  /** Receipts of a budget position. */
  BUDGET_POSITION = 'BUDGET_POSITION',
}

/** How an owner lists its materials; downloads are at `/api/files/{_id}`. */
export interface MaterialView {
  _id: string;
  name: string;
  size: number;
  mimeType: string;
}

/** `GET /api/tenant/tenant/{tenantId}/storage`: what a group's files take of its quota (issue 24 §8). */
export interface StorageUsage {
  usedBytes: number;
  quotaBytes: number;
}

/** SPEC 7 multipart field names. */
export const MATERIAL_UPLOAD_FIELDS = ['newUploads', 'files'] as const;
export const IMAGE_UPLOAD_FIELDS = ['image', 'avatarImage', 'backgroundImage'] as const;
export type MaterialUploadField = (typeof MATERIAL_UPLOAD_FIELDS)[number];
export type ImageUploadField = (typeof IMAGE_UPLOAD_FIELDS)[number];

/** Image fields: raster images a browser shows safely. SVG never (it carries script). */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const OFFICE_MIME_TYPES = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
] as const;

export const TEXT_MIME_TYPES = ['text/plain', 'text/csv'] as const;

/** Material fields: images, PDF, office documents, plain text and CSV. */
export const MATERIAL_MIME_TYPES = [...IMAGE_MIME_TYPES, 'application/pdf', ...OFFICE_MIME_TYPES, ...TEXT_MIME_TYPES] as const;

/** File endings for a picker's `accept`; the server decides by content, never by these. */
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.webp,.gif';
export const MATERIAL_ACCEPT = `${IMAGE_ACCEPT},.pdf,.docx,.xlsx,.pptx,.odt,.ods,.odp,.doc,.xls,.ppt,.txt,.csv`;

export const FILE_MESSAGES = {
  /** SPEC 5, verbatim: too large or a refused type. */
  fileInvalid: MESSAGES.fileInvalid,
  tooManyFiles: `Du kannst höchstens ${UPLOAD_MAX_FILES} Dateien auf einmal hochladen.`,
  extensionRefused:
    'Programme, Skripte und Webseiten (etwa .exe, .bat, .js, .html, .svg) können nicht hochgeladen werden. Bitte lade ein Dokument, ein Bild oder einen Text hoch.',
  imageTooManyPixels: `Das Bild hat zu viele Pixel: höchstens ${IMAGE_MAX_MEGAPIXELS} Megapixel (etwa 8000 × 5000).`,
  groupStorageFull: (quotaMb: number) => `Der Speicherplatz dieser Gruppe (${formatMb(quotaMb)} MB) ist voll.`,
  privateStorageFull: (quotaMb: number) => `Dein Speicherplatz für private Nachrichten (${formatMb(quotaMb)} MB) ist voll.`,
} as const;

function formatMb(mb: number): string {
  return mb.toLocaleString('de-DE');
}

/** Images are shown in the page (served inline); every other material is downloaded. */
export function isImageMimeType(mimeType: string): boolean {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(mimeType);
}
