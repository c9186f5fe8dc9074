import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Actor } from '../../common/audit/actor';
import type { AuditActor } from '../../common/audit/actor';
import { UuidParam } from '../../common/uuid-param.pipe';
import type { Domain } from '../../core/identity/domain.entity';
import { CurrentDomain, DomainAdmin } from '../admin/domain-admin.guard';
import { ElectionYearQueryDto } from './dto/election.dto';
import { ElectionDetailView, ElectionYearListView, FunctionListView, ValidatedElectionView } from './dto/views.dto';
import { ElectionAdminService } from './election-admin.service';

/** SPEC 2.6 tabs "elections" and "functions", SPEC 7 election routes; only the domain's administration. */
@ApiTags('tenant: domain administration')
@DomainAdmin()
@Controller('tenant/admin/domain/:domainId')
export class ElectionAdminController {
  constructor(private readonly elections: ElectionAdminService) {}

  @Get('election')
  @ApiOperation({ summary: 'Wahlmeldungen des Schuljahrs, das im Jahr year beginnt: { pending, closed }' })
  @ApiOkResponse({ type: ElectionYearListView })
  list(@CurrentDomain() domain: Domain, @Query() query: ElectionYearQueryDto) {
    return this.elections.list(domain, query.year);
  }

  @Get('election/:electionId')
  @ApiOperation({ summary: 'Eine Wahlmeldung mit allen Personen und den konkurrierenden offenen Meldungen derselben Schule' })
  @ApiOkResponse({ type: ElectionDetailView })
  one(@CurrentDomain() domain: Domain, @Param('electionId', UuidParam) id: string) {
    return this.elections.one(domain, id);
  }

  @Post('election/:electionId')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Wahlmeldung bestätigen: schließt sie ab, markiert konkurrierende Meldungen als überholt und lädt die Gewählten in ihre Gruppen ein',
  })
  @ApiConflictResponse({ description: 'Bereits bestätigt oder durch eine andere Meldung überholt' })
  @ApiOkResponse({ type: ValidatedElectionView })
  validate(@Actor() actor: AuditActor, @CurrentDomain() domain: Domain, @Param('electionId', UuidParam) id: string) {
    return this.elections.validate(actor, domain, id);
  }

  @Get('function')
  @ApiOperation({ summary: 'Wer welches Amt hat (aus bestätigten Wahlen), mit Art DELEGATE oder SCHOOL' })
  @ApiOkResponse({ type: FunctionListView })
  functions(@CurrentDomain() domain: Domain, @Query() query: ElectionYearQueryDto) {
    return this.elections.functions(domain, query.year);
  }
}
