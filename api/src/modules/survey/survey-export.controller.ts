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
import { CreateSurveyExportDto, SurveyExportViewDto } from './dto/survey-export.dto';
import { SurveyExports } from './survey-export.kind';

/**
 * Exports of one survey, rendered by the pdf worker with progress (the routes of common/export): POST asks
 * for one (202), GET .../{exportId} says how far it is, GET .../{exportId}/file downloads it. The codes are
 * the keys to a TAN survey and the results may name participants: every route needs survey:edit.
 */
@ApiTags('survey: exports')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@TenantPermission('survey:edit')
@Controller('survey/tenant/:tenantId/survey/:surveyId/export')
export class SurveyExportController {
  constructor(
    private readonly exports: ExportService,
    private readonly kind: SurveyExports,
  ) {}

  @ExportRequestRoute('Export erstellen lassen: kind = codes (PDF) | results (CSV); Antwort: Auftrag (PENDING)', SurveyExportViewDto)
  @ApiBadRequestResponse({ description: 'Unbekannte Exportart' })
  @ApiConflictResponse({ description: 'codes, aber die Umfrage hat keine unbenutzten Codes (SURVEY_NO_CODES)' })
  request(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('surveyId', UuidParam) surveyId: string,
    @Body() dto: CreateSurveyExportDto,
  ) {
    return this.exports.request(this.kind, ctx, surveyId, dto, user.userId);
  }

  @ExportStatusRoute(SurveyExportViewDto)
  status(
    @CurrentTenant() ctx: TenantContext,
    @Param('surveyId', UuidParam) surveyId: string,
    @Param('exportId', UuidParam) exportId: string,
  ) {
    return this.exports.status(this.kind, ctx, surveyId, exportId);
  }

  @ExportFileRoute('CSV (UTF-8 mit BOM, Semikolon) oder PDF')
  async file(
    @CurrentTenant() ctx: TenantContext,
    @Param('surveyId', UuidParam) surveyId: string,
    @Param('exportId', UuidParam) exportId: string,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendExportFile(res, await this.exports.file(this.kind, ctx, surveyId, exportId));
  }
}
