import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { sendExportFile } from '../../common/export/export-download';
import { ExportFileRoute, ExportRequestRoute, ExportStatusRoute } from '../../common/export/export-routes';
import { ExportService } from '../../common/export/export.service';
import { UuidParam } from '../../common/uuid-param.pipe';
import { CurrentDataExportView, DataExportJobView } from './dto/views.dto';
import { PersonalDataExports } from './personal-data-export.kind';

/**
 * 'Meine Daten herunterladen' (issue 26 §1): the logged-in person's own data as one ZIP, once a day, kept
 * 7 days. Only the owner finds an export (404 for anyone else's id).
 */
@ApiTags('auth: data export')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('auth/private/user/data-export')
export class PersonalDataExportController {
  constructor(
    private readonly exports: ExportService,
    private readonly kind: PersonalDataExports,
  ) {}

  @ExportRequestRoute(
    'Meine Daten als ZIP erstellen lassen (einmal am Tag: sonst 429 DATA_EXPORT_TOO_SOON mit Retry-After)',
    DataExportJobView,
  )
  request(@CurrentUser() user: RequestUser) {
    return this.exports.request(this.kind, user, user.userId, undefined, user.userId);
  }

  // Not the bare path: GET auth/private/user/:userId (a contact) answers that one. Declared before ':exportId'.
  @Get('current')
  @ApiOperation({ summary: 'Der neueste noch gültige Export (für „Mein Konto“), oder current: null' })
  @ApiOkResponse({ type: CurrentDataExportView })
  current(@CurrentUser() user: RequestUser) {
    return this.kind.current(user.userId);
  }

  @ExportStatusRoute(DataExportJobView)
  @ApiNotFoundResponse({ description: 'Unbekannt oder nicht meiner' })
  status(@CurrentUser() user: RequestUser, @Param('exportId', UuidParam) exportId: string) {
    return this.exports.status(this.kind, user, user.userId, exportId);
  }

  @ExportFileRoute('ZIP: data.json, index.html und files/', ['application/zip'])
  @ApiNotFoundResponse({ description: 'Unbekannt oder nicht meiner' })
  async file(@CurrentUser() user: RequestUser, @Param('exportId', UuidParam) exportId: string, @Res({ passthrough: true }) res: Response) {
    return sendExportFile(res, await this.exports.file(this.kind, user, user.userId, exportId));
  }
}
