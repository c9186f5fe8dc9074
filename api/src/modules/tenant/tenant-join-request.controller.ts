import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { PageQueryDto } from '../../common/pagination.dto';
import { TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { UuidParam } from '../../common/uuid-param.pipe';
import { DecideJoinRequestDto } from './dto/join-request.dto';
import { JoinRequestDecidedView, JoinRequestPageView } from './dto/join-request.view';
import { JoinRequestService } from './join-request.service';

/** Issue 24: the group's side of join on request; those who administer members decide. */
@ApiTags('tenant: join requests')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@ApiForbiddenResponse({ description: 'Ohne member:administration' })
@Controller('tenant/tenant/:tenantId/join-request')
export class TenantJoinRequestController {
  constructor(private readonly joinRequests: JoinRequestService) {}

  @Get()
  @TenantPermission('member:administration')
  @ApiOperation({ summary: 'Wartende Beitrittsanfragen, älteste zuerst, nur mit Namen' })
  @ApiOkResponse({ type: JoinRequestPageView })
  list(@CurrentTenant() ctx: TenantContext, @Query() query: PageQueryDto) {
    return this.joinRequests.listInTenant(ctx, query);
  }

  @Put(':requestId')
  @TenantPermission('member:administration')
  @ApiOperation({ summary: 'Anfrage annehmen (Gast der Gruppe) oder ablehnen (die Anfrage wird entfernt)' })
  @ApiOkResponse({ type: JoinRequestDecidedView })
  @ApiBadRequestResponse({ description: 'accept fehlt oder ist kein Wahrheitswert' })
  @ApiNotFoundResponse({ description: 'Unbekannt, entschieden oder aus einer anderen Gruppe' })
  decide(@CurrentTenant() ctx: TenantContext, @Param('requestId', UuidParam) requestId: string, @Body() dto: DecideJoinRequestDto) {
    return this.joinRequests.decide(ctx, requestId, dto);
  }
}
