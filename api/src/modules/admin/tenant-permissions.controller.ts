// GET and PUT /api/tenant/tenant/{tenantId}/permissions (issue 28): the group's role matrix. A tenant route
// in the admin module, like member-add, because every change goes to the admin audit log.
import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Actor } from '../../common/audit/actor';
import type { AuditActor } from '../../common/audit/actor';
import { TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { RoleMatrixViewDto, UpdateRoleMatrixDto } from './dto/role-matrix.dto';
import { TenantPermissionsService } from './tenant-permissions.service';

@ApiTags('tenant: settings')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('tenant/tenant/:tenantId/permissions')
export class TenantPermissionsController {
  constructor(private readonly matrix: TenantPermissionsService) {}

  @Get()
  @TenantPermission('tenant:administration')
  @ApiOperation({ summary: 'Die Rollenmatrix der Gruppe und ihre Voreinstellung' })
  @ApiOkResponse({ type: RoleMatrixViewDto })
  get(@CurrentTenant() ctx: TenantContext): RoleMatrixViewDto {
    return this.matrix.view(ctx);
  }

  @Put()
  @TenantPermission('tenant:administration')
  @ApiOperation({ summary: 'Die Rollenmatrix ändern: keine Rolle darf etwas, das die nächsthöhere nicht darf' })
  @ApiOkResponse({ type: RoleMatrixViewDto })
  @ApiBadRequestResponse({ description: 'Berechtigung oder Rolle unbekannt, oder die Grenzen aus SPEC 6 verletzt' })
  update(@CurrentTenant() ctx: TenantContext, @Actor() actor: AuditActor, @Body() dto: UpdateRoleMatrixDto): Promise<RoleMatrixViewDto> {
    return this.matrix.update(ctx, actor, dto.permissions);
  }
}
