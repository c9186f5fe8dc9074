// The name a file is stored and downloaded under (issue 24 §9). The type is decided by the content
// (file-sniffer.ts); the name must say the same, so that a download opens in the program that type belongs
// to and never in one that runs it: a script renamed `.txt` stays a text, and a `.bat` or `.html` never
// reaches another member's disk under that name.
import { FilesErrors } from './files.errors';

const NAME_MAX_LENGTH = 255;
// Control characters and bidi overrides in a name only ever hide what it says ("rechnung\u202Efdp.exe").
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** The endings each accepted type may carry; the first is the one given when the name has none of them. */
const EXTENSIONS: Record<string, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'application/pdf': ['pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
  'application/vnd.oasis.opendocument.presentation': ['odp'],
  'application/msword': ['doc'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.ms-powerpoint': ['ppt'],
  // Every text is a .txt whatever it was called (notes.md, kontakte.vcf, start.bat); a CSV may stay a .csv.
  'text/plain': ['txt'],
  'text/csv': ['csv', 'txt'],
};

/**
 * Endings a system runs or a browser renders as a page: refused outright, whatever the content, so nobody
 * is told "it is only text" about a file their computer would execute on a double click.
 */
const REFUSED_EXTENSIONS = new Set(
  [
    // Windows programs, installers and scripts
    'exe com scr pif cpl dll msi msp msix appx bat cmd vbs vbe js jse mjs cjs wsf wsh ws hta ps1 psm1 psd1 reg lnk url inf scf',
    // Other systems' programs and scripts
    'jar sh bash zsh csh command app apk dmg pkg deb rpm run bin elf py pyw pl rb php phtml asp aspx jsp cgi desktop',
    // Pages and markup a browser renders (with script)
    'html htm xhtml shtml mht mhtml svg svgz xml xsl xslt swf',
  ].flatMap((group) => group.split(' ')),
);

/** A display name: no path, no control characters, NFC, at most 255 characters, never empty. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base.normalize('NFC').replace(HIDDEN_CHARACTERS, '').trim();
  return (clean || 'Datei').slice(0, NAME_MAX_LENGTH);
}

/**
 * The cleaned name with an ending of `mimeType`: kept when it already has one, replaced otherwise
 * ("skript.html" with plain text becomes "skript.txt"). A refused ending answers 415 with a German
 * sentence before anything is stored.
 */
export function storedFileName(rawName: string, mimeType: string): string {
  // Windows drops trailing dots and spaces, so "start.bat. " would run as start.bat.
  const name = cleanFileName(rawName).replace(/[.\s]+$/, '') || 'Datei';
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (REFUSED_EXTENSIONS.has(extension)) throw FilesErrors.extensionRefused();
  const allowed = EXTENSIONS[mimeType];
  if (!allowed) throw FilesErrors.fileTypeRefused();
  if (allowed.includes(extension)) return name;
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base.slice(0, NAME_MAX_LENGTH - allowed[0].length - 1)}.${allowed[0]}`;
}
