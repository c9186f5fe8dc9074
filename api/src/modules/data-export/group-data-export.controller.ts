import { Controller, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
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
import { DataExportJobView } from './dto/views.dto';
import { GroupDataExports } from './group-data-export.kind';

/** All of a group's content as one ZIP for its admins (issue 26 §2), e.g. before the group is deleted. */
@ApiTags('tenant: data export')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@TenantPermission('tenant:administration')
@Controller('tenant/tenant/:tenantId/data-export')
export class GroupDataExportController {
  constructor(
    private readonly exports: ExportService,
    private readonly kind: GroupDataExports,
  ) {}

  @ExportRequestRoute('Alle Inhalte der Gruppe als ZIP erstellen lassen; Antwort: Auftrag (PENDING)', DataExportJobView)
  request(@CurrentTenant() ctx: TenantContext, @CurrentUser() user: RequestUser) {
    return this.exports.request(this.kind, ctx, ctx.tenant._id, undefined, user.userId);
  }

  @ExportStatusRoute(DataExportJobView)
  @ApiNotFoundResponse({ description: 'Unbekannt oder von einer anderen Gruppe' })
  status(@CurrentTenant() ctx: TenantContext, @Param('exportId', UuidParam) exportId: string) {
    return this.exports.status(this.kind, ctx, ctx.tenant._id, exportId);
  }

  @ExportFileRoute('ZIP: data.json, index.html und files/', ['application/zip'])
  async file(
    @CurrentTenant() ctx: TenantContext,
    @Param('exportId', UuidParam) exportId: string,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendExportFile(res, await this.exports.file(this.kind, ctx, ctx.tenant._id, exportId));
  }
}
