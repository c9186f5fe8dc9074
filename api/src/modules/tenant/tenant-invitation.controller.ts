import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { UuidParam } from '../../common/uuid-param.pipe';
import { MessageView } from '../../core/views/message.view';
import { CreateInvitationDto, InvitationQueryDto } from './dto/invitation.dto';
import { CreatedInvitationView, InvitationPageView } from './dto/views.dto';
import { InvitationService } from './invitation.service';

@ApiTags('tenant: members')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('tenant/tenant/:tenantId/invitation')
export class TenantInvitationController {
  constructor(private readonly invitations: InvitationService) {}

  @Get()
  @TenantPermission('member:administration')
  @ApiOperation({ summary: 'Einladungen der Gruppe (Standard: offene)' })
  @ApiOkResponse({ type: InvitationPageView })
  list(@CurrentTenant() ctx: TenantContext, @Query() query: InvitationQueryDto) {
    return this.invitations.listForTenant(ctx, query);
  }

  @Post()
  @TenantPermission('member:administration')
  @ApiOperation({ summary: 'Per E-Mail einladen; erneutes Einladen erneuert die offene Einladung (Mail höchstens alle 10 Minuten)' })
  @ApiCreatedResponse({ type: CreatedInvitationView })
  @ApiBadRequestResponse({ description: 'E-Mail oder Rolle ungültig' })
  @ApiConflictResponse({ description: 'Bereits Mitglied' })
  invite(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Body() dto: CreateInvitationDto) {
    return this.invitations.invite(ctx, user, dto);
  }

  @Delete(':invitationId')
  @TenantPermission('member:administration')
  @ApiOperation({ summary: 'Einladung löschen' })
  @ApiOkResponse({ type: MessageView })
  remove(@CurrentTenant() ctx: TenantContext, @Param('invitationId', UuidParam) invitationId: string) {
    return this.invitations.remove(ctx, invitationId);
  }
}
