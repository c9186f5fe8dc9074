// DELETE /api/tenant/tenant/{tenantId} (issue 26 §2): the group's administration deletes the group with
// everything in it. A tenant route in the admin module, like the role matrix, because the act is audited.
import { Body, Controller, Delete } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Actor } from '../../common/audit/actor';
import type { AuditActor } from '../../common/audit/actor';
import { TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { MessageView } from '../../core/views/message.view';
import { GroupDeletionDto } from './dto/group-deletion.dto';
import { GroupDeletionService } from './group-deletion.service';

@ApiTags('tenant: settings')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('tenant/tenant/:tenantId')
export class GroupDeletionController {
  constructor(private readonly groups: GroupDeletionService) {}

  @Delete()
  @TenantPermission('tenant:administration')
  @ApiOperation({ summary: 'Die Gruppe mit allen Inhalten und Dateien löschen (Bestätigung: name); protokolliert' })
  @ApiOkResponse({ type: MessageView })
  @ApiBadRequestResponse({ description: 'Name zur Bestätigung fehlt oder stimmt nicht' })
  remove(@CurrentTenant() ctx: TenantContext, @Actor() actor: AuditActor, @Body() dto: GroupDeletionDto) {
    return this.groups.deleteOwn(ctx, actor, dto.name);
  }
}
