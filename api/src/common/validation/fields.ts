// The field decorators every DTO shares. The validation pipe reports the first failing rule, and rules
// register in the order a person should read them (wrong type or missing, then too long): each helper
// registers them in that order itself, so stacking order at the use site does not matter.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsInt,
  IsNotEmpty,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  ValidateIf,
  ValidationArguments,
} from 'class-validator';
import { groupNameProblem, normaliseName, personNameProblem } from '#shared/names';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, MESSAGES, NAME_MAX_LENGTH, TITLE_MAX_LENGTH } from '#shared/validation';
import { parseInstant, toCalendarDay } from '../../core/iso-date';
import { sanitizeRichText } from './rich-text';

type FieldDecorator = (target: object, key: string) => void;

export const FIELD_MESSAGES = {
  nameRequired: 'Bitte gib einen Namen ein.',
  levelRequired: 'Bitte wähle eine Rolle aus.',
  colourInvalid: 'Bitte wähle eine gültige Farbe (z. B. #1677ff).',
  dateRangeInvalid: 'Das Ende darf nicht vor dem Beginn liegen.',
} as const;

export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
export const lower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
/** Trim, NFC and single spaces (shared/names.ts), so that equal-looking names are stored equal. */
export const normalisedName = ({ value }: { value: unknown }) => (typeof value === 'string' ? normaliseName(value) : value);
/** Multipart and query strings carry booleans as text. */
export const toBool = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

const DATE_ONLY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

function apply(...decorators: FieldDecorator[]): FieldDecorator {
  return (target, key) => decorators.forEach((d) => d(target, key));
}

interface FieldOptions {
  optional?: boolean;
  example?: string;
  description?: string;
}

function doc(options: FieldOptions, extra: Record<string, unknown> = {}): FieldDecorator {
  const meta = { example: options.example, description: options.description, ...extra };
  return options.optional ? (ApiPropertyOptional(meta) as FieldDecorator) : (ApiProperty(meta) as FieldDecorator);
}

// An optional field may be left out; `null` is not "left out" (it would reach a NOT NULL column as a 500):
// it is checked like any other value and refused with the field's message.
const optional = (options: FieldOptions): FieldDecorator[] =>
  options.optional ? [ValidateIf((_object: object, value: unknown) => value !== undefined) as FieldDecorator] : [];

/** An e-mail address, trimmed and lower-cased as user_account stores it. */
export function MailField(options: FieldOptions = {}): FieldDecorator {
  return apply(
    doc({ example: 'lea.schmidt@example.org', ...options }, { maxLength: EMAIL_MAX_LENGTH }),
    ...optional(options),
    Transform(lower),
    IsString({ message: MESSAGES.emailInvalid }),
    MaxLength(EMAIL_MAX_LENGTH, { message: MESSAGES.emailInvalid }),
    Matches(EMAIL_PATTERN, { message: MESSAGES.emailInvalid }),
  );
}

/** A required string taken as typed (a password is never trimmed): "missing" before "too long". */
export function RequiredString(requiredMessage: string, max: number, options: FieldOptions = {}): FieldDecorator {
  return apply(
    doc(options, { maxLength: max }),
    ...optional(options),
    IsString({ message: requiredMessage }),
    IsNotEmpty({ message: requiredMessage }),
    MaxLength(max, { message: MESSAGES.tooLong(max) }),
  );
}

/** A required, trimmed text: "missing" before "too long". */
export function TrimmedText(requiredMessage: string, max: number, options: FieldOptions = {}): FieldDecorator {
  return apply(Transform(trim), RequiredString(requiredMessage, max, options));
}

/**
 * The one name rule of shared/names.ts as a class-validator constraint: `problem` returns the German
 * message of what is wrong (control or invisible characters, no letter, ...) or null.
 */
export function NameRule(problem: (value: string) => string | null): FieldDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'nameRule',
      target: target.constructor,
      propertyName: key,
      options: {
        message: (args: ValidationArguments) =>
          (typeof args.value === 'string' ? problem(args.value) : null) ?? FIELD_MESSAGES.nameRequired,
      },
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || problem(value) === null,
      },
    });
}

/** A required name, normalised: "missing", then "too long", then the name rule. */
function NormalisedName(
  requiredMessage: string,
  max: number,
  problem: (value: string) => string | null,
  options: FieldOptions,
): FieldDecorator {
  return apply(
    doc(options, { maxLength: max }),
    ...optional(options),
    Transform(normalisedName),
    IsString({ message: requiredMessage }),
    IsNotEmpty({ message: requiredMessage }),
    MaxLength(max, { message: MESSAGES.tooLong(max) }),
    NameRule(problem),
  );
}

/** The name of a group, domain or other titled thing (at most TITLE_MAX_LENGTH; digits allowed: 'SV Klasse 10b'). */
export function NameField(options: FieldOptions = {}): FieldDecorator {
  return NormalisedName(FIELD_MESSAGES.nameRequired, TITLE_MAX_LENGTH, (value) => groupNameProblem(value, TITLE_MAX_LENGTH), options);
}

/** A name that may be left out (updates change only what is given). */
export function OptionalNameField(options: FieldOptions = {}): FieldDecorator {
  return NameField({ ...options, optional: true });
}

