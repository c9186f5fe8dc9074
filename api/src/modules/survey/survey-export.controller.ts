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
// One Content-Disposition rule for every download (ASCII fallback plus the UTF-8 name).
import { attachmentHeader } from '../event/event-export.views';
import { CreateSurveyExportDto, SurveyExportViewDto } from './dto/survey-export.dto';
import { SurveyExportService } from './survey-export.service';

/**
 * Exports of one survey, rendered by the pdf worker with progress (the event exports' pattern): POST asks
 * for one (202), GET .../{exportId} says how far it is, GET .../{exportId}/file downloads it. The codes are
 * the keys to a TAN survey and the results may name participants: every route needs survey:edit.
 */
@ApiTags('survey: exports')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@TenantPermission('survey:edit')
@Controller('survey/tenant/:tenantId/survey/:surveyId/export')
export class SurveyExportController {
  constructor(private readonly exports: SurveyExportService) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({ summary: 'Export erstellen lassen: kind = codes (PDF) | results (CSV); Antwort: Auftrag (PENDING)' })
  @ApiAcceptedResponse({ type: SurveyExportViewDto })
  @ApiBadRequestResponse({ description: 'Unbekannte Exportart' })
  @ApiConflictResponse({ description: 'codes, aber die Umfrage hat keine unbenutzten Codes (SURVEY_NO_CODES)' })
  request(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('surveyId', UuidParam) surveyId: string,
    @Body() dto: CreateSurveyExportDto,
  ) {
    return this.exports.request(ctx, user.userId, surveyId, dto);
  }

  @Get(':exportId')
  @ApiOperation({ summary: 'Stand der Erstellung (state PENDING | RUNNING | DONE | FAILED, progress 0–100)' })
  @ApiOkResponse({ type: SurveyExportViewDto })
  status(
    @CurrentTenant() ctx: TenantContext,
    @Param('surveyId', UuidParam) surveyId: string,
    @Param('exportId', UuidParam) exportId: string,
  ) {
    return this.exports.status(ctx, surveyId, exportId);
  }

  @Get(':exportId/file')
  @ApiOperation({ summary: 'Die fertige Datei herunterladen (409, solange sie erstellt wird oder wenn es fehlschlug)' })
  @ApiProduces('text/csv', 'application/pdf')
  @ApiOkResponse({ description: 'CSV (UTF-8 mit BOM, Semikolon) oder PDF', schema: { type: 'string', format: 'binary' } })
  @ApiConflictResponse({ description: 'Noch nicht fertig (EXPORT_NOT_READY) oder fehlgeschlagen (EXPORT_FAILED)' })
  async file(
    @CurrentTenant() ctx: TenantContext,
    @Param('surveyId', UuidParam) surveyId: string,
    @Param('exportId', UuidParam) exportId: string,
    @Res({ passthrough: true }) res: Response,
  ) {
    const file = await this.exports.file(ctx, surveyId, exportId);
    res.set({
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition': attachmentHeader(file.fileName),
      'Cache-Control': 'private, no-store',
    });
    return new StreamableFile(file.stream);
  }
}
