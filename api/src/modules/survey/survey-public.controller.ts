import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { SURVEY_MESSAGES as SM } from '#shared/survey';
import { Public } from '../../common/auth/request-user';
import { PublicSurveyQueryDto, SurveyAnswerDto } from './dto/answer.dto';
import { PublicSurveyViewDto, SurveyResultCreatedViewDto } from './dto/views.dto';
import { SurveyPublicService } from './survey-public.service';
import { SurveyRateLimit } from './survey-rate-limit';
import { SurveyErrors } from './survey.errors';

/** A malformed survey id is an unknown survey: the public page shows 'Umfrage nicht gefunden' for both. */
const SurveyIdParam = new ParseUUIDPipe({ version: undefined, exceptionFactory: () => SurveyErrors.notFound() });

/** SPEC 2.1 / 7: the public participation, without login. The POST's limit: survey-rate-limit.ts. */
@ApiTags('survey: public')
@Public()
@Controller('survey/public/survey/:surveyId')
export class SurveyPublicController {
  constructor(
    private readonly participation: SurveyPublicService,
    private readonly limit: SurveyRateLimit,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Die Fragen einer aktiven Umfrage im Zeitraum, und ob dieses Gerät schon geantwortet hat' })
  @ApiOkResponse({ type: PublicSurveyViewDto })
  @ApiBadRequestResponse({ description: SM.fingerprintRequired })
  @ApiNotFoundResponse({ description: `${SM.notFound} (unbekannt, inaktiv oder außerhalb des Zeitraums)` })
  view(@Param('surveyId', SurveyIdParam) surveyId: string, @Query() query: PublicSurveyQueryDto) {
    return this.participation.view(surveyId, query.identifier);
  }

  @Post('result')
  @HttpCode(201)
  @ApiOperation({ summary: 'Antworten abgeben; geprüft je Frage und nach dem Modus (Code, Gerät, E-Mail)' })
  @ApiCreatedResponse({ type: SurveyResultCreatedViewDto })
  @ApiBadRequestResponse({ description: 'Fingerprint fehlt, Antworten passen nicht zu den Fragen, Code oder E-Mail fehlt' })
  @ApiForbiddenResponse({ description: SM.codeInvalid })
  @ApiNotFoundResponse({ description: SM.notFound })
  @ApiConflictResponse({ description: SM.alreadyAnswered })
  @ApiTooManyRequestsResponse({ description: 'Zu viele Anfragen' })
  async answer(@Req() req: Request, @Param('surveyId', SurveyIdParam) surveyId: string, @Body() dto: SurveyAnswerDto) {
    await this.limit.consume(surveyId, req.ip ?? 'unknown');
    return this.participation.answer(surveyId, dto);
  }
}
