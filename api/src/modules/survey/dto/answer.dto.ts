// POST /survey/public/survey/{surveyId}/result: the shape here, each answer against its question in
// survey-answer.rules.ts, the mode's rule in survey-public.service.ts.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsNotEmpty, IsString, IsUUID, MaxLength, ValidateNested, registerDecorator } from 'class-validator';
import { SURVEY_IDENTIFIER_MAX_LENGTH, SURVEY_MAX_COMPONENTS, SURVEY_MESSAGES as SM } from '#shared/survey';
import { MailField, trim } from '../../../common/validation/fields';
import { Optional } from '../../../common/validation/optional';

/** The value's shape per kind is the rules' check; here only that it is a string, a number or a list of strings. */
function AnswerValueField(): (target: object, key: string) => void {
  return (target, key) => {
    ApiProperty({
      description: 'CHOICE/NOMINAL: Options-Id (Mehrfachauswahl: Liste); LIKERT: Stufe ab 1; OPEN: Text; WORDCLOUD: 1–3 Wörter',
      oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'array', items: { type: 'string' } }],
      example: 3,
    })(target, key);
    Optional()(target, key);
    registerDecorator({
      name: 'surveyAnswerValue',
      target: target.constructor,
      propertyName: key,
      options: { message: SM.answerNotAnOption },
      validator: {
        validate: (v: unknown) =>
          typeof v === 'string' || typeof v === 'number' || (Array.isArray(v) && v.length <= 50 && v.every((x) => typeof x === 'string')),
      },
    });
  };
}

export class SurveyAnswerItemDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID(undefined, { message: SM.answerUnknownComponent })
  componentId: string;

  @AnswerValueField()
  value?: string | number | string[];
}

export class SurveyAnswerDto {
  @ApiProperty({ type: [SurveyAnswerItemDto] })
  @ArrayMaxSize(SURVEY_MAX_COMPONENTS, { message: SM.answerUnknownComponent })
  @ValidateNested({ each: true })
  @Type(() => SurveyAnswerItemDto)
  @IsArray({ message: SM.answerRequired })
  answers: SurveyAnswerItemDto[];

  @ApiProperty({ description: 'Geräte-Fingerprint (Pflicht für jede öffentliche Umfrage)', maxLength: SURVEY_IDENTIFIER_MAX_LENGTH })
  @Transform(trim)
  @MaxLength(SURVEY_IDENTIFIER_MAX_LENGTH, { message: SM.fingerprintRequired })
  @IsNotEmpty({ message: SM.fingerprintRequired })
  @IsString({ message: SM.fingerprintRequired })
  identifier: string;

  @ApiPropertyOptional({ description: 'TAN: der Umfrage-Code (Groß-/Kleinschreibung egal)', example: 'K7MX3QPA' })
  @Optional()
  @Transform(trim)
  @MaxLength(32, { message: SM.codeInvalid })
  @IsString({ message: SM.codeRequired })
  code?: string;

  @MailField({ optional: true, description: 'PERSONAL: die E-Mail-Adresse' })
  mail?: string;
}

export class PublicSurveyQueryDto {
  @ApiProperty({ description: 'Geräte-Fingerprint', required: true })
  @Optional()
  @MaxLength(SURVEY_IDENTIFIER_MAX_LENGTH, { message: SM.fingerprintRequired })
  @IsString({ message: SM.fingerprintRequired })
  identifier?: string;
}
