import { Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../common/auth/request-user';
import type { AuthedRequest, RequestUser } from '../../../common/auth/request-user';
import { UuidParam } from '../../../common/uuid-param.pipe';
import type { Domain } from '../entities/domain.entity';
import { routeOf } from '../admin/admin-audit.service';
import { CurrentDomain, DomainAdmin } from '../admin/domain-admin.guard';
import { ElectionYearQueryDto } from './election.dto';
import { ElectionAdminService } from './election-admin.service';

/** SPEC 2.6 tabs "elections" and "functions", SPEC 7 election routes; only the domain's administration. */
@ApiTags('tenant: domain administration')
@DomainAdmin()
@Controller('tenant/admin/domain/:domainId')
export class ElectionAdminController {
  constructor(private readonly elections: ElectionAdminService) {}

  @Get('election')
  @ApiOperation({ summary: 'Wahlmeldungen des Schuljahrs, das im Jahr year beginnt: { pending, closed }' })
  list(@CurrentDomain() domain: Domain, @Query() query: ElectionYearQueryDto) {
    return this.elections.list(domain, query.year);
  }

  @Get('election/:electionId')
  @ApiOperation({ summary: 'Eine Wahlmeldung mit allen Personen' })
  one(@CurrentDomain() domain: Domain, @Param('electionId', UuidParam) id: string) {
    return this.elections.one(domain, id);
  }

  @Post('election/:electionId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Wahlmeldung bestätigen: schließt sie ab und lädt die Gewählten in ihre Gruppen ein' })
  @ApiConflictResponse({ description: 'Bereits bestätigt' })
  validate(@CurrentUser() user: RequestUser, @Req() req: AuthedRequest, @CurrentDomain() domain: Domain, @Param('electionId', UuidParam) id: string) {
    return this.elections.validate(user, routeOf(req), domain, id);
  }

  @Get('function')
  @ApiOperation({ summary: 'Wer welches Amt hat (aus bestätigten Wahlen), mit Art DELEGATE oder SCHOOL' })
  functions(@CurrentDomain() domain: Domain, @Query() query: ElectionYearQueryDto) {
    return this.elections.functions(domain, query.year);
  }
}
