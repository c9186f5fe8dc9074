import { Body, Controller, Delete, Get, Param, Put, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { PageQueryDto } from '../../common/pagination.dto';
import { TenantMember, TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { UuidParam } from '../../common/uuid-param.pipe';
import { MessageView } from '../../core/views/message.view';
import { UpdateMemberDto } from './dto/member.dto';
import { MemberPageView, MemberView, OfficeHolderPageView } from './dto/views.dto';
import { MemberAdminService } from './member-admin.service';

@ApiTags('tenant: members')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('tenant/tenant/:tenantId/member')
export class TenantMemberController {
  constructor(private readonly members: MemberAdminService) {}

  @Get()
  @TenantPermission('member:read')
  @ApiOperation({
    summary: 'Mitglieder mit Rollenbezeichnung (ab Stufe 1; Gäste lesen .../office); E-Mail-Adressen nur für die Mitgliederverwaltung',
  })
  @ApiOkResponse({ type: MemberPageView })
  list(@CurrentTenant() ctx: TenantContext, @Query() query: PageQueryDto) {
    return this.members.list(ctx, query);
  }
}

/** The group's contact persons (board, teachers, admins): what a guest may know about who is in the group. */
@ApiTags('tenant: members')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('tenant/tenant/:tenantId/office')
export class TenantOfficeController {
  constructor(private readonly members: MemberAdminService) {}

  @Get()
  @TenantMember()
  @ApiOperation({ summary: 'Ansprechpersonen: Mitglieder ab Vorstandsstufe, nur Namen und Rolle; für alle Mitglieder, auch Gäste' })
  @ApiOkResponse({ type: OfficeHolderPageView })
  list(@CurrentTenant() ctx: TenantContext, @Query() query: PageQueryDto) {
    return this.members.listOffice(ctx, query);
  }
}

/**
 * SPEC 7 lists these under /auth/tenant/{groupId}/user; memberships belong to this module. POST .../add
 * lives in the admin module (admin/member-add.controller.ts): it needs the audit log and the domain administrators.
 */
@ApiTags('tenant: members')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('auth/tenant/:tenantId/user')
export class MemberAdminController {
  constructor(private readonly members: MemberAdminService) {}

  @Put('update')
  @TenantPermission('member:administration')
  @ApiOperation({ summary: 'Rolle eines Mitglieds ändern' })
  @ApiOkResponse({ type: MemberView })
  @ApiConflictResponse({ description: 'LAST_ADMIN' })
  update(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Body() dto: UpdateMemberDto) {
    return this.members.update(ctx, user, dto);
  }

  @Delete('remove/:userId')
  @TenantPermission('member:administration')
  @ApiOperation({ summary: 'Mitglied entfernen' })
  @ApiOkResponse({ type: MessageView })
  @ApiConflictResponse({ description: 'LAST_ADMIN' })
  remove(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Param('userId', UuidParam) userId: string) {
    return this.members.remove(ctx, user, userId);
  }
}
