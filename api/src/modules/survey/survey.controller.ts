import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { SURVEY_MESSAGES as SM } from '#shared/survey';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { TenantMember, TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { UuidParam } from '../../common/uuid-param.pipe';
import { MessageView } from '../../core/views/message.view';
import { CreateSurveyDto, SurveyListQueryDto, UpdateSurveyDto } from './dto/survey.dto';
import { SurveyPageView, SurveyViewDto } from './dto/views.dto';
import { SurveyService } from './survey.service';

// Edit is guarded by survey:create (every level that may edit may also create); the service then applies
// the author rule to the survey itself. Delete is survey:delete only.
@ApiTags('survey: surveys')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('survey/tenant/:tenantId/survey')
export class SurveyController {
  constructor(private readonly surveys: SurveyService) {}

  @Get()
  @TenantMember({ integration: 'survey' })
  @ApiOperation({ summary: 'Umfragen, die meine Rolle sehen darf, neueste zuerst; Suche (text), Status (state)' })
  @ApiOkResponse({ type: SurveyPageView })
  list(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Query() query: SurveyListQueryDto) {
    return this.surveys.list(ctx, user.userId, query);
  }

  @Post()
  @TenantPermission('survey:create')
  @ApiOperation({ summary: 'Umfrage anlegen (inaktiv, ohne Fragen)' })
  @ApiCreatedResponse({ type: SurveyViewDto })
  @ApiBadRequestResponse({ description: 'Titel fehlt, Modus, Zeitraum oder Sichtbarkeit ungültig' })
  create(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Body() dto: CreateSurveyDto) {
    return this.surveys.create(ctx, user.userId, dto);
  }

  @Get(':surveyId')
  @TenantMember({ integration: 'survey' })
  @ApiOperation({ summary: 'Eine Umfrage mit ihren Fragen (404, wenn meine Rolle sie nicht sehen darf)' })
  @ApiOkResponse({ type: SurveyViewDto })
  get(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser, @Param('surveyId', UuidParam) surveyId: string) {
    return this.surveys.get(ctx, user.userId, surveyId);
  }

  @Put(':surveyId')
  @TenantPermission('survey:create')
  @ApiOperation({
    summary:
      'Umfrage ändern: nur gesendete Felder; state ACTIVE/INACTIVE (de)aktiviert. Modus und Zeitraum nur, solange inaktiv und unbeantwortet',
  })
  @ApiOkResponse({ type: SurveyViewDto })
  @ApiBadRequestResponse({ description: 'Ungültige Felder' })
  @ApiConflictResponse({ description: `${SM.locked} / ${SM.noAnswerableQuestion}` })
  update(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('surveyId', UuidParam) surveyId: string,
    @Body() dto: UpdateSurveyDto,
  ) {
    return this.surveys.update(ctx, user.userId, surveyId, dto);
  }

  @Delete(':surveyId')
  @TenantPermission('survey:delete')
  @ApiOperation({ summary: 'Umfrage mit Fragen, Codes und Antworten löschen' })
  @ApiOkResponse({ type: MessageView })
  remove(@CurrentTenant() ctx: TenantContext, @Param('surveyId', UuidParam) surveyId: string) {
    return this.surveys.remove(ctx, surveyId);
  }
}
