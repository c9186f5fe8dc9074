import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { PlatformLevel } from '#shared/levels';
import { Actor } from '../../common/audit/actor';
import type { AuditActor } from '../../common/audit/actor';
import { RequirePlatformLevel } from '../../common/auth/platform-level.guard';
import { UuidParam } from '../../common/uuid-param.pipe';
import { AdminUserView } from './dto/auth-data.dto';
import { AdminUpdateUserDto } from './dto/user-admin.dto';
import { UserAdminService } from './user-admin.service';

/** Platform administrators only (moderators review reports but do not hand out levels or lift suspensions). */
@ApiTags('auth')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@RequirePlatformLevel(PlatformLevel.PLENUM_ADMINISTRATION)
@Controller('auth/admin/user')
export class UserAdminController {
  constructor(private readonly admin: UserAdminService) {}

  @Put(':userId')
  @ApiOperation({ summary: 'Plattform-Stufe setzen und/oder Konto sperren bzw. Sperre aufheben (protokolliert)' })
  @ApiOkResponse({ type: AdminUserView })
  @ApiNotFoundResponse({ description: 'Unbekanntes Konto' })
  @ApiConflictResponse({ description: 'Das eigene Konto' })
  update(@Actor() actor: AuditActor, @Param('userId', UuidParam) userId: string, @Body() dto: AdminUpdateUserDto) {
    return this.admin.update(actor, userId, dto);
  }
}
