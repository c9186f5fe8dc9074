import { Body, Controller, Get, Param, Put, Query, Res, StreamableFile } from '@nestjs/common';
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
import { PlatformLevel } from '#shared/levels';
import { Actor } from '../../common/audit/actor';
import type { AuditActor } from '../../common/audit/actor';
import { RequirePlatformLevel } from '../../common/auth/platform-level.guard';
import { sendStoredFile } from '../../common/http/send-stored-file';
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

  @Get(':reportId/file/:materialId')
  @ApiOperation({ summary: 'Einen Anhang der gemeldeten Nachricht öffnen (nicht mehr nach dem Entfernen); protokolliert' })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'Die Datei', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: 'Unbekannte Meldung, oder die Datei gehört nicht zur gemeldeten Nachricht' })
  async file(
    @Actor() actor: AuditActor,
    @Param('reportId', UuidParam) reportId: string,
    @Param('materialId', UuidParam) materialId: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const { material, file } = await this.moderation.openFile(actor, reportId, materialId);
    return sendStoredFile(res, material, file);
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
