import { Controller, Get, HttpCode, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Actor } from '../../common/audit/actor';
import type { AuditActor } from '../../common/audit/actor';
import { UuidParam } from '../../common/uuid-param.pipe';
import { CurrentDomain, DomainAdmin } from '../admin/domain-admin.guard';
import type { Domain } from '../tenant/entities/domain.entity';
import { DelegateExportService } from './delegate-export.service';
import { ExportQueryDto } from './dto/election.dto';
import { DelegateExportView } from './dto/views.dto';

/** The delegate list download (PDF or CSV) with progress; only the domain's administration. */
@ApiTags('tenant: domain administration')
@DomainAdmin()
@Controller('tenant/admin/domain/:domainId/election/delegates/export')
export class DelegateExportController {
  constructor(private readonly exports: DelegateExportService) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({ summary: 'Delegiertenliste erstellen lassen (format=pdf|csv, year); Antwort: Auftrag mit state und progress' })
  @ApiAcceptedResponse({ type: DelegateExportView })
  request(@Actor() actor: AuditActor, @CurrentDomain() domain: Domain, @Query() query: ExportQueryDto) {
    return this.exports.request(actor, domain, query.format, query.year);
  }

  @Get(':exportId')
  @ApiOperation({ summary: 'Stand der Erstellung (state PENDING|RUNNING|DONE|FAILED, progress 0–100)' })
  @ApiOkResponse({ type: DelegateExportView })
  status(@CurrentDomain() domain: Domain, @Param('exportId', UuidParam) id: string) {
    return this.exports.status(domain, id);
  }

  @Get(':exportId/file')
  @ApiOperation({ summary: 'Die fertige Datei herunterladen' })
  @ApiProduces('application/pdf', 'text/csv')
  @ApiOkResponse({ description: 'Die Datei (PDF oder CSV)', schema: { type: 'string', format: 'binary' } })
  async file(@CurrentDomain() domain: Domain, @Param('exportId', UuidParam) id: string, @Res({ passthrough: true }) res: Response) {
    const file = await this.exports.file(domain, id);
    res.set({
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'private, no-store',
    });
    return new StreamableFile(file.stream);
  }
}
