// Request durations by the route's template, never by the path: ids, tenants and users stay out of the
// labels (a million pupils would be a million series). A request no route matched is `unmatched`.
import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Histogram } from 'prom-client';
import { MetricsRegistry } from './metrics.registry';

export const UNMATCHED_ROUTE = 'unmatched';

@Injectable()
export class HttpMetrics {
  readonly duration: Histogram<'method' | 'route' | 'status_class'>;

  constructor(metrics: MetricsRegistry) {
    this.duration = new Histogram({
      name: 'plenum_http_request_duration_seconds',
      help: 'HTTP requests on the public port by method, route template and status class',
      labelNames: ['method', 'route', 'status_class'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [metrics.registry],
    });
  }
}

/** Observes every request when its response has been sent; the route is known only after routing. */
@Injectable()
export class HttpMetricsMiddleware implements NestMiddleware {
  constructor(private readonly http: HttpMetrics) {}

  use(req: Request, res: Response, next: NextFunction) {
    const end = this.http.duration.startTimer();
    res.on('finish', () => {
      end({
        method: req.method,
        route: routeTemplate(req),
        status_class: `${Math.floor(res.statusCode / 100)}xx`,
      });
    });
    next();
  }
}

/**
 * The template of the controller route that answered. Nest's middleware is itself mounted as the wildcard
 * route `*path`, so a request no controller matched still carries that one: no product route has a wildcard.
 */
function routeTemplate(req: Request): string {
  const template: unknown = (req.route as { path?: unknown } | undefined)?.path;
  return typeof template === 'string' && template.startsWith('/') && !template.includes('*') ? template : UNMATCHED_ROUTE;
}
