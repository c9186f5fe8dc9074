import { Controller, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Actor } from '../../common/audit/actor';
import type { AuditActor } from '../../common/audit/actor';
import { sendExportFile } from '../../common/export/export-download';
import { ExportFileRoute, ExportRequestRoute, ExportStatusRoute } from '../../common/export/export-routes';
import { ExportService } from '../../common/export/export.service';
import { UuidParam } from '../../common/uuid-param.pipe';
import type { Domain } from '../../core/identity/domain.entity';
import { CurrentDomain, DomainAdmin } from '../admin/domain-admin.guard';
import { DelegateExports } from './delegate-export.kind';
import { ExportQueryDto } from './dto/election.dto';
import { DelegateExportView } from './dto/views.dto';

/** The delegate list download (PDF or CSV) with progress; only the domain's administration. */
@ApiTags('tenant: domain administration')
@DomainAdmin()
@Controller('tenant/admin/domain/:domainId/election/delegates/export')
export class DelegateExportController {
  constructor(
    private readonly exports: ExportService,
    private readonly kind: DelegateExports,
  ) {}

  @ExportRequestRoute(
    'Delegiertenliste erstellen lassen (format=pdf|csv, year); Antwort: Auftrag mit state und progress',
    DelegateExportView,
  )
  request(@Actor() actor: AuditActor, @CurrentDomain() domain: Domain, @Query() query: ExportQueryDto) {
    return this.exports.request(this.kind, { domain, actor }, domain._id, { format: query.format, year: query.year }, actor.userId);
  }

  @ExportStatusRoute(DelegateExportView)
  status(@CurrentDomain() domain: Domain, @Param('exportId', UuidParam) id: string) {
    return this.exports.status(this.kind, { domain }, domain._id, id);
  }

  @ExportFileRoute('Die Datei (PDF oder CSV)')
  async file(@CurrentDomain() domain: Domain, @Param('exportId', UuidParam) id: string, @Res({ passthrough: true }) res: Response) {
    return sendExportFile(res, await this.exports.file(this.kind, { domain }, domain._id, id));
  }
}
