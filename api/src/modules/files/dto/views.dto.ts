import { ApiProperty } from '@nestjs/swagger';
import type { MaterialView } from '#shared/files';

/** A stored file as its owner lists it; download at `GET /api/files/{_id}`. Use it in owners' views. */
export class MaterialViewDto implements MaterialView {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ example: 'Protokoll Schülerrat März.pdf' })
  name: string;

  @ApiProperty({ description: 'Größe in Bytes', example: 48213 })
  size: number;

  @ApiProperty({ description: 'Vom Server am Inhalt erkannt', example: 'application/pdf' })
  mimeType: string;
}
