// Decides a file's type by its content (issue 12 §1): file-type reads the signatures; text, which has none,
// is accepted as plain text or CSV when it is valid UTF-8 without NUL bytes and without markup a browser
// could render as a page. The name and the client's Content-Type never count.
import { fileTypeFromBuffer } from 'file-type/core';
import { IMAGE_MIME_TYPES, MATERIAL_MIME_TYPES } from '#shared/files';

export type UploadKind = 'image' | 'material';

// file-type answers some accepted types under another name.
const ALIASES: Record<string, string> = { 'image/apng': 'image/png' };

// Text formats file-type knows by their first line (vCard, iCalendar) are text like any other: checked as text
// and named text/plain (the contact import reads vCards, issue 16).
const TEXT_SIGNATURES = new Set(['text/vcard', 'text/calendar']);

// Streams in the directory of a compound file (legacy Office), as their UTF-16LE names. An MSI installer or
// other compound file holds none of them and stays refused.
const LEGACY_OFFICE: [string, string][] = [
  ['WordDocument', 'application/msword'],
  ['Workbook', 'application/vnd.ms-excel'],
  ['PowerPoint Document', 'application/vnd.ms-powerpoint'],
];

// Markup a browser would render (HTML, SVG, XML, an HTA application) anywhere in the text: a page whose
// markup starts after a kilobyte of padding is still a page (issue 24 §9).
const MARKUP =
  /<\s*(?:(?:!doctype|html|head|body|script|svg|iframe|frame|frameset|object|embed|applet|img|style|link|meta|base|form|math)\b|hta:|\?xml|!--)/i;
// eslint-disable-next-line no-control-regex -- binary data shows as control characters; tab, line breaks and form feed are text
const BINARY = /[\u0000-\u0008\u000E-\u001F\u007F]/;

function legacyOffice(buffer: Buffer): string | null {
  for (const [stream, mimeType] of LEGACY_OFFICE) {
    if (buffer.includes(Buffer.from(stream, 'utf16le'))) return mimeType;
  }
  return null;
}

/** text/plain or text/csv for readable UTF-8 text, null for anything else. */
export function sniffText(buffer: Buffer): 'text/plain' | 'text/csv' | null {
  if (buffer.includes(0)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return null;
  }
  const body = text.replace(/^\uFEFF/, '');
  // The whole text, not a sample: what is not checked is what an attacker puts the payload in.
  if (BINARY.test(body) || body.trimStart().startsWith('<') || MARKUP.test(body)) return null;
  return looksLikeCsv(body.slice(0, 4096)) ? 'text/csv' : 'text/plain';
}

/** At least two lines that all split into the same number (> 1) of cells by one separator. */
function looksLikeCsv(head: string): boolean {
  const lines = head
    .split(/\r?\n/)
    .slice(0, 20)
    .filter((line) => line.trim() !== '');
  // The last line of the sample may be cut off.
  const sample = lines.length > 2 ? lines.slice(0, -1) : lines;
  if (sample.length < 2) return false;
  return [';', ',', '\t'].some((separator) => {
    const counts = sample.map((line) => cellCount(line, separator));
    return counts[0] > 1 && counts.every((count) => count === counts[0]);
  });
}

function cellCount(line: string, separator: string): number {
  let cells = 1;
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === separator && !quoted) cells++;
  }
  return cells;
}

/** The content's MIME type when `kind` accepts it, else null. */
export async function sniffMimeType(buffer: Buffer, kind: UploadKind): Promise<string | null> {
  const detected = await fileTypeFromBuffer(buffer);
  let mimeType: string | null;
  if (!detected || TEXT_SIGNATURES.has(detected.mime)) mimeType = sniffText(buffer);
  else if (detected.mime === 'application/x-cfb') mimeType = legacyOffice(buffer);
  else mimeType = ALIASES[detected.mime] ?? detected.mime;
  const accepted: readonly string[] = kind === 'image' ? IMAGE_MIME_TYPES : MATERIAL_MIME_TYPES;
  return mimeType && accepted.includes(mimeType) ? mimeType : null;
}
