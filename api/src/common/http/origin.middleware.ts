// CSRF defence (ARCHITECTURE 3): a state-changing request must come from our own origin. Cookies are
// SameSite=Lax already; this closes the remaining gaps (old browsers, sibling subdomains).
import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { ConfigService } from '../../config/config';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Routes whose authority is a signature in the address, not a cookie: a mail program's One-Click unsubscribe
 * (RFC 8058) POSTs without an Origin, and no forged request can carry a valid signature.
 */
const SIGNED_PATHS = new Set(['/api/notification/unsubscribe']);

@Injectable()
export class OriginMiddleware implements NestMiddleware {
  private readonly allowed: string;

  constructor(config: ConfigService) {
    this.allowed = new URL(config.get('publicUrl')).origin;
  }

  use(req: Request, res: Response, next: NextFunction) {
    if (SAFE.has(req.method) || SIGNED_PATHS.has(req.originalUrl.split('?')[0])) return next();
    const origin = req.headers.origin ?? originOf(req.headers.referer);
    if (origin === this.allowed) return next();
    res.status(403).json({
      statusCode: 403,
      code: 'ORIGIN_REJECTED',
      message: 'Diese Anfrage kommt nicht von Plenum und wurde abgelehnt.',
      details: [],
    });
  }
}

function originOf(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
