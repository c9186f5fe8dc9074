import { Body, Controller, Delete, Param, Post, Put } from '@nestjs/common';
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
import { TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { UuidParam } from '../../common/uuid-param.pipe';
import { MessageView } from '../../core/views/message.view';
import { SurveyComponentDto, SurveyComponentOrderDto } from './dto/component.dto';
import { SurveyViewDto } from './dto/views.dto';
import { SurveyComponentService } from './survey-component.service';

const LOCKED = { description: SM.locked };

/** Questions: editors of the survey only, and only while it is inactive and unanswered (409 otherwise). */
@ApiTags('survey: questions')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('survey/tenant/:tenantId/survey/:surveyId/component')
export class SurveyComponentController {
  constructor(private readonly components: SurveyComponentService) {}

  @Post()
  @TenantPermission('survey:create')
  @ApiOperation({ summary: 'Frage anhängen; Antwort: die Umfrage mit allen Fragen' })
  @ApiCreatedResponse({ type: SurveyViewDto })
  @ApiBadRequestResponse({ description: 'Titel, Typ, Skala, Vorlage oder Optionen fehlen oder sind ungültig' })
  @ApiConflictResponse(LOCKED)
  add(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('surveyId', UuidParam) surveyId: string,
    @Body() dto: SurveyComponentDto,
  ) {
    return this.components.add(ctx, user.userId, surveyId, dto);
  }

  @Put(':componentId')
  @TenantPermission('survey:create')
  @ApiOperation({ summary: 'Frage ersetzen (Optionen mit _id behalten ihre Id)' })
  @ApiOkResponse({ type: SurveyViewDto })
  @ApiConflictResponse(LOCKED)
  update(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('surveyId', UuidParam) surveyId: string,
    @Param('componentId', UuidParam) componentId: string,
    @Body() dto: SurveyComponentDto,
  ) {
    return this.components.update(ctx, user.userId, surveyId, componentId, dto);
  }

  @Delete(':componentId')
  @TenantPermission('survey:create')
  @ApiOperation({ summary: 'Frage löschen' })
  @ApiOkResponse({ type: MessageView })
  @ApiConflictResponse(LOCKED)
  remove(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('surveyId', UuidParam) surveyId: string,
    @Param('componentId', UuidParam) componentId: string,
  ) {
    return this.components.remove(ctx, user.userId, surveyId, componentId);
  }

  @Put(':componentId/order')
  @TenantPermission('survey:create')
  @ApiOperation({ summary: 'Frage an eine neue Position (ab 0) schieben' })
  @ApiOkResponse({ type: SurveyViewDto })
  @ApiConflictResponse(LOCKED)
  reorder(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('surveyId', UuidParam) surveyId: string,
    @Param('componentId', UuidParam) componentId: string,
    @Body() dto: SurveyComponentOrderDto,
  ) {
    return this.components.reorder(ctx, user.userId, surveyId, componentId, dto);
  }
}
