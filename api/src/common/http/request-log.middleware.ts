import { Injectable, Logger, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';

/** Path segments whose next segment is a secret (the API's and the web app's reset links, iCal feeds). */
const TOKEN_BEFORE = new Set(['reset-password', 'verify', 'verify-email', 'ical']);
/** Our tokens are 256 random bits in base64url (43 characters); anything that long and opaque is treated as one. */
const OPAQUE = /^[A-Za-z0-9_-]{32,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const REDACTED = ':token';

/**
 * The path as the log may keep it: reset and verification tokens travel in URL paths, and a log line
 * must not be enough to take over an account. Ids (UUIDs) and ordinary words stay readable.
 */
export function redactPath(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, i) => {
      if (!segment) return segment;
      if (i > 0 && TOKEN_BEFORE.has(segments[i - 1].toLowerCase())) return REDACTED;
      return OPAQUE.test(segment) && !UUID.test(segment) ? REDACTED : segment;
    })
    .join('/');
}

/** Gives every request an id (echoed as X-Request-Id) and logs one structured line when it ends. */
@Injectable()
export class RequestLogMiddleware implements NestMiddleware {
  private readonly logger = new Logger('HTTP');

  use(req: Request & { id?: string }, res: Response, next: NextFunction) {
    const started = process.hrtime.bigint();
    req.id = randomUUID();
    res.setHeader('X-Request-Id', req.id);
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // Only the path, with tokens cut out: query strings and some path segments carry them (reset links).
      const line = {
        requestId: req.id,
        method: req.method,
        path: redactPath(req.path),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      };
      if (res.statusCode >= 500) this.logger.error(line);
      else this.logger.log(line);
    });
    next();
  }
}
