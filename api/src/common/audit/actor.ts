// The acting user of an administrative request together with the route they called: what every audit
// entry records. Controllers take it with @Actor() and hand it down; services never read the request.
import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { AuthedRequest, RequestUser } from '../auth/request-user';

export interface AuditActor extends RequestUser {
  method: string;
  /** The route pattern (e.g. /api/tenant/admin/tenant/:id), not the concrete path. */
  route: string;
}

export function actorOf(req: Pick<AuthedRequest, 'user' | 'method' | 'path'> & { route?: { path?: string } }): AuditActor {
  return { ...req.user, method: req.method, route: req.route?.path ?? req.path };
}

export const Actor = createParamDecorator((_: unknown, ctx: ExecutionContext): AuditActor =>
  actorOf(ctx.switchToHttp().getRequest<AuthedRequest>()),
);
