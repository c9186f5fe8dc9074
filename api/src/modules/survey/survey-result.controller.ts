import { Controller, Delete, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { PageQueryDto } from '../../common/pagination.dto';
import { TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { UuidParam } from '../../common/uuid-param.pipe';
import { MessageView } from '../../core/views/message.view';
import { SurveyOpenAnswerPageView, SurveyResultPageView, SurveyStatisticsViewDto } from './dto/views.dto';
import { SurveyResultService } from './survey-result.service';

/**
 * Answers. Reading them (list, statistics, open answers) needs survey:edit (issue 15 §2): a PERSONAL survey's
 * answers name pupils. Deleting them is for the survey's editors, the author included while they may create,
 * because deleting the answers is how an author unlocks their own survey's questions.
 */
@ApiTags('survey: results')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('survey/tenant/:tenantId/survey/:surveyId')
export class SurveyResultController {
  constructor(private readonly results: SurveyResultService) {}

  @Get('result')
  @TenantPermission('survey:edit')
  @ApiOperation({ summary: 'Die Antworten einzeln, neueste zuerst (E-Mail nur bei PERSONAL, Stapel bei TAN)' })
  @ApiOkResponse({ type: SurveyResultPageView })
  list(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('surveyId', UuidParam) surveyId: string,
    @Query() query: PageQueryDto,
  ) {
    return this.results.list(ctx, user.userId, surveyId, query);
  }

  @Get('statistics')
  @TenantPermission('survey:edit')
  @ApiOperation({ summary: 'Auswertung je Frage (Optionen, Likert-Verteilung und Mittel, Wörter), Teilnahmen, Beteiligung je Stapel' })
  @ApiOkResponse({ type: SurveyStatisticsViewDto })
  statistics(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Param('surveyId', UuidParam) surveyId: string) {
    return this.results.statistics(ctx, user.userId, surveyId);
  }

  @Get('statistics/component/:componentId/open')
  @TenantPermission('survey:edit')
  @ApiOperation({ summary: 'Die Freitext-Antworten einer Frage, neueste zuerst' })
  @ApiOkResponse({ type: SurveyOpenAnswerPageView })
  open(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('surveyId', UuidParam) surveyId: string,
    @Param('componentId', UuidParam) componentId: string,
    @Query() query: PageQueryDto,
  ) {
    return this.results.openAnswers(ctx, user.userId, surveyId, componentId, query);
  }

  @Delete('result')
  @TenantPermission('survey:create')
  @ApiOperation({ summary: 'Alle Antworten löschen (verbrauchte Codes bleiben verbraucht)' })
  @ApiOkResponse({ type: MessageView })
  removeAll(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Param('surveyId', UuidParam) surveyId: string) {
    return this.results.removeAll(ctx, user.userId, surveyId);
  }

  @Delete('result/:resultId')
  @TenantPermission('survey:create')
  @ApiOperation({ summary: 'Eine Antwort löschen' })
  @ApiOkResponse({ type: MessageView })
  removeOne(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('surveyId', UuidParam) surveyId: string,
    @Param('resultId', UuidParam) resultId: string,
  ) {
    return this.results.removeOne(ctx, user.userId, surveyId, resultId);
  }
}
