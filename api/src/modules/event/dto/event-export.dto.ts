// The export request and its answer (OpenAPI); the shapes are #shared/event-export's.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsUUID } from 'class-validator';
import { EVENT_EXPORT_KINDS, EVENT_EXPORT_MESSAGES as XM, EventExportKind } from '#shared/event-export';
import type { EventExportState, EventExportView } from '#shared/event-export';
import { Optional } from '../../../common/validation/optional';

export class CreateEventExportDto {
  @ApiProperty({
    enum: EVENT_EXPORT_KINDS,
    description:
      'registrations / attendees: CSV (UTF-8 mit BOM, Semikolon, eine Spalte je eigenem Feld); qrcodes: PDF mit den QR-Codes ' +
      'für Anmeldung und Check-in; certificates: PDF, eine Teilnahmebescheinigung je eingecheckter Person',
  })
  @IsIn(EVENT_EXPORT_KINDS, { message: XM.kindInvalid })
  kind: EventExportKind;

  @ApiPropertyOptional({ format: 'uuid', description: 'Nur bei certificates: die Bescheinigung dieser eingecheckten Person' })
  @Optional()
  @IsUUID(undefined, { message: XM.attendeeIdInvalid })
  attendeeId?: string;
}

export class EventExportViewDto implements EventExportView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) eventId: string;
  @ApiProperty({ enum: EVENT_EXPORT_KINDS }) kind: EventExportKind;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) attendeeId: string | null;
  @ApiProperty({ enum: ['csv', 'pdf'] }) format: 'csv' | 'pdf';
  @ApiProperty({ enum: ['PENDING', 'RUNNING', 'DONE', 'FAILED'] }) state: EventExportState;
  @ApiProperty({ minimum: 0, maximum: 100 }) progress: number;
  @ApiProperty({ example: 'Anmeldungen_Sommerfest.csv' }) fileName: string;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}
