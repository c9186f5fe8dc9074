import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/request-user';
import { RateLimit } from '../../common/http/rate-limit';
import { PageQueryDto } from '../../common/pagination.dto';
import { UuidParam } from '../../common/uuid-param.pipe';
import { createValidationPipe } from '../../common/validation.pipe';
import { CreateElectionDto } from './dto/election.dto';
import { ElectionReceivedView, SchoolListView } from './dto/views.dto';
import { ElectionService } from './election.service';

/**
 * SPEC 2.7 / 7 "Tenant, public side": the election registration form. Unlike every other route, fields
 * the server does not know are dropped, not refused (issue 5): an older or newer form version still works.
 * The body is typed `object` so that the global pipe leaves it to this route's own pipe.
 */
@ApiTags('tenant: public')
@Public()
@Controller('tenant/public')
export class ElectionPublicController {
  constructor(private readonly elections: ElectionService) {}

  @Get('domain/:domainId/school')
  @ApiOperation({
    summary:
      'Die öffentlichen Schulen (SV-Gruppen) eines Verbands für die Auswahl im Wahlformular: seitenweise, mit Suche (text), nur Id und Name',
  })
  @ApiOkResponse({ type: SchoolListView })
  schools(@Param('domainId', UuidParam) domainId: string, @Query() query: PageQueryDto) {
    return this.elections.schools(domainId, query);
  }

  @Post('election')
  @HttpCode(201)
  @RateLimit()
  @ApiBody({ type: CreateElectionDto })
  @ApiOperation({
    summary:
      'Wahlmeldung einer Schule; weitere Meldungen derselben Schule und desselben Schuljahrs ersetzen nichts, sie werden der Verwaltung als konkurrierend gezeigt',
  })
  @ApiCreatedResponse({ type: ElectionReceivedView })
  submit(@Body(createValidationPipe({ forbidNonWhitelisted: false, expectedType: CreateElectionDto })) body: object) {
    return this.elections.submit(body as CreateElectionDto);
  }
}
