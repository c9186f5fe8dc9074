// The export request and its answer (OpenAPI); the shapes are #shared/survey-export's.
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { SURVEY_EXPORT_KINDS, SURVEY_EXPORT_MESSAGES as XM, SurveyExportKind } from '#shared/survey-export';
import type { SurveyExportState, SurveyExportView } from '#shared/survey-export';

export class CreateSurveyExportDto {
  @ApiProperty({
    enum: SURVEY_EXPORT_KINDS,
    description:
      'codes: PDF mit den unbenutzten Umfragecodes zum Ausschneiden (eine Seite je Klasse, je Code ein QR-Code ' +
      'zur Umfrage mit vorausgefülltem Code); results: CSV (UTF-8 mit BOM, Semikolon), eine Zeile je Antwort, ' +
      'eine Spalte je Frage, Auswahlen als Text',
  })
  @IsIn(SURVEY_EXPORT_KINDS, { message: XM.kindInvalid })
  kind: SurveyExportKind;
}

export class SurveyExportViewDto implements SurveyExportView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) surveyId: string;
  @ApiProperty({ enum: SURVEY_EXPORT_KINDS }) kind: SurveyExportKind;
  @ApiProperty({ enum: ['csv', 'pdf'] }) format: 'csv' | 'pdf';
  @ApiProperty({ enum: ['PENDING', 'RUNNING', 'DONE', 'FAILED'] }) state: SurveyExportState;
  @ApiProperty({ minimum: 0, maximum: 100 }) progress: number;
  @ApiProperty({ example: 'Ergebnisse_Mensa-Umfrage.csv' }) fileName: string;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}
