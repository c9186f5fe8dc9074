import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { UuidParam } from '../../common/uuid-param.pipe';
import { CodeListQueryDto, GenerateCodesDto } from './dto/code.dto';
import { SurveyCodePageView, SurveyGeneratedCodesViewDto, SurveyResetCodesViewDto } from './dto/views.dto';
import { SurveyCodeService } from './survey-code.service';

/** TAN codes: editors of the survey only. */
@ApiTags('survey: codes')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('survey/tenant/:tenantId/survey/:surveyId')
export class SurveyCodeController {
  constructor(private readonly codes: SurveyCodeService) {}

  @Put('gencodes')
  @TenantPermission('survey:create')
  @ApiOperation({ summary: 'N Codes (1–2.000) erzeugen, optional mit Stapelname (z. B. Klasse 7a)' })
  @ApiOkResponse({ type: SurveyGeneratedCodesViewDto })
  @ApiBadRequestResponse({ description: 'Anzahl außerhalb 1–2.000, Stapelname zu lang' })
  generate(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('surveyId', UuidParam) surveyId: string,
    @Body() dto: GenerateCodesDto,
  ) {
    return this.codes.generate(ctx, user.userId, surveyId, dto);
  }

  @Put('rescodes')
  @TenantPermission('survey:create')
  @ApiOperation({ summary: 'Alle unbenutzten Codes entfernen (gegebene Antworten bleiben)' })
  @ApiOkResponse({ type: SurveyResetCodesViewDto })
  reset(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Param('surveyId', UuidParam) surveyId: string) {
    return this.codes.reset(ctx, user.userId, surveyId);
  }

  @Get('codes')
  @TenantPermission('survey:create')
  @ApiOperation({ summary: 'Codes nach Stapel, mit benutzt/unbenutzt; dazu die Zahlen je Stapel' })
  @ApiOkResponse({ type: SurveyCodePageView })
  list(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('surveyId', UuidParam) surveyId: string,
    @Query() query: CodeListQueryDto,
  ) {
    return this.codes.list(ctx, user.userId, surveyId, query);
  }
}
