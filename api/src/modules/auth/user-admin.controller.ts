import { Body, Controller, Delete, Param, Put, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { PlatformLevel } from '#shared/levels';
import { Actor } from '../../common/audit/actor';
import type { AuditActor } from '../../common/audit/actor';
import { RequirePlatformLevel } from '../../common/auth/platform-level.guard';
import { UuidParam } from '../../common/uuid-param.pipe';
import { AccountDeletionService } from './account-deletion.service';
import { AccountDeletedView, AccountDeletionPendingView, AdminAccountDeletionDto } from './dto/account-deletion.dto';
import { AdminUserView } from './dto/auth-data.dto';
import { AdminUpdateUserDto } from './dto/user-admin.dto';
import { UserAdminService } from './user-admin.service';

/** Platform administrators only (moderators review reports but do not hand out levels or lift suspensions). */
@ApiTags('auth')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@RequirePlatformLevel(PlatformLevel.PLENUM_ADMINISTRATION)
@Controller('auth/admin/user')
export class UserAdminController {
  constructor(
    private readonly admin: UserAdminService,
    private readonly deletion: AccountDeletionService,
  ) {}

  @Put(':userId')
  @ApiOperation({ summary: 'Plattform-Stufe setzen und/oder Konto sperren bzw. Sperre aufheben (protokolliert)' })
  @ApiOkResponse({ type: AdminUserView })
  @ApiNotFoundResponse({ description: 'Unbekanntes Konto' })
  @ApiConflictResponse({ description: 'Das eigene Konto' })
  update(@Actor() actor: AuditActor, @Param('userId', UuidParam) userId: string, @Body() dto: AdminUpdateUserDto) {
    return this.admin.update(actor, userId, dto);
  }

  @Delete(':userId')
  @ApiOperation({
    summary: 'Konto löschen (protokolliert): mit 14 Tagen Frist (202) oder mit immediate: true sofort (200, sobald gelöscht)',
  })
  @ApiAcceptedResponse({ type: AccountDeletionPendingView })
  @ApiOkResponse({ type: AccountDeletedView })
  @ApiNotFoundResponse({ description: 'Unbekanntes Konto' })
  @ApiConflictResponse({ description: 'Das eigene Konto (dafür gibt es „Mein Konto“)' })
  async remove(
    @Actor() actor: AuditActor,
    @Param('userId', UuidParam) userId: string,
    @Body() dto: AdminAccountDeletionDto,
    @Res({ passthrough: true }) res: Response,
  ) {
    const immediate = dto.immediate ?? false;
    const result = await this.deletion.byAdmin(actor, userId, immediate);
    res.status(immediate ? 200 : 202);
    return result;
  }
}
