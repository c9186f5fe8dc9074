import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
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
import type { Request, Response } from 'express';
import { SURVEY_MESSAGES as SM, SurveyMode } from '#shared/survey';
import { MaybeUser, OptionalUser, Public } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { MessageView } from '../../core/views/message.view';
import { PublicSurveyQueryDto, SurveyAnswerDto, SurveyConfirmDto } from './dto/answer.dto';
import { PublicSurveyViewDto, SurveyResultCreatedViewDto } from './dto/views.dto';
import { SurveyParticipation } from './survey-participation';
import { SurveyPublicService } from './survey-public.service';
import { SurveyRateLimit } from './survey-rate-limit';
import { SurveyErrors } from './survey.errors';

/** A malformed survey id is an unknown survey: the public page shows 'Umfrage nicht gefunden' for both. */
const SurveyIdParam = new ParseUUIDPipe({ version: undefined, exceptionFactory: () => SurveyErrors.notFound() });

/** SPEC 2.1 / 7: the public participation, without login. The POST's limit: survey-rate-limit.ts. */
@ApiTags('survey: public')
@Public()
@Controller('survey/public')
export class SurveyPublicController {
  constructor(
    private readonly participation: SurveyPublicService,
    private readonly cookies: SurveyParticipation,
    private readonly limit: SurveyRateLimit,
  ) {}

  @Get('survey/:surveyId')
  @OptionalUser()
  @ApiOperation({
    summary:
      'Die Fragen einer aktiven Umfrage im Zeitraum; ANONYMOUS: setzt das Teilnahme-Cookie und sagt, ob es schon geantwortet hat; TAN mit `code`: sagt, ob dieser Code schon verwendet wurde',
  })
  @ApiOkResponse({ type: PublicSurveyViewDto })
  @ApiBadRequestResponse({ description: 'Unbekannter Parameter (z. B. der frühere `identifier`)' })
  @ApiNotFoundResponse({ description: `${SM.notFound} (unbekannt, inaktiv oder außerhalb des Zeitraums)` })
  async view(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Param('surveyId', SurveyIdParam) surveyId: string,
    @Query() query: PublicSurveyQueryDto,
    @MaybeUser() user: RequestUser | undefined,
  ) {
    const row = await this.participation.openSurvey(surveyId);
    let hash: string | null = null;
    if (row.survey.mode === SurveyMode.ANONYMOUS) {
      const value = this.cookies.read(req, surveyId) ?? this.cookies.issue(res, surveyId);
      hash = this.cookies.hash(surveyId, value);
    }
    return this.participation.view(row, hash, user, query.code);
  }

  @Post('survey/:surveyId/result')
  @OptionalUser()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Antworten abgeben; geprüft je Frage und nach dem Modus (Code, Teilnahme-Cookie, Konto oder E-Mail-Bestätigung)',
  })
  @ApiCreatedResponse({ type: SurveyResultCreatedViewDto })
  @ApiAcceptedResponse({ type: SurveyResultCreatedViewDto, description: `PERSONAL ohne Anmeldung: ${SM.confirmationSent}` })
  @ApiBadRequestResponse({
    description: 'Antworten passen nicht zu den Fragen, Code oder E-Mail fehlt, Teilnahme-Cookie fehlt oder ist ungültig',
  })
  @ApiForbiddenResponse({ description: SM.codeInvalid })
  @ApiNotFoundResponse({ description: SM.notFound })
  @ApiConflictResponse({ description: SM.alreadyAnswered })
  @ApiTooManyRequestsResponse({ description: 'Zu viele Anfragen' })
  async answer(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Param('surveyId', SurveyIdParam) surveyId: string,
    @Body() dto: SurveyAnswerDto,
    @MaybeUser() user: RequestUser | undefined,
  ) {
    await this.limit.consume(surveyId, req.ip ?? 'unknown');
    const value = this.cookies.read(req, surveyId);
    const participantHash = value ? this.cookies.hash(surveyId, value) : null;
    const outcome = await this.participation.answer(surveyId, dto, { participantHash, user });
    res.status(outcome.status);
    return outcome.view;
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'PERSONAL: eine Antwort über den Link aus der E-Mail bestätigen (einmal, solange er gilt)' })
  @ApiOkResponse({ type: MessageView })
  @ApiNotFoundResponse({ description: SM.confirmationInvalid })
  @ApiConflictResponse({ description: SM.alreadyAnswered })
  @ApiTooManyRequestsResponse({ description: 'Zu viele Anfragen' })
  async confirm(@Req() req: Request, @Body() dto: SurveyConfirmDto) {
    await this.limit.consume('confirm', req.ip ?? 'unknown');
    return this.participation.confirm(dto.token);
  }
}
