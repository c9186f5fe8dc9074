// One rule for the names people and groups carry (security probe: control characters, bidirectional
// overrides, invisible-only values and phishing URLs as first names all got through). Shared by the API
// DTOs and the web forms.
import { NAME_MAX_LENGTH } from './validation';

export const NAME_MESSAGES = {
  personChars: 'Der Name darf nur Buchstaben, Leerzeichen, Bindestriche, Apostrophe und Punkte enthalten.',
  noLetter: 'Der Name muss mindestens einen Buchstaben enthalten.',
  invisible: 'Der Name darf keine Steuer- oder unsichtbaren Formatierungszeichen enthalten.',
  tooLong: `Der Name darf höchstens ${NAME_MAX_LENGTH} Zeichen lang sein.`,
} as const;

// Control (Cc), format (Cf: bidi overrides, zero-width characters), line and paragraph separators, and the
// Hangul fillers: Unicode files those as letters (Lo), but they render as nothing, so a name of fillers (with
// combining marks stacked on them or not) looked empty and passed the letter rule (issue 24 §12).
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]/u;
const LETTER = /\p{L}/u;
const PERSON_CHARS = /^[\p{L}\p{M} .'’-]+$/u;
// "www.example.de" passes the character rule; a dot between two letters followed by two more reads as a host.
const HOST_LIKE = /\p{L}\.\p{L}{2,}/u;

/** Trims, composes (NFC) and folds runs of spaces, so that equal-looking names are equal. */
export function normaliseName(value: string): string {
  return value
    .normalize('NFC')
    .replace(/[\p{Zs}]+/gu, ' ')
    .trim();
}

/** What is wrong with a person's (already normalised) name, or null. */
export function personNameProblem(value: string): string | null {
  if (INVISIBLE.test(value)) return NAME_MESSAGES.invisible;
  if (value.length > NAME_MAX_LENGTH) return NAME_MESSAGES.tooLong;
  if (!LETTER.test(value)) return NAME_MESSAGES.noLetter;
  if (!PERSON_CHARS.test(value) || HOST_LIKE.test(value)) return NAME_MESSAGES.personChars;
  return null;
}

/** What is wrong with a group's (already normalised) name, or null. Digits are fine here: 'SV Klasse 10b'. */
export function groupNameProblem(value: string, maxLength = NAME_MAX_LENGTH): string | null {
  if (INVISIBLE.test(value)) return NAME_MESSAGES.invisible;
  if (value.length > maxLength) return `Der Name darf höchstens ${maxLength} Zeichen lang sein.`;
  if (!LETTER.test(value)) return NAME_MESSAGES.noLetter;
  return null;
}
