import { Controller, Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { contentDisposition } from '../../common/http/content-disposition';
import { TenantMember } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { UuidParam } from '../../common/uuid-param.pipe';
import { ContactExportService } from './contact-export.service';
import { ContactExportQueryDto } from './dto/contact.dto';

@ApiTags('knowledge: contacts')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@Controller('knowledge/tenant/:tenantId/contactgroup/:contactGroupId/export')
export class ContactExportController {
  constructor(private readonly exports: ContactExportService) {}

  @Get()
  @TenantMember({ integration: 'knowledge' })
  @ApiOperation({ summary: 'Alle Kontakte der Gruppe als CSV (UTF-8 mit BOM, Semikolon, deutsche Spalten) oder vCard 4.0 herunterladen' })
  @ApiProduces('text/csv', 'text/vcard')
  @ApiOkResponse({ description: 'Die Datei', schema: { type: 'string', format: 'binary' } })
  async export(
    @CurrentTenant() ctx: TenantContext,
    @Param('contactGroupId', UuidParam) contactGroupId: string,
    @Query() query: ContactExportQueryDto,
    @Res({ passthrough: true }) res: Response,
  ) {
    const file = await this.exports.export(ctx, contactGroupId, query.format);
    res.set({
      'Content-Type': file.contentType,
      'Content-Length': String(file.body.length),
      'Content-Disposition': contentDisposition('attachment', file.fileName),
      'Cache-Control': 'private, no-store',
    });
    return new StreamableFile(file.body);
  }
}
