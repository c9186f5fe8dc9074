import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/auth/request-user';
import { contentDisposition } from '../../common/http/content-disposition';
import { RateLimit } from '../../common/http/rate-limit';
import { TenantMember, TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { UuidParam } from '../../common/uuid-param.pipe';
import { CalendarFeedService, IcsFile } from './calendar-feed.service';
import { CalendarFeedView } from './dto/calendar-feed-views.dto';

const ICS_SCHEMA = { description: 'iCalendar-Datei (RFC 5545)', schema: { type: 'string' } };

function sendIcs(res: Response, file: IcsFile, disposition: 'inline' | 'attachment'): string {
  res.set({
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': contentDisposition(disposition, file.fileName),
    // Only the holder of the link (or the logged-in member) gets it: never a shared cache. A subscribed app
    // may keep the feed five minutes; a downloaded entry is fetched fresh.
    'Cache-Control': disposition === 'inline' ? 'private, max-age=300' : 'private, no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  return file.body;
}

/** SPEC 7 "Calendar": the caller's iCal link and the administrators' switch, plus one entry as `.ics`. */
@ApiTags('calendar: iCal')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('calendar/tenant/:tenantId')
export class CalendarFeedController {
  constructor(private readonly feeds: CalendarFeedService) {}

  @Get('calendar')
  @TenantMember({ integration: 'calendar' })
  @ApiOperation({
    summary: 'Mein persönlicher iCal-Link (zeigt, was meine Rolle jetzt sehen darf); active false und url null, solange ausgeschaltet',
  })
  @ApiOkResponse({ type: CalendarFeedView })
  status(@CurrentTenant() ctx: TenantContext) {
    return this.feeds.status(ctx);
  }

  @Post('calendar/activate')
  @HttpCode(200)
  @TenantPermission('tenant:administration', { integration: 'calendar' })
  @ApiOperation({ summary: 'iCal-Links einschalten: jedes Mitglied erhält seinen eigenen geheimen Link' })
  @ApiOkResponse({ type: CalendarFeedView })
  activate(@CurrentTenant() ctx: TenantContext) {
    return this.feeds.activate(ctx);
  }

  @Post('calendar/deactivate')
  @HttpCode(200)
  @TenantPermission('tenant:administration', { integration: 'calendar' })
  @ApiOperation({ summary: 'iCal-Links ausschalten: alle bisherigen Links werden ungültig' })
  @ApiOkResponse({ type: CalendarFeedView })
  deactivate(@CurrentTenant() ctx: TenantContext) {
    return this.feeds.deactivate(ctx);
  }

  @Post('calendar/rotate')
  @HttpCode(200)
  @TenantPermission('tenant:administration', { integration: 'calendar' })
  @ApiOperation({ summary: 'Alle persönlichen iCal-Links der Gruppe widerrufen; jedes Mitglied erhält einen neuen' })
  @ApiOkResponse({ type: CalendarFeedView })
  @ApiConflictResponse({ description: 'Die iCal-Links sind ausgeschaltet' })
  rotate(@CurrentTenant() ctx: TenantContext) {
    return this.feeds.rotate(ctx);
  }

  @Post('calendar/renew')
  @HttpCode(200)
  @TenantMember({ integration: 'calendar' })
  @ApiOperation({ summary: 'Meinen iCal-Link erneuern: der bisherige wird ungültig' })
  @ApiOkResponse({ type: CalendarFeedView })
  @ApiConflictResponse({ description: 'Die iCal-Links sind ausgeschaltet' })
  @ApiNotFoundResponse({ description: 'Kein Mitglied der Gruppe' })
  renew(@CurrentTenant() ctx: TenantContext) {
    return this.feeds.renew(ctx);
  }

  @Get('event/:eventId/ics')
  @TenantMember({ integration: 'calendar' })
  @ApiOperation({ summary: 'Einen Termin als iCalendar-Datei herunterladen' })
  @ApiProduces('text/calendar')
  @ApiOkResponse(ICS_SCHEMA)
  async entry(
    @CurrentTenant() ctx: TenantContext,
    @Param('eventId', UuidParam) eventId: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    return sendIcs(res, await this.feeds.entryFile(ctx, eventId), 'attachment');
  }
}

/** The subscription itself: no login, the secret link is the credential. */
@ApiTags('calendar: iCal')
@Controller('calendar/ical')
export class CalendarIcalController {
  constructor(private readonly feeds: CalendarFeedService) {}

  @Get(':file')
  @Public()
  @RateLimit()
  @ApiOperation({ summary: 'Persönliches iCal-Abo: Termine der letzten 90 und der nächsten 365 Tage, die das Mitglied jetzt sehen darf' })
  @ApiProduces('text/calendar')
  @ApiOkResponse(ICS_SCHEMA)
  @ApiNotFoundResponse({ description: 'Link unbekannt, erneuert, widerrufen, ausgeschaltet oder kein Mitglied mehr' })
  async feed(@Param('file') file: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    return sendIcs(res, await this.feeds.feed(file), 'inline');
  }
}
