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

export const OPTIONAL_USER = 'plenum:optionalUser';
/**
 * On a @Public() route: a valid session is read when there is one (the user is then on the request),
 * and the route still answers without it. For the rare public form that treats a logged-in caller apart.
 */
export const OptionalUser = () => SetMetadata(OPTIONAL_USER, true);

/** The logged-in user on an @OptionalUser() route, or undefined. */
export const MaybeUser = createParamDecorator((_: unknown, ctx: ExecutionContext): RequestUser | undefined => {
  return ctx.switchToHttp().getRequest<Partial<AuthedRequest>>().user;
});
