// Request bodies and queries of the tenant survey routes (JSON only: a survey has no files).
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import {
  SURVEY_DESCRIPTION_MAX_LENGTH,
  SURVEY_MESSAGES as SM,
  SURVEY_MODES,
  SURVEY_STATES,
  SURVEY_TITLE_MAX_LENGTH,
  SurveyMode,
  SurveyState,
} from '#shared/survey';
import { MESSAGES } from '#shared/validation';
import { PageQueryDto } from '../../../common/pagination.dto';
import { IsoInstant, LevelField, toIsoInstant, TrimmedText, trim } from '../../../common/validation/fields';
import { Optional } from '../../../common/validation/optional';

const DATE_INVALID = 'Bitte gib ein gültiges Datum an.';
type FieldDecorator = (target: object, key: string) => void;

/** An ISO instant, or null to open that side of the period. */
function PeriodField(): FieldDecorator {
  return (target, key) => {
    ApiPropertyOptional({
      type: String,
      nullable: true,
      description: 'ISO-Zeitpunkt; null = ohne Grenze',
      example: '2026-12-01T08:00:00+01:00',
    })(target, key);
    // null opens that side of the period: left to the ValidateIf below.
    IsOptional()(target, key);
    ValidateIf((_, v) => v !== null)(target, key);
    Transform(toIsoInstant)(target, key);
    IsoInstant(DATE_INVALID)(target, key);
    IsString({ message: DATE_INVALID })(target, key);
  };
}

class SurveyFields {
  @ApiPropertyOptional({ maxLength: SURVEY_DESCRIPTION_MAX_LENGTH, description: 'Reiner Text' })
  @Optional()
  @Transform(trim)
  @MaxLength(SURVEY_DESCRIPTION_MAX_LENGTH, { message: MESSAGES.tooLong(SURVEY_DESCRIPTION_MAX_LENGTH) })
  @IsString({ message: MESSAGES.tooLong(SURVEY_DESCRIPTION_MAX_LENGTH) })
  description?: string;

  @PeriodField()
  startDate?: string | null;

  @PeriodField()
  endDate?: string | null;

  @Optional()
  @LevelField()
  viewAccess?: number;
}

export class CreateSurveyDto extends SurveyFields {
  @TrimmedText(SM.titleRequired, SURVEY_TITLE_MAX_LENGTH, { example: 'Schulklima 2026' })
  title: string;

  /** Issue 28 §19: chosen, never assumed; the mode decides what the survey promises its participants. */
  @ApiProperty({ enum: SURVEY_MODES, example: SurveyMode.ANONYMOUS })
  @IsIn(SURVEY_MODES, { message: SM.modeRequired })
  mode: SurveyMode;
}

export class UpdateSurveyDto extends SurveyFields {
  @TrimmedText(SM.titleRequired, SURVEY_TITLE_MAX_LENGTH, { optional: true, example: 'Schulklima 2026' })
  title?: string;

  @ApiPropertyOptional({ enum: SURVEY_MODES })
  @Optional()
  @IsIn(SURVEY_MODES, { message: SM.modeRequired })
  mode?: SurveyMode;

  @ApiPropertyOptional({ enum: SURVEY_STATES, description: 'ACTIVE braucht mindestens eine beantwortbare Frage' })
  @Optional()
  @IsIn(SURVEY_STATES, { message: 'Bitte wähle ACTIVE oder INACTIVE.' })
  state?: SurveyState;
}

export class SurveyListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: SURVEY_STATES })
  @Optional()
  @IsIn(SURVEY_STATES, { message: 'Bitte wähle ACTIVE oder INACTIVE.' })
  state?: SurveyState;
}
