import { Body, Controller, Param, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { sendExportFile } from '../../common/export/export-download';
import { ExportFileRoute, ExportRequestRoute, ExportStatusRoute } from '../../common/export/export-routes';
import { ExportService } from '../../common/export/export.service';
import { TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { UuidParam } from '../../common/uuid-param.pipe';
import { CreateEventExportDto, EventExportViewDto } from './dto/event-export.dto';
import { EventExports } from './event-export.kind';

/**
 * Exports of one event, rendered by the pdf worker with progress (the routes of common/export): POST asks
 * for one (202), GET .../{exportId} says how far it is, GET .../{exportId}/file downloads it. They hold
 * participants' names and addresses, so every route needs event:edit, like the participant lists.
 */
@ApiTags('event: exports')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@TenantPermission('event:edit')
@Controller('event/tenant/:tenantId/event/:eventId/export')
export class EventExportController {
  constructor(
    private readonly exports: ExportService,
    private readonly kind: EventExports,
  ) {}

  @ExportRequestRoute(
    'Export erstellen lassen: kind = registrations | attendees (CSV), qrcodes | certificates (PDF); Antwort: Auftrag (PENDING)',
    EventExportViewDto,
  )
  @ApiBadRequestResponse({ description: 'Unbekannte Exportart, attendeeId ungültig, nicht eingecheckt oder nicht bei certificates' })
  @ApiConflictResponse({ description: 'certificates ohne attendeeId, aber niemand ist eingecheckt' })
  request(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('eventId', UuidParam) eventId: string,
    @Body() dto: CreateEventExportDto,
  ) {
    return this.exports.request(this.kind, ctx, eventId, dto, user.userId);
  }

  @ExportStatusRoute(EventExportViewDto)
  status(
    @CurrentTenant() ctx: TenantContext,
    @Param('eventId', UuidParam) eventId: string,
    @Param('exportId', UuidParam) exportId: string,
  ) {
    return this.exports.status(this.kind, ctx, eventId, exportId);
  }

  @ExportFileRoute('CSV (UTF-8 mit BOM, Semikolon) oder PDF')
  async file(
    @CurrentTenant() ctx: TenantContext,
    @Param('eventId', UuidParam) eventId: string,
    @Param('exportId', UuidParam) exportId: string,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendExportFile(res, await this.exports.file(this.kind, ctx, eventId, exportId));
  }
}
