// Request bodies of the task routes. POST and PUT take JSON, or multipart when files are sent (SPEC 7):
// then every field is text, `subtasks` and `connectors` are JSON text and files come as `newUploads`.
import { ParseIntPipe } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsString, IsUUID, isUUID, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { CONNECTOR_SEARCH_MAX_LENGTH, LINKED_CONTENT_KINDS, TASK_CONNECTORS_MAX } from '#shared/linked-content';
import type { ConnectorRef, LinkedContentKind } from '#shared/linked-content';
import {
  PROJECT_TASKS_MAX,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_SUBTASK_TITLE_MAX_LENGTH,
  TASK_SUBTASKS_MAX,
  TASK_TITLE_MAX_LENGTH,
} from '#shared/project';
import type { ProjectSubtask } from '#shared/project';
import { MESSAGES } from '#shared/validation';
import { ColourField, DateOnlyField, RichTextField, TrimmedText } from '../../../common/validation/fields';
import { JsonArrayField, MaterialIdsField } from '../../../common/validation/json-array';
import { Optional } from '../../../common/validation/optional';
import { ProjectErrors } from '../project.errors';
import { NullIsNoArray, toInt } from './project.dto';

export const TASK_DTO_MESSAGES = {
  subtasksInvalid: `Die Teilaufgaben sind ungültig: jede braucht einen Titel mit höchstens ${TASK_SUBTASK_TITLE_MAX_LENGTH} Zeichen (höchstens ${TASK_SUBTASKS_MAX}).`,
  connectorsInvalid: `Die Verknüpfungen sind ungültig (höchstens ${TASK_CONNECTORS_MAX}).`,
  dueDateInvalid: 'Bitte gib ein gültiges Fälligkeitsdatum an.',
  ownerInvalid: 'Die verantwortliche Person ist ungültig.',
  colIdInvalid: 'Bitte wähle eine Spalte.',
  versionRequired: 'Die Version der Aufgabe fehlt.',
  positionInvalid: 'Die Position muss eine ganze Zahl ab 0 sein.',
  doneInvalid: 'Bitte gib an, ob die Teilaufgabe erledigt ist (true oder false).',
  kindInvalid: 'Diese Art von Inhalt gibt es nicht.',
  searchInvalid: `Der Suchtext darf höchstens ${CONNECTOR_SEARCH_MAX_LENGTH} Zeichen lang sein.`,
} as const;

function isSubtask(item: unknown): boolean {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
  const { title, done, ...rest } = item as Record<string, unknown>;
  return (
    Object.keys(rest).length === 0 &&
    typeof done === 'boolean' &&
    typeof title === 'string' &&
    title.trim().length > 0 &&
    title.trim().length <= TASK_SUBTASK_TITLE_MAX_LENGTH
  );
}

function isConnectorRef(item: unknown): boolean {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
  const { kind, targetId, ...rest } = item as Record<string, unknown>;
  return (
    Object.keys(rest).length === 0 &&
    (LINKED_CONTENT_KINDS as readonly unknown[]).includes(kind) &&
    typeof targetId === 'string' &&
    isUUID(targetId, 'all')
  );
}

/** '' (an emptied multipart field) and null clear a nullable field. */
const emptyToNull = ({ value }: { value: unknown }) => (value === '' ? null : value);
const NotNull = () => ValidateIf((_o: object, value: unknown) => value !== null);

class TaskFields {
  @RichTextField(MESSAGES.required, TASK_DESCRIPTION_MAX_LENGTH, { optional: true, example: '<p>Stände planen</p>' })
  description?: string;

  @ApiPropertyOptional({ description: 'JSON: [{ title, done }]', example: '[{"title":"Zelte leihen","done":false}]', type: String })
  @JsonArrayField(isSubtask, TASK_DTO_MESSAGES.subtasksInvalid, TASK_SUBTASKS_MAX)
  @NullIsNoArray()
  subtasks?: ProjectSubtask[];

  @NotNull()
  @Transform(emptyToNull)
  @DateOnlyField(TASK_DTO_MESSAGES.dueDateInvalid, { optional: true })
  dueDate?: string | null;

