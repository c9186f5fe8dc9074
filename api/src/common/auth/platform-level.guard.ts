import { CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import { Errors } from '../../core/domain.exception';
import { AuthedRequest } from './request-user';

const MIN_PLATFORM_LEVEL = 'plenum:minPlatformLevel';

@Injectable()
export class PlatformLevelGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const min = this.reflector.getAllAndOverride<number>(MIN_PLATFORM_LEVEL, [context.getHandler(), context.getClass()]);
    const user = context.switchToHttp().getRequest<AuthedRequest>().user;
    if (min === undefined) return true;
    if (!user || user.permissionLevel < min) throw Errors.forbidden();
    return true;
  }
}

/** The route needs at least this platform level (e.g. moderation for /admin). */
export const RequirePlatformLevel = (level: number) =>
  applyDecorators(
    SetMetadata(MIN_PLATFORM_LEVEL, level),
    UseGuards(PlatformLevelGuard),
    ApiForbiddenResponse({ description: 'Plattform-Berechtigung fehlt' }),
  );
