import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { sendStoredFile } from '../../common/http/send-stored-file';
import { UuidParam } from '../../common/uuid-param.pipe';
import { MaterialService } from './material.service';

@ApiTags('files')
@Controller('files')
export class FilesController {
  constructor(private readonly materials: MaterialService) {}

  @Get(':materialId')
  @ApiOperation({ summary: 'Eine Datei herunterladen (Bilder werden angezeigt, alles andere heruntergeladen)' })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'Die Datei mit ihrem ursprünglichen Namen', schema: { type: 'string', format: 'binary' } })
  @ApiUnauthorizedResponse({ description: 'Nicht angemeldet' })
  @ApiNotFoundResponse({ description: 'Unbekannt, oder der Eintrag, zu dem die Datei gehört, ist für dich nicht sichtbar' })
  async download(
    @CurrentUser() caller: RequestUser,
    @Param('materialId', UuidParam) materialId: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const { material, file } = await this.materials.open(caller, materialId);
    return sendStoredFile(res, material, file);
  }
}
