// CSRF defence (ARCHITECTURE 3): a state-changing request must come from our own origin. Cookies are
// SameSite=Lax already; this closes the remaining gaps (old browsers, sibling subdomains).
import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { ConfigService } from '../../config/config';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

@Injectable()
export class OriginMiddleware implements NestMiddleware {
  private readonly allowed: string;

  constructor(config: ConfigService) {
    this.allowed = new URL(config.get('publicUrl')).origin;
  }

  use(req: Request, res: Response, next: NextFunction) {
    if (SAFE.has(req.method)) return next();
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
