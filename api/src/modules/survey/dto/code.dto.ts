// Bodies and queries of the code routes.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import {
  SURVEY_BATCH_LABEL_MAX_LENGTH,
  SURVEY_BATCH_LABEL_PATTERN,
  SURVEY_BATCH_MAX_LENGTH,
  SURVEY_CODES_MAX,
  SURVEY_CODES_MIN,
  SURVEY_MESSAGES as SM,
} from '#shared/survey';
import { MESSAGES } from '#shared/validation';
import { PageQueryDto } from '../../../common/pagination.dto';
import { toBool, trim } from '../../../common/validation/fields';
import { Optional } from '../../../common/validation/optional';

export class GenerateCodesDto {
  @ApiProperty({ minimum: SURVEY_CODES_MIN, maximum: SURVEY_CODES_MAX, example: 28 })
  @Max(SURVEY_CODES_MAX, { message: SM.codeCountInvalid })
  @Min(SURVEY_CODES_MIN, { message: SM.codeCountInvalid })
  @IsInt({ message: SM.codeCountInvalid })
  count: number;

  @ApiPropertyOptional({
    example: 'Klasse 7a',
    maxLength: SURVEY_BATCH_LABEL_MAX_LENGTH,
    description: 'Eine Klassenbezeichnung: Buchstaben (auch ä, ö, ü, ß), Ziffern und Leerzeichen; nie ein Name (issue 24 §2)',
  })
  @Optional()
  @Transform(trim)
  @Matches(SURVEY_BATCH_LABEL_PATTERN, { message: SM.batchInvalid })
  @MaxLength(SURVEY_BATCH_LABEL_MAX_LENGTH, { message: SM.batchInvalid })
  @IsString({ message: SM.batchInvalid })
  batch?: string;
}

export class CodeListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Nur dieser Stapel' })
  @Optional()
  @MaxLength(SURVEY_BATCH_MAX_LENGTH, { message: MESSAGES.tooLong(SURVEY_BATCH_MAX_LENGTH) })
  @IsString({ message: MESSAGES.tooLong(SURVEY_BATCH_MAX_LENGTH) })
  batch?: string;

  @ApiPropertyOptional({ type: Boolean })
  @Optional()
  @Transform(toBool)
  @IsBoolean({ message: 'Bitte gib true oder false an.' })
  used?: boolean;
}
