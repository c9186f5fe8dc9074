import { Body, Controller, Delete, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Actor } from '../../common/audit/actor';
import type { AuditActor } from '../../common/audit/actor';
import { UuidParam } from '../../common/uuid-param.pipe';
import type { Domain } from '../../core/identity/domain.entity';
import { CurrentDomain, DomainAdmin } from '../admin/domain-admin.guard';
import { LegalHoldDto } from './dto/retention.dto';
import { LegalHoldStateView } from './dto/views.dto';
import { LegalHoldService } from './legal-hold.service';

/** Issue 26 §3: a group of the domain kept from the retention job, by the domain's administrators. */
@ApiTags('tenant: domain administration')
@DomainAdmin()
@Controller('tenant/admin/domain/:domainId/tenant/:tenantId/legal-hold')
export class LegalHoldController {
  constructor(private readonly holds: LegalHoldService) {}

  @Put()
  @ApiOperation({ summary: 'Aufbewahrungspflicht setzen (mit Grund): nichts der Gruppe wird gelöscht' })
  @ApiOkResponse({ type: LegalHoldStateView })
  set(
    @Actor() actor: AuditActor,
    @CurrentDomain() domain: Domain,
    @Param('tenantId', UuidParam) tenantId: string,
    @Body() dto: LegalHoldDto,
  ) {
    return this.holds.set(actor, domain, tenantId, dto.reason);
  }

  @Delete()
  @ApiOperation({ summary: 'Aufbewahrungspflicht aufheben' })
  @ApiOkResponse({ type: LegalHoldStateView })
  lift(@Actor() actor: AuditActor, @CurrentDomain() domain: Domain, @Param('tenantId', UuidParam) tenantId: string) {
    return this.holds.set(actor, domain, tenantId, null);
  }
}