/** A person's first or last name: letters, spaces, hyphens, apostrophes and dots, at most NAME_MAX_LENGTH. */
export function PersonNameField(requiredMessage: string, options: FieldOptions = {}): FieldDecorator {
  return NormalisedName(requiredMessage, NAME_MAX_LENGTH, personNameProblem, options);
}

const DATE_ONLY_DESCRIPTION =
  'Kalendertag: ein ISO-Datum (JJJJ-MM-TT) oder ein ISO-Zeitpunkt (z. B. 2026-11-23T23:30:00Z); ' +
  'von einem Zeitpunkt zählt der Kalendertag in Europe/Berlin (hier der 24.11.2026).';

/**
 * A calendar day. Clients may send an ISO date (2026-09-15) or an ISO date-time, as SPEC 7 sends dates
 * (2026-11-23T23:30:00Z); a date-time is stored as the day it falls on in Berlin (here the 24th), so a
 * browser in another zone, or one that sends midnight local time as UTC, still means the day it showed.
 * Every date-only field of every module uses this decorator.
 */
export function DateOnlyField(requiredMessage: string, options: FieldOptions = {}): FieldDecorator {
  return apply(
    doc({ example: '2026-09-15', description: DATE_ONLY_DESCRIPTION, ...options }, { type: String, format: 'date' }),
    ...optional(options),
    Transform(({ value }: { value: unknown }) => toCalendarDay(value) ?? value),
    IsString({ message: requiredMessage }),
    Matches(DATE_ONLY, { message: requiredMessage }),
    CalendarDay(requiredMessage),
  );
}

/** A day that exists (no 30 February); the Transform above already turned date-times into days. */
function CalendarDay(message: string): FieldDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'calendarDay',
      target: target.constructor,
      propertyName: key,
      options: { message },
      validator: { validate: (value: unknown) => typeof value === 'string' && toCalendarDay(value) === value },
    });
}

/**
 * An instant, as every module's date-time fields take it (issue 24 §11): what the product's one parser
 * (core/iso-date.ts parseInstant) reads, an ISO day or an ISO date-time in the extended form, years
 * 1900 to 2200. Week and ordinal dates, the basic form and far years get the field's German message.
 */
export function IsoInstant(message: string): FieldDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'isoInstant',
      target: target.constructor,
      propertyName: key,
      options: { message },
      validator: { validate: (value: unknown) => parseInstant(value) !== null },
    });
}

/**
 * Hands a readable instant on in its UTC form (2026-12-04T15:00:00.000Z), so a service's `new Date()` reads
 * exactly the instant the parser read (a time without offset is Berlin wall-clock, not the server's zone).
 * Anything else stays as sent for IsoInstant to refuse.
 */
export const toIsoInstant = ({ value }: { value: unknown }) => parseInstant(value)?.toISOString() ?? value;

/** The end of a range (a day or an ISO date-time) lies not before the sibling `startProperty`. */
export function DateRangeEnd(startProperty: string, message: string = FIELD_MESSAGES.dateRangeInvalid): FieldDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'dateRangeEnd',
      target: target.constructor,
      propertyName: key,
      options: { message },
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const start = (args.object as Record<string, unknown>)[startProperty];
          if (value === undefined || value === null || start === undefined || start === null) return true;
          const [from, to] = [Date.parse(String(start)), Date.parse(String(value))];
          return Number.isNaN(from) || Number.isNaN(to) || to >= from;
        },
      },
    });
}

/** A level number; whether it exists in the tenant's type is the service's check. */
export function LevelField(): FieldDecorator {
  return apply(
    ApiProperty({ description: 'Rolle in der Gruppe (SV 0–5, SSR 0–3, NETWORK 0–2)', example: 2 }) as FieldDecorator,
    IsInt({ message: FIELD_MESSAGES.levelRequired }),
    Min(0, { message: FIELD_MESSAGES.levelRequired }),
    Max(32767, { message: FIELD_MESSAGES.levelRequired }),
  );
}

/** A colour as #rrggbb. */
export function ColourField(options: FieldOptions = {}): FieldDecorator {
  return apply(
    doc({ example: '#1677ff', ...options }, { type: String }),
    ...optional(options),
    IsString({ message: FIELD_MESSAGES.colourInvalid }),
    Matches(HEX_COLOUR, { message: FIELD_MESSAGES.colourInvalid }),
  );
}

/**
 * Formatted text (HTML from the editor), stored as the one sanitiser (rich-text.ts) returns it, so every
 * rich-text field of every module holds only allow-listed markup; the length counts the sanitised text.
 * An optional one may be sent empty to clear it.
 */
export function RichTextField(requiredMessage: string, max: number, options: FieldOptions = {}): FieldDecorator {
  return apply(
    doc({ description: 'Formatierter Text (HTML, wird serverseitig bereinigt)', ...options }, { maxLength: max }),
    ...optional(options),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? sanitizeRichText(value) : value)),
    IsString({ message: requiredMessage }),
    ...(options.optional ? [] : [IsNotEmpty({ message: requiredMessage }) as FieldDecorator]),
    MaxLength(max, { message: MESSAGES.tooLong(max) }),
  );
}
