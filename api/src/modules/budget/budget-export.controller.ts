import { Body, Controller, Param, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
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
import { BudgetExports } from './budget-export.kind';
import { CreateBudgetExportDto } from './dto/budget.dto';
import { BudgetExportViewDto } from './dto/views.dto';

/**
 * Exports of one budget for the treasurer and the auditors, rendered by the pdf worker with progress (the
 * routes of common/export): POST asks for one (202), GET .../{exportId} says how far it is, GET .../file
 * downloads it. budget:edit, like the positions they list.
 */
@ApiTags('budget: exports')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@TenantPermission('budget:edit')
@Controller('tenant/tenant/:tenantId/budget/:budgetId/export')
export class BudgetExportController {
  constructor(
    private readonly exports: ExportService,
    private readonly kind: BudgetExports,
  ) {}

  @ExportRequestRoute('Export erstellen lassen: format = csv | pdf; Antwort: Auftrag (PENDING)', BudgetExportViewDto)
  @ApiBadRequestResponse({ description: 'Unbekanntes Format' })
  request(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('budgetId', UuidParam) budgetId: string,
    @Body() dto: CreateBudgetExportDto,
  ) {
    return this.exports.request(this.kind, ctx, budgetId, dto, user.userId);
  }

  @ExportStatusRoute(BudgetExportViewDto)
  status(
    @CurrentTenant() ctx: TenantContext,
    @Param('budgetId', UuidParam) budgetId: string,
    @Param('exportId', UuidParam) exportId: string,
  ) {
    return this.exports.status(this.kind, ctx, budgetId, exportId);
  }

  @ExportFileRoute('CSV (UTF-8 mit BOM, Semikolon, Dezimalkomma) oder PDF')
  async file(
    @CurrentTenant() ctx: TenantContext,
    @Param('budgetId', UuidParam) budgetId: string,
    @Param('exportId', UuidParam) exportId: string,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendExportFile(res, await this.exports.file(this.kind, ctx, budgetId, exportId));
  }
}
