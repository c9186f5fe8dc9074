import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { isImageMimeType } from '#shared/files';
import { CurrentUser } from '../../common/auth/request-user';
import type { RequestUser } from '../../common/auth/request-user';
import { UuidParam } from '../../common/uuid-param.pipe';
import type { StoredObject } from '../../infrastructure/storage/object-storage';
import { contentDisposition } from './content-disposition';
import type { Material } from './entities/material.entity';
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
    return sendMaterial(res, material, file);
  }
}

/** The download answer of a material; public download routes of other modules answer the same way. */
export function sendMaterial(res: Response, material: Material, file: StoredObject): StreamableFile {
  // Only the types the pipe decided are ever served; text gets its charset, so umlauts show right.
  const inline = isImageMimeType(material.mimeType);
  res.set({
    'Content-Type': material.mimeType.startsWith('text/') ? `${material.mimeType}; charset=utf-8` : material.mimeType,
    'Content-Length': String(file.size),
    'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', material.name),
    'X-Content-Type-Options': 'nosniff',
    // The caller's own browser may keep it briefly; shared caches never (access depends on who asks).
    'Cache-Control': 'private, max-age=300',
  });
  return new StreamableFile(file.stream);
}
