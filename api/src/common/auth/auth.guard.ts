import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { Errors } from '../../core/domain.exception';
import { IS_PUBLIC, OPTIONAL_USER } from './request-user';

/** Global guard: every route needs a valid session unless it is marked @Public(). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    if (context.getType() !== 'http') return true;
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) {
      const optional = this.reflector.getAllAndOverride<boolean>(OPTIONAL_USER, [context.getHandler(), context.getClass()]);
      return optional ? this.readUser(context) : true;
    }
    return super.canActivate(context);
  }

  /** @OptionalUser(): a valid session puts the user on the request; none (or an invalid one) is no error. */
  private async readUser(context: ExecutionContext): Promise<boolean> {
    try {
      await super.canActivate(context);
    } catch {
      // Anonymous caller: the route answers without a user.
    }
    return true;
  }

  override handleRequest<T>(err: unknown, user: T): T {
    if (err || !user) throw Errors.unauthenticated();
    return user;
  }
}
