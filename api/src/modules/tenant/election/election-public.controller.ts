import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../../../common/http/rate-limit';
import { Public } from '../../../common/auth/request-user';
import { UuidParam } from '../../../common/uuid-param.pipe';
import { createValidationPipe } from '../../../common/validation.pipe';
import { CreateElectionDto } from './election.dto';
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
  @ApiOperation({ summary: 'Die Schulen (SV-Gruppen) eines Verbands für die Auswahl im Wahlformular' })
  schools(@Param('domainId', UuidParam) domainId: string) {
    return this.elections.schools(domainId);
  }

  @Post('election')
  @HttpCode(201)
  @RateLimit()
  @ApiBody({ type: CreateElectionDto })
  @ApiOperation({ summary: 'Wahlmeldung einer Schule (ersetzt eine noch offene Meldung derselben Schule und desselben Schuljahrs)' })
  submit(@Body(createValidationPipe({ forbidNonWhitelisted: false, expectedType: CreateElectionDto })) body: object) {
    return this.elections.submit(body as CreateElectionDto);
  }
}
