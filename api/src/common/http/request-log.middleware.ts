import { Injectable, Logger, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';

/**
 * Path segments whose next segment is a secret: the API's and the web app's reset and verification links,
 * iCal feeds, and confirmation links ('confirm', 'survey-confirm', ...) however short their token is.
 */
const TOKEN_BEFORE = /^(reset-password|verify|verify-email|ical|feed|token|confirmation|([a-z-]+-)?confirm)$/i;
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
      if (i > 0 && TOKEN_BEFORE.test(segments[i - 1])) return REDACTED;
      return OPAQUE.test(segment) && !UUID.test(segment) ? REDACTED : segment;
    })
    .join('/');
}

/**
 * What every log line names as a request's path (this middleware and the error filter): the path without
 * its query string (tokens and identifiers travel there too), with token segments replaced.
 */
export function loggedPath(req: Pick<Request, 'path'>): string {
  return redactPath(req.path);
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
        path: loggedPath(req),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      };
      if (res.statusCode >= 500) this.logger.error(line);
      else this.logger.log(line);
    });
    next();
  }
}
