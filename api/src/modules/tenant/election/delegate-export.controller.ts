import { Controller, Get, HttpCode, Param, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../../../common/auth/request-user';
import type { AuthedRequest, RequestUser } from '../../../common/auth/request-user';
import { UuidParam } from '../../../common/uuid-param.pipe';
import { routeOf } from '../admin/admin-audit.service';
import { CurrentDomain, DomainAdmin } from '../admin/domain-admin.guard';
import type { Domain } from '../entities/domain.entity';
import { DelegateExportService } from './delegate-export.service';
import { ExportQueryDto } from './election.dto';

/** The delegate list download (PDF or CSV) with progress; only the domain's administration. */
@ApiTags('tenant: domain administration')
@DomainAdmin()
@Controller('tenant/admin/domain/:domainId/election/delegates/export')
export class DelegateExportController {
  constructor(private readonly exports: DelegateExportService) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({ summary: 'Delegiertenliste erstellen lassen (format=pdf|csv, year); Antwort: Auftrag mit state und progress' })
  request(@CurrentUser() user: RequestUser, @Req() req: AuthedRequest, @CurrentDomain() domain: Domain, @Query() query: ExportQueryDto) {
    return this.exports.request(user, routeOf(req), domain, query.format, query.year);
  }

  @Get(':exportId')
  @ApiOperation({ summary: 'Stand der Erstellung (state PENDING|RUNNING|DONE|FAILED, progress 0–100)' })
  status(@CurrentDomain() domain: Domain, @Param('exportId', UuidParam) id: string) {
    return this.exports.status(domain, id);
  }

  @Get(':exportId/file')
  @ApiOperation({ summary: 'Die fertige Datei herunterladen' })
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
