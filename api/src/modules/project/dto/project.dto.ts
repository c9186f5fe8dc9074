// Request bodies of the project routes (JSON). Column lists are checked for shape here and against the
// project's current columns in the service (unknown ids, removing a column that holds tasks).
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { isUUID } from 'class-validator';
import {
  PROJECT_COLUMN_TITLE_MAX_LENGTH,
  PROJECT_COLUMNS_MAX,
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_TITLE_MAX_LENGTH,
} from '#shared/project';
import { MESSAGES } from '#shared/validation';
import { LevelField, RichTextField, TrimmedText } from '../../../common/validation/fields';
import { JsonArrayField } from '../../../common/validation/json-array';
import { Optional } from '../../../common/validation/optional';

export const PROJECT_DTO_MESSAGES = {
  columnsInvalid: `Die Spalten sind ungültig: jede braucht einen Titel mit höchstens ${PROJECT_COLUMN_TITLE_MAX_LENGTH} Zeichen (höchstens ${PROJECT_COLUMNS_MAX} Spalten).`,
} as const;

function isColumnInput(item: unknown): boolean {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
  const { _id, title, ...rest } = item as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return false;
  if (_id !== undefined && !(typeof _id === 'string' && isUUID(_id, 'all'))) return false;
  return typeof title === 'string' && title.trim().length > 0 && title.trim().length <= PROJECT_COLUMN_TITLE_MAX_LENGTH;
}

/**
 * null in a JSON-array field is not "left out" (JsonArrayField lets null through as optional): it becomes
 * text that is no array, so the field's message answers 400 instead of a service reading null.
 */
export const NullIsNoArray = () => Transform(({ value }: { value: unknown }) => (value === null ? 'null' : value));

/** Multipart-style text ('3') becomes a number; anything else stays for the rule to refuse. */
export const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value;

export class CreateProjectDto {
  @TrimmedText(MESSAGES.titleRequired, PROJECT_TITLE_MAX_LENGTH, { example: 'Schulfest' })
  title: string;

  @RichTextField(MESSAGES.required, PROJECT_DESCRIPTION_MAX_LENGTH, { optional: true, example: '<p>Unser Sommerfest</p>' })
  description?: string;

  @Optional()
  @Transform(toInt)
  @LevelField()
  viewAccess?: number;
}

export class UpdateProjectDto {
  @TrimmedText(MESSAGES.titleRequired, PROJECT_TITLE_MAX_LENGTH, { optional: true, example: 'Schulfest' })
  title?: string;

  @RichTextField(MESSAGES.required, PROJECT_DESCRIPTION_MAX_LENGTH, { optional: true })
  description?: string;

  @Optional()
  @Transform(toInt)
  @LevelField()
  viewAccess?: number;

  @ApiPropertyOptional({
    description:
      'Die ganze geordnete Spaltenliste: Einträge ohne _id sind neu, fehlende werden entfernt (409, wenn sie Aufgaben enthalten)',
    example: [{ _id: '3f0c6a52-8d1e-4c3b-9a57-1b2c3d4e5f60', title: 'Offen' }, { title: 'Warten' }],
  })
  @JsonArrayField(isColumnInput, PROJECT_DTO_MESSAGES.columnsInvalid, PROJECT_COLUMNS_MAX)
  @NullIsNoArray()
  columns?: Array<{ _id?: string; title: string }>;
}
