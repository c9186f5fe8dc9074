// Request bodies of the tenant event routes. POST and PUT take JSON, or multipart when files are sent
// (SPEC 7): then every field is text, and `switches`, `configuration` and `customFields` are JSON text.
// Their shapes are checked by event-rules.ts / event-program.ts with field paths and German messages; the
// classes below only describe those shapes to OpenAPI (no validation runs on them).
import { Type } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, Matches, MaxLength, registerDecorator } from 'class-validator';
import {
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_DOOR_CODE_MAX_LENGTH,
  EVENT_DOOR_CODE_PATTERN,
  EVENT_FIELD_MAX_COUNT,
  EVENT_FIELD_MAX_OPTIONS,
  EVENT_FIELD_NAME_MAX_LENGTH,
  EVENT_FIELD_OPTION_MAX_LENGTH,
  EVENT_FIELD_TYPES,
  EVENT_LIST_WHEN,
  EVENT_LOCATION_MAX_LENGTH,
  EVENT_MESSAGES as EM,
  EVENT_PROGRAM_DESCRIPTION_MAX_LENGTH,
  EVENT_PROGRAM_MAX_ITEMS,
  EVENT_PROGRAM_TIME_MAX_LENGTH,
  EVENT_SORT_FIELDS,
  EVENT_TITLE_MAX_LENGTH,
  EventFieldType,
} from '#shared/event';
import { MESSAGES } from '#shared/validation';
import { parseJsonText } from '../../../common/http/json-depth';
import { PageQueryDto } from '../../../common/pagination.dto';
import { IsoInstant, LevelField, RichTextField, toIsoInstant, TrimmedText, trim } from '../../../common/validation/fields';
import { MaterialIdsField } from '../../../common/validation/json-array';
import { Optional } from '../../../common/validation/optional';

type FieldDecorator = (target: object, key: string) => void;
/** What the JSON value is, for OpenAPI. */
type JsonShape = { type: Type<unknown>; isArray?: boolean; maxItems?: number };

/** `switches`: only the switches sent change. */
export class EventSwitchesInput {
  @ApiPropertyOptional({ description: 'Programmseite öffentlich' }) program?: boolean;
  @ApiPropertyOptional({ description: 'Anmeldeseite öffentlich' }) registration?: boolean;
  @ApiPropertyOptional({ description: 'Check-in-Seite öffentlich' }) checkin?: boolean;
}

export class EventProgramItemInput {
  @ApiPropertyOptional({ format: 'uuid', description: 'Die Id eines vorhandenen Punkts, der sie behält' }) _id?: string;
  @ApiPropertyOptional({ maxLength: EVENT_PROGRAM_TIME_MAX_LENGTH, example: '18:00' }) time?: string;
  @ApiProperty({ maxLength: EVENT_TITLE_MAX_LENGTH, example: 'Begrüßung' }) title: string;
  @ApiPropertyOptional({ maxLength: EVENT_PROGRAM_DESCRIPTION_MAX_LENGTH, description: 'HTML', example: '<p>Aula</p>' })
  description?: string;
  @ApiPropertyOptional({ type: 'string', format: 'uuid', isArray: true, description: 'Ids der zu behaltenden Dateien' })
  materials?: string[];
  @ApiPropertyOptional({ type: 'integer', isArray: true, description: 'Positionen (ab 0) unter den Dateien im Feld newUploads' })
  newUploads?: number[];
}

export class EventConfigurationInput {
  @ApiPropertyOptional({ type: [EventProgramItemInput], maxItems: EVENT_PROGRAM_MAX_ITEMS }) toc?: EventProgramItemInput[];
}

export class EventCustomFieldInput {
  @ApiPropertyOptional({ format: 'uuid', description: 'Die Id eines vorhandenen Felds, das sie (und seine Antworten) behält' })
  _id?: string;
  @ApiProperty({ maxLength: EVENT_FIELD_NAME_MAX_LENGTH, example: 'Klasse' }) name: string;
  @ApiProperty({ enum: EVENT_FIELD_TYPES }) type: EventFieldType;
  @ApiPropertyOptional({
    type: 'string',
    isArray: true,
    maxItems: EVENT_FIELD_MAX_OPTIONS,
    maxLength: EVENT_FIELD_OPTION_MAX_LENGTH,
    description: 'Nötig für single und multiple',
    example: ['5a', '5b'],
  })
  options?: string[];
  @ApiPropertyOptional({ default: false }) required?: boolean;
}

const NOT_JSON = Symbol('not JSON');

/** A JSON value: as is from a JSON body, parsed from multipart text; its shape is the service's rule. */
function JsonField(description: string, example: unknown, shape: JsonShape): FieldDecorator {
  return (target, key) => {
    ApiPropertyOptional({ ...shape, description: `${description} (multipart: als JSON-Text)`, example })(target, key);
    Optional()(target, key);
    Transform(({ value }: { value: unknown }) => {
      if (typeof value !== 'string') return value;
      try {
        return parseJsonText(value, key);
      } catch (err) {
        if (err instanceof SyntaxError) return NOT_JSON;
        throw err;
      }
    })(target, key);
    registerDecorator({
      name: 'jsonValue',
      target: target.constructor,
      propertyName: key,
      options: { message: EM.jsonInvalid },
      validator: { validate: (value: unknown) => value !== NOT_JSON },
    });
  };
}