  @NotNull()
  @Transform(emptyToNull)
  @ColourField({ optional: true })
  color?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'User-Id eines Mitglieds der Gruppe; leer/null: niemand',
  })
  @Optional()
  @NotNull()
  @Transform(emptyToNull)
  @IsUUID('all', { message: TASK_DTO_MESSAGES.ownerInvalid })
  owner?: string | null;

  @ApiPropertyOptional({
    description: 'JSON: [{ kind: WIKI|EVENT|SURVEY|BUDGET, targetId }] (WIKI: die Id des Kapitels)',
    example: '[{"kind":"EVENT","targetId":"3f0c6a52-8d1e-4c3b-9a57-1b2c3d4e5f60"}]',
    type: String,
  })
  @JsonArrayField(isConnectorRef, TASK_DTO_MESSAGES.connectorsInvalid, TASK_CONNECTORS_MAX)
  @NullIsNoArray()
  connectors?: ConnectorRef[];
}

export class CreateTaskDto extends TaskFields {
  @TrimmedText(MESSAGES.titleRequired, TASK_TITLE_MAX_LENGTH, { example: 'Stände planen' })
  title: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Spalte; weggelassen: die erste' })
  @Optional()
  @IsUUID('all', { message: TASK_DTO_MESSAGES.colIdInvalid })
  colId?: string;
}

export class UpdateTaskDto extends TaskFields {
  @TrimmedText(MESSAGES.titleRequired, TASK_TITLE_MAX_LENGTH, { optional: true, example: 'Stände planen' })
  title?: string;

  @ApiProperty({ description: 'Die Version, die der Client zuletzt gelesen hat (veraltet: 409)', example: 3 })
  @Transform(toInt)
  @Min(1, { message: TASK_DTO_MESSAGES.versionRequired })
  @IsInt({ message: TASK_DTO_MESSAGES.versionRequired })
  version: number;

  /** The ids of the task's files to keep; left out, all stay. */
  @MaterialIdsField()
  @NullIsNoArray()
  materials?: string[];
}

export class MoveTaskDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: TASK_DTO_MESSAGES.colIdInvalid })
  colId: string;

  @ApiProperty({ minimum: 0, description: '0 ist oben; größer als die Spalte: ans Ende', example: 0 })
  @Max(PROJECT_TASKS_MAX, { message: TASK_DTO_MESSAGES.positionInvalid })
  @Min(0, { message: TASK_DTO_MESSAGES.positionInvalid })
  @IsInt({ message: TASK_DTO_MESSAGES.positionInvalid })
  position: number;

  @ApiPropertyOptional({ description: 'Gesendet: eine veraltete Version antwortet 409' })
  @Optional()
  @Min(1, { message: TASK_DTO_MESSAGES.versionRequired })
  @IsInt({ message: TASK_DTO_MESSAGES.versionRequired })
  version?: number;
}

/** A subtask's index in the route: a whole number below TASK_SUBTASKS_MAX; anything else is not found. */
export const SubtaskIndexParam = new ParseIntPipe({ exceptionFactory: () => ProjectErrors.subtaskUnknown() });

export class TickSubtaskDto {
  @ApiProperty({ description: 'Abgehakt oder nicht' })
  @IsBoolean({ message: TASK_DTO_MESSAGES.doneInvalid })
  done: boolean;

  @ApiPropertyOptional({ description: 'Gesendet: eine veraltete Version antwortet 409' })
  @Optional()
  @Min(1, { message: TASK_DTO_MESSAGES.versionRequired })
  @IsInt({ message: TASK_DTO_MESSAGES.versionRequired })
  version?: number;
}

export class ConnectorTargetQueryDto {
  @ApiPropertyOptional({ description: 'Teil des Titels' })
  @Optional()
  @MaxLength(CONNECTOR_SEARCH_MAX_LENGTH, { message: TASK_DTO_MESSAGES.searchInvalid })
  @IsString({ message: TASK_DTO_MESSAGES.searchInvalid })
  text?: string;

  @ApiPropertyOptional({ enum: LINKED_CONTENT_KINDS })
  @Optional()
  @IsIn(LINKED_CONTENT_KINDS, { message: TASK_DTO_MESSAGES.kindInvalid })
  kind?: LinkedContentKind;
}
