// "Administrator of :domainId": the domain's administrators (domain_administrator, read on every request
// so that removing someone takes effect at once) and platform moderators. Everyone else, and every unknown
// domain, gets 404, so that a domain administrator cannot even learn whether another domain id exists.
import { CanActivate, createParamDecorator, ExecutionContext, Injectable, UseGuards, applyDecorators } from '@nestjs/common';
import { ApiNotFoundResponse } from '@nestjs/swagger';
import { isUUID } from 'class-validator';
import { isPlatformModerator } from '#shared/levels';
import type { AuthedRequest } from '../../common/auth/request-user';
import { Errors } from '../../core/domain.exception';
import type { Domain } from '../../core/identity/domain.entity';
import { AdminRepository } from './admin.repository';

type DomainRequest = AuthedRequest & { adminDomain?: Domain };

@Injectable()
export class DomainAdminGuard implements CanActivate {
  constructor(private readonly repo: AdminRepository) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<DomainRequest>();
    if (!req.user) throw Errors.unauthenticated();
    const domainId = req.params?.domainId;
    if (typeof domainId !== 'string' || !isUUID(domainId)) throw Errors.notFound();
    const [domain, admin] = await Promise.all([
      this.repo.findDomain(domainId),
      isPlatformModerator(req.user.permissionLevel) ? Promise.resolve(true) : this.repo.isAdministrator(domainId, req.user.userId),
    ]);
    if (!domain || !admin) throw Errors.notFound();
    req.adminDomain = domain;
    return true;
  }
}

/** The route acts inside :domainId and needs its administrator (or a platform moderator). */
export const DomainAdmin = () =>
  applyDecorators(UseGuards(DomainAdminGuard), ApiNotFoundResponse({ description: 'Unbekannter oder fremder Verband' }));

/** The domain DomainAdminGuard checked. */
export const CurrentDomain = createParamDecorator((_: unknown, ctx: ExecutionContext): Domain => {
  const domain = ctx.switchToHttp().getRequest<DomainRequest>().adminDomain;
  if (!domain) throw new Error('@CurrentDomain() used on a route without @DomainAdmin()');
  return domain;
});