function EventDateField(requiredMessage: string, optional: boolean): FieldDecorator {
  return (target, key) => {
    ApiPropertyOptional({ description: 'ISO-Zeitpunkt mit Z oder Versatz', example: '2026-12-04T16:00:00+01:00' })(target, key);
    if (optional) Optional()(target, key);
    Transform(({ value }: { value: unknown }) => toIsoInstant({ value: trim({ value }) }))(target, key);
    IsString({ message: requiredMessage })(target, key);
    IsNotEmpty({ message: requiredMessage })(target, key);
    IsoInstant(EM.dateInvalid)(target, key);
  };
}

/** Multipart sends the level as text ('3'); anything not a whole number stays for the rule to refuse. */
const toLevel = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,5}$/.test(value.trim()) ? Number(value) : value);

class EventFields {
  @RichTextField(MESSAGES.required, EVENT_DESCRIPTION_MAX_LENGTH, { optional: true, example: '<p>Unser <strong>Schulfest</strong></p>' })
  description?: string;

  @ApiPropertyOptional({ maxLength: EVENT_LOCATION_MAX_LENGTH, example: 'Aula', description: 'Reiner Text' })
  @Optional()
  @Transform(trim)
  @MaxLength(EVENT_LOCATION_MAX_LENGTH, { message: MESSAGES.tooLong(EVENT_LOCATION_MAX_LENGTH) })
  @IsString({ message: MESSAGES.tooLong(EVENT_LOCATION_MAX_LENGTH) })
  location?: string;

  @ApiPropertyOptional({
    maxLength: EVENT_DOOR_CODE_MAX_LENGTH,
    example: 'AULA7',
    description: 'Code am Eingang, den der Check-in verlangt (Buchstaben und Ziffern); leer: kein Code',
  })
  @Optional()
  @Transform(trim)
  @IsString({ message: EM.doorCodeInvalid })
  @MaxLength(EVENT_DOOR_CODE_MAX_LENGTH, { message: EM.doorCodeInvalid })
  @Matches(EVENT_DOOR_CODE_PATTERN, { message: EM.doorCodeInvalid })
  doorCode?: string;

  /** Without it the event ends when it starts. */
  @EventDateField(EM.endRequired, true)
  endDate?: string;

  @Optional()
  @Transform(toLevel)
  @LevelField()
  viewAccess?: number;

  @JsonField(
    'Schalter der öffentlichen Seiten; nur gesendete ändern sich',
    { program: true, registration: true, checkin: false },
    { type: EventSwitchesInput },
  )
  switches?: unknown;

  @JsonField(
    'Programm: { toc: [{ _id?, time, title, description (HTML), materials?: [ids der zu behaltenden Dateien], newUploads?: [Positionen] }] }. ' +
      'Eine hochgeladene Datei gehört zu einem Programmpunkt, wenn dessen newUploads ihre Position (ab 0) unter den Dateien ' +
      'im Feld newUploads dieser Anfrage nennt; Dateien, die kein Punkt nennt, werden Materialien des Events. ' +
      'Gesendet ersetzt es das ganze Programm; ein Punkt behält seine Id, wenn _id einen vorhandenen nennt.',
    { toc: [{ time: '18:00', title: 'Begrüßung', description: '<p>Aula</p>', newUploads: [0] }] },
    { type: EventConfigurationInput },
  )
  configuration?: unknown;

  @JsonField(
    'Eigene Felder: [{ _id?, name, type: text|single|multiple, options: [..], required }]; ersetzt alle, ein Feld behält seine Id (und damit seine Antworten), wenn _id ein vorhandenes nennt',
    [{ name: 'Klasse', type: 'single', options: ['5a', '5b'], required: true }],
    { type: EventCustomFieldInput, isArray: true, maxItems: EVENT_FIELD_MAX_COUNT },
  )
  customFields?: unknown;
}

export class CreateEventDto extends EventFields {
  @TrimmedText(MESSAGES.titleRequired, EVENT_TITLE_MAX_LENGTH, { example: 'Schulfest' })
  title: string;

  @EventDateField(EM.startRequired, false)
  startDate: string;
}

export class UpdateEventDto extends EventFields {
  @TrimmedText(MESSAGES.titleRequired, EVENT_TITLE_MAX_LENGTH, { optional: true, example: 'Schulfest' })
  title?: string;

  @EventDateField(EM.startRequired, true)
  startDate?: string;

  /** The ids of the event's own files to keep; left out, all stay. */
  @MaterialIdsField()
  materials?: string[];
}

const SORT_VALUES = EVENT_SORT_FIELDS.flatMap((f) => [f, `-${f}`]);

export class EventListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: SORT_VALUES, default: 'startDate', description: 'Feld, absteigend mit "-"' })
  @Optional()
  @IsIn(SORT_VALUES, { message: `Sortieren geht nach ${EVENT_SORT_FIELDS.join(', ')} (absteigend mit „-“).` })
  sort?: string;

  @ApiPropertyOptional({ enum: EVENT_LIST_WHEN, description: 'upcoming: noch nicht beendet; past: beendet' })
  @Optional()
  @IsIn(EVENT_LIST_WHEN, { message: 'Bitte wähle „upcoming“ oder „past“.' })
  when?: string;
}
