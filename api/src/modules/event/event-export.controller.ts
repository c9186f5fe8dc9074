import { Body, Controller, Get, HttpCode, Param, Post, Res, StreamableFile } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { UuidParam } from '../../common/uuid-param.pipe';
import { CreateEventExportDto, EventExportViewDto } from './dto/event-export.dto';
import { EventExportService } from './event-export.service';
import { attachmentHeader } from './event-export.views';

/**
 * Exports of one event, rendered by the pdf worker with progress (the delegate list's pattern): POST asks
 * for one (202), GET .../{exportId} says how far it is, GET .../{exportId}/file downloads it. They hold
 * participants' names and addresses, so every route needs event:edit, like the participant lists.
 */
@ApiTags('event: exports')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@TenantPermission('event:edit')
@Controller('event/tenant/:tenantId/event/:eventId/export')
export class EventExportController {
  constructor(private readonly exports: EventExportService) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Export erstellen lassen: kind = registrations | attendees (CSV), qrcodes | certificates (PDF); Antwort: Auftrag (PENDING)',
  })
  @ApiAcceptedResponse({ type: EventExportViewDto })
  @ApiBadRequestResponse({ description: 'Unbekannte Exportart, attendeeId ungültig, nicht eingecheckt oder nicht bei certificates' })
  @ApiConflictResponse({ description: 'certificates ohne attendeeId, aber niemand ist eingecheckt' })
  request(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('eventId', UuidParam) eventId: string,
    @Body() dto: CreateEventExportDto,
  ) {
    return this.exports.request(ctx, user.userId, eventId, dto);
  }

  @Get(':exportId')
  @ApiOperation({ summary: 'Stand der Erstellung (state PENDING | RUNNING | DONE | FAILED, progress 0–100)' })
  @ApiOkResponse({ type: EventExportViewDto })
  status(
    @CurrentTenant() ctx: TenantContext,
    @Param('eventId', UuidParam) eventId: string,
    @Param('exportId', UuidParam) exportId: string,
  ) {
    return this.exports.status(ctx, eventId, exportId);
  }

  @Get(':exportId/file')
  @ApiOperation({ summary: 'Die fertige Datei herunterladen (409, solange sie erstellt wird oder wenn es fehlschlug)' })
  @ApiProduces('text/csv', 'application/pdf')
  @ApiOkResponse({ description: 'CSV (UTF-8 mit BOM, Semikolon) oder PDF', schema: { type: 'string', format: 'binary' } })
  @ApiConflictResponse({ description: 'Noch nicht fertig (EXPORT_NOT_READY) oder fehlgeschlagen (EXPORT_FAILED)' })
  async file(
    @CurrentTenant() ctx: TenantContext,
    @Param('eventId', UuidParam) eventId: string,
    @Param('exportId', UuidParam) exportId: string,
    @Res({ passthrough: true }) res: Response,
  ) {
    const file = await this.exports.file(ctx, eventId, exportId);
    res.set({
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition': attachmentHeader(file.fileName),
      'Cache-Control': 'private, no-store',
    });
    return new StreamableFile(file.stream);
  }
}
