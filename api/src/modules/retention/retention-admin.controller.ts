import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PlatformLevel } from '#shared/levels';
import { Actor } from '../../common/audit/actor';
import type { AuditActor } from '../../common/audit/actor';
import { RequirePlatformLevel } from '../../common/auth/platform-level.guard';
import { ConfigService } from '../../config/config';
import { RetentionDryRunDto, RetentionPeriodDto, RetentionRunDto } from './dto/retention.dto';
import { RetentionReportView, RetentionRuleView } from './dto/views.dto';
import { RetentionErrors } from './retention.errors';
import { RetentionService } from './retention.service';

/** Issue 26 §3: the retention rules, for platform administrators only. */
@ApiTags('tenant: retention')
@RequirePlatformLevel(PlatformLevel.PLENUM_ADMINISTRATION)
@Controller('tenant/admin/retention')
export class RetentionAdminController {
  constructor(
    private readonly retention: RetentionService,
    private readonly config: ConfigService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Die Aufbewahrungsregeln je Datenkategorie mit Grenzen' })
  @ApiOkResponse({ type: [RetentionRuleView] })
  rules() {
    return this.retention.rules();
  }

  @Post('dry-run')
  @HttpCode(200)
  @ApiOperation({ summary: 'Was die Regeln (mit geänderten Dauern) zum Stichtag löschen würden, je Kategorie und Verband; löscht nichts' })
  @ApiOkResponse({ type: RetentionReportView })
  dryRun(@Body() dto: RetentionDryRunDto) {
    return this.retention.dryRun(dto.periods, dto.asOf ? new Date(dto.asOf) : new Date());
  }

  @Post('run')
  @HttpCode(200)
  @ApiOperation({ summary: 'Die Aufbewahrungsregeln jetzt anwenden (asOf nur mit RETENTION_ALLOW_AS_OF=1)' })
  @ApiOkResponse({ type: RetentionReportView })
  run(@Actor() actor: AuditActor, @Body() dto: RetentionRunDto) {
    if (dto.asOf && !this.config.get('retentionAllowAsOf')) throw RetentionErrors.asOfNotAllowed();
    return this.retention.run(dto.asOf ? new Date(dto.asOf) : new Date(), actor);
  }

  @Put(':category')
  @ApiOperation({ summary: 'Die Dauer einer Kategorie ändern (in der Einheit der Regel, innerhalb der Grenzen)' })
  @ApiOkResponse({ type: RetentionRuleView })
  setPeriod(@Actor() actor: AuditActor, @Param('category') category: string, @Body() dto: RetentionPeriodDto) {
    return this.retention.setPeriod(actor, category, dto.period);
  }
}
