// TAN codes: 8 characters from a 32-character alphabet without look-alikes, drawn from the CSPRNG.
// 32 divides 256, so `byte & 31` is unbiased. 32^8 ≈ 1.1e12 codes: guessing one is hopeless at the
// public rate limit (survey-rate-limit.ts).
import { randomBytes } from 'node:crypto';
import { SURVEY_CODE_ALPHABET, SURVEY_CODE_LENGTH } from '#shared/survey';

export function randomCode(): string {
  const bytes = randomBytes(SURVEY_CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += SURVEY_CODE_ALPHABET[byte & 31];
  return code;
}

/** `count` distinct codes not in `taken` (upper case). */
export function freshCodes(count: number, taken: ReadonlySet<string> = new Set()): string[] {
  const out = new Set<string>();
  while (out.size < count) {
    const code = randomCode();
    if (!taken.has(code)) out.add(code);
  }
  return [...out];
}

/** What a participant typed, as stored: trimmed, upper case, look-alikes left as they are (they never match). */
export const normaliseCode = (code: string): string => code.trim().toUpperCase();
