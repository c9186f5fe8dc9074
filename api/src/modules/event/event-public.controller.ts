import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Req, Res, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { EVENT_MESSAGES as EM } from '#shared/event';
import { Public } from '../../common/auth/request-user';
import { RateLimitService } from '../../common/http/rate-limit';
import { sendStoredFile } from '../../common/http/send-stored-file';
import { UuidParam } from '../../common/uuid-param.pipe';
import { EventCheckInDto, EventParticipantDto } from './dto/participant.dto';
import { EventParticipantCreatedView, PublicEventViewDto } from './dto/views.dto';
import { EventParticipantService } from './event-participant.service';
import { EventPublicService } from './event-public.service';
import { EventErrors } from './event.errors';

/** A malformed event id is an unknown event: the public pages show 'Event nicht gefunden' for both. */
const EventIdParam = new ParseUUIDPipe({ version: undefined, exceptionFactory: () => EventErrors.notFound() });

/**
 * SPEC 2.1 / 7: the public event pages' routes, without login. The POSTs are limited per event and IP
 * (RATE_LIMIT_PUBLIC per window, 600 in 15 minutes by default): a school hall behind one address checks
 * in a few hundred people, a script cannot flood one event, and one busy event does not block another.
 */
@ApiTags('event: public')
@Public()
@Controller('event/public/event/:eventId')
export class EventPublicController {
  constructor(
    private readonly publicEvents: EventPublicService,
    private readonly participants: EventParticipantService,
    private readonly limits: RateLimitService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Was die öffentlichen Seiten brauchen: Titel, Zeit, Ort, Programm (wenn an), Formular (wenn Anmeldung oder Check-in an)',
  })
  @ApiOkResponse({ type: PublicEventViewDto })
  @ApiNotFoundResponse({ description: `${EM.notFound} (unbekannt oder alle Schalter aus)` })
  view(@Param('eventId', EventIdParam) eventId: string) {
    return this.publicEvents.view(eventId);
  }

  @Post('registration')
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Anmeldung; eine je E-Mail-Adresse (ohne Groß-/Kleinschreibung); eine Wiederholung bekommt dieselbe Antwort und keine Mail. ' +
      'Bestätigung per E-Mail, höchstens EVENT_MAIL_PER_ADDRESS_PER_DAY (3) je Adresse und Tag',
  })
  @ApiCreatedResponse({ type: EventParticipantCreatedView })
  @ApiBadRequestResponse({ description: 'Fehlende oder ungültige Angaben, unbekannte Felder' })
  @ApiForbiddenResponse({ description: `${EM.noAccess} (Anmeldung ausgeschaltet)` })
  @ApiNotFoundResponse({ description: EM.notFound })
  @ApiTooManyRequestsResponse({ description: 'Zu viele Anfragen' })
  async register(@Req() req: Request, @Param('eventId', EventIdParam) eventId: string, @Body() dto: EventParticipantDto) {
    await this.limits.consumeIp('public', req.ip ?? 'unknown', `event-registration:${eventId}`);
    return this.participants.register(eventId, dto);
  }

  @Post('attendee')
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Check-in (ohne vorherige Anmeldung möglich); einer je E-Mail-Adresse, eine Wiederholung bekommt dieselbe Antwort; ' +
      'verlangt doorCode, wenn das Event einen Code am Eingang hat',
  })
  @ApiCreatedResponse({ type: EventParticipantCreatedView })
  @ApiBadRequestResponse({ description: 'Fehlende oder ungültige Angaben, unbekannte Felder' })
  @ApiForbiddenResponse({ description: `${EM.noAccess} (Check-in ausgeschaltet), oder ${EM.doorCodeRequired}` })
  @ApiNotFoundResponse({ description: EM.notFound })
  @ApiTooManyRequestsResponse({ description: 'Zu viele Anfragen' })
  async checkIn(@Req() req: Request, @Param('eventId', EventIdParam) eventId: string, @Body() dto: EventCheckInDto) {
    await this.limits.consumeIp('public', req.ip ?? 'unknown', `event-attendee:${eventId}`);
    return this.participants.checkIn(eventId, dto);
  }

  @Get('material/:materialId')
  @ApiOperation({ summary: 'Eine Datei des Programms herunterladen, solange das Programm eingeschaltet ist' })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'Die Datei', schema: { type: 'string', format: 'binary' } })
  @ApiForbiddenResponse({ description: `${EM.noAccess} (Programm ausgeschaltet)` })
  @ApiNotFoundResponse({ description: 'Event oder Datei unbekannt, oder die Datei gehört nicht zum Programm dieses Events' })
  async material(
    @Param('eventId', EventIdParam) eventId: string,
    @Param('materialId', UuidParam) materialId: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const { material, file } = await this.publicEvents.programFile(eventId, materialId);
    return sendStoredFile(res, material, file);
  }
}
