import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Request } from 'express';

/** What the JWT strategy attaches to an authenticated request. */
export interface RequestUser {
  userId: string;
  sessionId: string;
  mail: string;
  permissionLevel: number;
}

export type AuthedRequest = Request & { user: RequestUser; id?: string };

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): RequestUser => {
  return ctx.switchToHttp().getRequest<AuthedRequest>().user;
});

export const IS_PUBLIC = 'plenum:isPublic';
/** Routes are authenticated by default; this marks the few that anyone may call. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
