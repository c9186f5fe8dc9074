import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { PlatformLevel } from '#shared/levels';
import { Actor } from '../../common/audit/actor';
import type { AuditActor } from '../../common/audit/actor';
import { RequirePlatformLevel } from '../../common/auth/platform-level.guard';
import { UuidParam } from '../../common/uuid-param.pipe';
import { ChatAdminService } from './chat-admin.service';
import { ChatReportDetailView, ChatReportPageView } from './dto/chat-report-views.dto';
import { ChatReportActionDto, ChatReportQueryDto } from './dto/chat-report.dto';

/** Issue 13 §2 "Moderation": platform moderators and administrators (403 for everyone else). */
@ApiTags('chat: moderation')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@RequirePlatformLevel(PlatformLevel.PLENUM_MODERATION)
@Controller('chat/admin/report')
export class ChatAdminController {
  constructor(private readonly moderation: ChatAdminService) {}

  @Get()
  @ApiOperation({ summary: 'Gemeldete Nachrichten, offene zuerst (state=OPEN|CLOSED filtert), seitenweise' })
  @ApiOkResponse({ type: ChatReportPageView })
  list(@Query() query: ChatReportQueryDto) {
    return this.moderation.list(query);
  }

  @Get(':reportId')
  @ApiOperation({ summary: 'Eine Meldung mit Nachricht, den Nachrichten davor, meldender Person und Grund' })
  @ApiOkResponse({ type: ChatReportDetailView })
  @ApiNotFoundResponse({ description: 'Unbekannte Meldung' })
  detail(@Param('reportId', UuidParam) reportId: string) {
    return this.moderation.detail(reportId);
  }

  @Put(':reportId')
  @ApiOperation({
    summary: 'Meldung abschließen: DISMISS, REMOVE (Platzhalter), WARN (E-Mail) oder SUSPEND (Konto sperren); protokolliert',
  })
  @ApiOkResponse({ type: ChatReportDetailView })
  @ApiNotFoundResponse({ description: 'Unbekannte Meldung' })
  @ApiConflictResponse({ description: 'Meldung schon abgeschlossen, Konto der Moderation oder nicht mehr vorhanden' })
  act(@Actor() actor: AuditActor, @Param('reportId', UuidParam) reportId: string, @Body() dto: ChatReportActionDto) {
    return this.moderation.act(actor, reportId, dto.action);
  }
}
