// A question as the editor sends it (POST/PUT .../component); the per-kind rules are survey-component.rules.ts.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import {
  LIKERT_TEMPLATES,
  NOMINAL_TYPES,
  SURVEY_COMPONENT_KINDS,
  SURVEY_COMPONENT_TEXT_MAX_LENGTH,
  SURVEY_COMPONENT_TITLE_MAX_LENGTH,
  SURVEY_MAX_COMPONENTS,
  SURVEY_MAX_OPTIONS,
  SURVEY_MESSAGES as SM,
  SURVEY_OPTION_MAX_LENGTH,
  SurveyComponentKind,
} from '#shared/survey';
import type { LikertTemplate, NominalType } from '#shared/survey';
import { MESSAGES } from '#shared/validation';
import { TrimmedText } from '../../../common/validation/fields';
import { Optional } from '../../../common/validation/optional';

export class SurveyOptionDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Vorhandene Option: ihre Id bleibt (und damit ihre Antworten)' })
  @Optional()
  @IsUUID(undefined, { message: 'Die Id der Option ist ungültig.' })
  _id?: string;

  @ApiProperty({ example: 'Mathe', maxLength: SURVEY_OPTION_MAX_LENGTH })
  @MaxLength(SURVEY_OPTION_MAX_LENGTH, { message: MESSAGES.tooLong(SURVEY_OPTION_MAX_LENGTH) })
  @IsString({ message: SM.optionEmpty })
  label: string;
}

export class SurveyComponentDto {
  @ApiProperty({ enum: SURVEY_COMPONENT_KINDS })
  @IsIn(SURVEY_COMPONENT_KINDS, { message: SM.kindRequired })
  kind: SurveyComponentKind;

  @TrimmedText(SM.titleRequired, SURVEY_COMPONENT_TITLE_MAX_LENGTH, { example: 'Wie gefällt dir die Schule?' })
  title: string;

  @ApiPropertyOptional({ description: 'TEXT: der Text des Blocks; sonst ein Hinweis', maxLength: SURVEY_COMPONENT_TEXT_MAX_LENGTH })
  @Optional()
  @MaxLength(SURVEY_COMPONENT_TEXT_MAX_LENGTH, { message: MESSAGES.tooLong(SURVEY_COMPONENT_TEXT_MAX_LENGTH) })
  @IsString({ message: MESSAGES.tooLong(SURVEY_COMPONENT_TEXT_MAX_LENGTH) })
  text?: string;

  @ApiPropertyOptional({ default: false })
  @Optional()
  @IsBoolean({ message: 'Bitte gib true oder false an.' })
  required?: boolean;

  @ApiPropertyOptional({ type: [SurveyOptionDto], description: 'CHOICE: mindestens eine Option' })
  @Optional()
  @ArrayMaxSize(SURVEY_MAX_OPTIONS, { message: `Höchstens ${SURVEY_MAX_OPTIONS} Optionen.` })
  @ValidateNested({ each: true })
  @Type(() => SurveyOptionDto)
  @IsArray({ message: SM.optionsRequired })
  options?: SurveyOptionDto[];

  @ApiPropertyOptional({ default: false, description: 'CHOICE: Mehrfachauswahl' })
  @Optional()
  @IsBoolean({ message: 'Bitte gib true oder false an.' })
  multiple?: boolean;

  @ApiPropertyOptional({ default: 0, description: 'CHOICE mit Mehrfachauswahl: höchstens so viele (0 = unbegrenzt)' })
  @Optional()
  @Max(SURVEY_MAX_OPTIONS, { message: SM.maxSelectionInvalid })
  @Min(0, { message: SM.maxSelectionInvalid })
  @IsInt({ message: SM.maxSelectionInvalid })
  maxSelection?: number;

  @ApiPropertyOptional({ enum: LIKERT_TEMPLATES, description: 'LIKERT: Pflicht' })
  @Optional()
  @IsIn(LIKERT_TEMPLATES, { message: SM.scaleTemplateRequired })
  scaleTemplate?: LikertTemplate;

  @ApiPropertyOptional({ enum: NOMINAL_TYPES, description: 'NOMINAL: Pflicht' })
  @Optional()
  @IsIn(NOMINAL_TYPES, { message: SM.nominalTypeRequired })
  nominalType?: NominalType;
}

/** PUT .../component/{componentId}/order: the new 0-based position. */
export class SurveyComponentOrderDto {
  @ApiProperty({ example: 0, minimum: 0 })
  @Max(SURVEY_MAX_COMPONENTS - 1, { message: SM.orderInvalid })
  @Min(0, { message: SM.orderInvalid })
  @IsInt({ message: SM.orderInvalid })
  position: number;
}
