// JSON nested 100,000 levels deep parses fine but overflows the stack of everything that walks it later
// (class-transformer, the validation pipe): a 500. The body parser's `verify` hook sees the raw bytes before
// parsing, so the nesting is counted there, outside strings, and a deep body is refused with a 400.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Errors } from '../../core/domain.exception';

/** No form of the product nests deeper than a handful of levels. */
export const JSON_MAX_DEPTH = 32;

export const JSON_TOO_DEEP_MESSAGE = `Die Anfrage ist zu tief verschachtelt (höchstens ${JSON_MAX_DEPTH} Ebenen).`;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/** The deepest nesting of objects and arrays in a JSON text; brackets inside strings do not count. */
export function jsonDepth(buf: Uint8Array, stopAbove = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < buf.length; i++) {
    const byte = buf[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      depth--;
    }
  }
  return deepest;
}

/** The json body parser's `verify` option: body-parser passes the thrown error on to the one error filter. */
export function rejectDeepJson(_req: IncomingMessage, _res: ServerResponse, buf: Buffer): void {
  if (jsonDepth(buf, JSON_MAX_DEPTH) > JSON_MAX_DEPTH) {
    throw Errors.validation([{ field: 'body', message: JSON_TOO_DEEP_MESSAGE }]);
  }
}

/**
 * JSON text from a multipart field (SPEC 7: arrays and objects travel as JSON text beside the files): the
 * same depth limit as a JSON body, 400 naming the field. Otherwise JSON.parse, which throws on bad syntax.
 */
export function parseJsonText(text: string, field: string): unknown {
  if (jsonDepth(Buffer.from(text), JSON_MAX_DEPTH) > JSON_MAX_DEPTH) {
    throw Errors.validation([{ field, message: JSON_TOO_DEEP_MESSAGE }]);
  }
  return JSON.parse(text) as unknown;
}
