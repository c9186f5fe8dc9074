// Request bodies of the calendar. POST and PUT are multipart (SPEC 7): every field arrives as text, so
// booleans and numbers are read from their text form before the rules run.
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  CALENDAR_DESCRIPTION_MAX_LENGTH,
  CALENDAR_LOCATION_MAX_LENGTH,
  CALENDAR_MESSAGES as CM,
  CALENDAR_NOTES_MAX_LENGTH,
  CALENDAR_SORT_FIELDS,
  CALENDAR_TITLE_MAX_LENGTH,
} from '#shared/calendar';
import { MESSAGES } from '#shared/validation';
import { PageQueryDto } from '../../../common/pagination.dto';
import { ColourField, IsoInstant, LevelField, RichTextField, toBool, TrimmedText, trim } from '../../../common/validation/fields';
import { MaterialIdsField } from '../../../common/validation/json-array';
import { Optional } from '../../../common/validation/optional';

type FieldDecorator = (target: object, key: string) => void;

const DATE_DESCRIPTION =
  'ISO-Zeitpunkt (mit Z oder Versatz; ohne Versatz gilt Berliner Ortszeit) oder bei ganztägigen Terminen ein Tag JJJJ-MM-TT';

/** A date of the entry: missing (or blank) before unreadable. */
function EntryDateField(requiredMessage: string, optional: boolean): FieldDecorator {
  return (target, key) => {
    ApiPropertyOptional({ description: DATE_DESCRIPTION, example: '2026-11-24T16:00:00+01:00' })(target, key);
    if (optional) Optional()(target, key);
    Transform(trim)(target, key);
    IsString({ message: requiredMessage })(target, key);
    IsNotEmpty({ message: requiredMessage })(target, key);
    IsoInstant(CM.dateInvalid)(target, key);
  };
}

/** Plain text that may be empty (location, notes): trimmed, never rendered as HTML. */
function PlainTextField(max: number, example: string): FieldDecorator {
  return (target, key) => {
    ApiPropertyOptional({ maxLength: max, example, description: 'Reiner Text' })(target, key);
    Optional()(target, key);
    Transform(trim)(target, key);
    IsString({ message: MESSAGES.tooLong(max) })(target, key);
    MaxLength(max, { message: MESSAGES.tooLong(max) })(target, key);
  };
}

/** Multipart sends the level as text ('3'); anything not a whole number stays as it is for the rule to refuse. */
const toLevel = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,5}$/.test(value.trim()) ? Number(value) : value);

function ViewAccessField(): FieldDecorator {
  return (target, key) => {
    Optional()(target, key);
    Transform(toLevel)(target, key);
    LevelField()(target, key);
    ApiPropertyOptional({ description: 'Niedrigste Rolle, die den Termin sieht (Standard 0: alle in der Gruppe)', example: 2 })(
      target,
      key,
    );
  };
}

function AllDayField(): FieldDecorator {
  return (target, key) => {
    ApiPropertyOptional({ type: Boolean, description: 'Ganztägig ("true"/"false"); Standard: false' })(target, key);
    Optional()(target, key);
    Transform(toBool)(target, key);
    IsBoolean({ message: CM.allDayInvalid })(target, key);
  };
}

/** The fields of an entry; on PUT every one is optional and only those sent change. */
class CalendarEventFields {
  @RichTextField(MESSAGES.required, CALENDAR_DESCRIPTION_MAX_LENGTH, {
    optional: true,
    example: '<p>Tagesordnung: <strong>Schulfest</strong></p>',
  })
  description?: string;

  @PlainTextField(CALENDAR_LOCATION_MAX_LENGTH, 'Raum 104')
  location?: string;

  @PlainTextField(CALENDAR_NOTES_MAX_LENGTH, 'Schlüssel beim Hausmeister abholen')
  notes?: string;

  @ColourField({ optional: true })
  color?: string;

  /** Without it the entry ends when it starts (the same day, for an all-day entry). */
  @EntryDateField(CM.endRequired, true)
  endDate?: string;

  @AllDayField()
  allDay?: boolean;

  @ViewAccessField()
  viewAccess?: number;
}

export class CreateCalendarEventDto extends CalendarEventFields {
  @TrimmedText(MESSAGES.titleRequired, CALENDAR_TITLE_MAX_LENGTH, { example: 'SV-Sitzung' })
  title: string;

  @EntryDateField(CM.startRequired, false)
  startDate: string;
}

export class UpdateCalendarEventDto extends CalendarEventFields {
  @TrimmedText(MESSAGES.titleRequired, CALENDAR_TITLE_MAX_LENGTH, { optional: true, example: 'SV-Sitzung' })
  title?: string;

  @EntryDateField(CM.startRequired, true)
  startDate?: string;

  /** The ids of the entry's files to keep; left out, all stay. */
  @MaterialIdsField()
  materials?: string[];
}

const SORT_VALUES = CALENDAR_SORT_FIELDS.flatMap((f) => [f, `-${f}`]);

/** Window bound: an instant or a plain day (a `to` day counts whole). */
function WindowBound(description: string): FieldDecorator {
  return (target, key) => {
    ApiPropertyOptional({ description, example: '2026-11-24' })(target, key);
    Optional()(target, key);
    IsString({ message: CM.dateInvalid })(target, key);
    IsoInstant(CM.dateInvalid)(target, key);
  };
}

export class CalendarEventListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: SORT_VALUES, default: 'startDate', description: 'Feld, absteigend mit "-"' })
  @Optional()
  @IsIn(SORT_VALUES, { message: `Sortieren geht nach ${CALENDAR_SORT_FIELDS.join(', ')} (absteigend mit „-“).` })
  sort?: string;

  @WindowBound('Termine, die nach diesem Zeitpunkt enden (ein Tag: ab seinem Beginn)')
  from?: string;

  @WindowBound('Termine, die vor diesem Zeitpunkt beginnen (ein Tag: einschließlich dieses Tages)')
  to?: string;
}
