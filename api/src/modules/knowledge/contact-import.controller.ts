import { applyDecorators, Controller, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnsupportedMediaTypeResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CONTACT_BULK_MAX } from '#shared/contacts';
import { FILE_MESSAGES } from '#shared/files';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { TenantPermission } from '../../common/tenancy/tenant-access.decorator';
import { CurrentTenant } from '../../common/tenancy/tenant-context';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { UuidParam } from '../../common/uuid-param.pipe';
import type { CheckedUpload } from '../files/dto/checked-upload.dto';
import { SingleFileUpload, UploadedMaterials } from '../files/upload.decorators';
import { ContactImportService } from './contact-import.service';
import { ContactImportPreviewDto, ContactImportResultDto } from './dto/contact-views.dto';
import { ContactImportQueryDto } from './dto/contact.dto';

/** One text file in the multipart field `file`, checked by content through the one upload pipe. */
function ContactFileUpload() {
  return applyDecorators(
    SingleFileUpload('file'),
    ApiConsumes('multipart/form-data'),
    ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } }),
    ApiPayloadTooLargeResponse({ description: `${FILE_MESSAGES.fileInvalid} (mehr als 1 MB)` }),
    ApiUnsupportedMediaTypeResponse({ description: `${FILE_MESSAGES.fileInvalid} (kein UTF-8-Text)` }),
  );
}

@ApiTags('knowledge: contacts')
@ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
@ApiExtraModels(ContactImportPreviewDto, ContactImportResultDto)
@Controller('knowledge/tenant/:tenantId/contactgroup/:contactGroupId/import')
export class ContactImportController {
  constructor(private readonly imports: ContactImportService) {}

  @Post()
  @TenantPermission('knowledge:create')
  @ContactFileUpload()
  @ApiOperation({
    summary:
      'Kontakte aus einer CSV-Datei (UTF-8, BOM erlaubt, Komma oder Semikolon, deutsche oder englische Spaltennamen) ' +
      `oder vCard importieren, höchstens ${CONTACT_BULK_MAX}. dryRun=true: nur die gelesenen Zeilen mit ihren Fehlern ` +
      '(Zeilen ab 1), nichts gespeichert; sonst alle oder keiner',
  })
  @ApiOkResponse({ description: 'dryRun=true: die Vorschau, nichts gespeichert', schema: { $ref: getSchemaPath(ContactImportPreviewDto) } })
  @ApiCreatedResponse({ description: 'Alle Kontakte gespeichert', schema: { $ref: getSchemaPath(ContactImportResultDto) } })
  @ApiBadRequestResponse({
    description: 'Keine Datei, unlesbar, leer, zu viele Kontakte oder fehlerhafte Zeilen (details: rows.{Zeile}.{Feld})',
  })
  import(
    @CurrentTenant() ctx: TenantContext,
    @CurrentUser() user: RequestUser,
    @Param('contactGroupId', UuidParam) contactGroupId: string,
    @Query() query: ContactImportQueryDto,
    @UploadedMaterials('file') files: CheckedUpload[],
    @Res({ passthrough: true }) res: Response,
  ) {
    if (!query.dryRun) return this.imports.import(ctx, user.userId, contactGroupId, files);
    // A preview creates nothing: 200, not 201.
    res.status(HttpStatus.OK);
    return this.imports.preview(ctx, user.userId, contactGroupId, files);
  }
}
