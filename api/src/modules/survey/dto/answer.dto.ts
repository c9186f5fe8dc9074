// POST /survey/public/survey/{surveyId}/result: the shape here, each answer against its question in
// survey-answer.rules.ts, the mode's rule in survey-public.service.ts.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsString, IsUUID, MaxLength, ValidateNested, registerDecorator } from 'class-validator';
import { SURVEY_MAX_COMPONENTS, SURVEY_MESSAGES as SM } from '#shared/survey';
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

  @ApiPropertyOptional({ description: 'TAN: der Umfrage-Code (Groß-/Kleinschreibung egal)', example: 'K7MX3QPA' })
  @Optional()
  @Transform(trim)
  @MaxLength(32, { message: SM.codeInvalid })
  @IsString({ message: SM.codeRequired })
  code?: string;

  @MailField({ optional: true, description: 'PERSONAL ohne Anmeldung: die Adresse, an die der Bestätigungslink geht' })
  mail?: string;
}

/**
 * The public page takes only the slip's code (TAN), to say at once when it is spent: the old device
 * `identifier` (chosen by the client, so it counted nothing) is refused as unknown by the validation
 * pipe's whitelist, as is any other field.
 */
export class PublicSurveyQueryDto {
  @ApiPropertyOptional({ description: 'TAN: der Code aus dem Link des Zettels', example: 'K7MX3QPA' })
  @Optional()
  @Transform(trim)
  @MaxLength(32, { message: SM.codeInvalid })
  @IsString({ message: SM.codeInvalid })
  code?: string;
}

/** POST /survey/public/confirm: the token of the mailed link (never in a URL the API logs). */
export class SurveyConfirmDto {
  @ApiProperty({ description: 'Der Token aus dem Bestätigungslink' })
  @MaxLength(100, { message: SM.confirmationInvalid })
  @IsString({ message: SM.confirmationInvalid })
  token: string;
}
