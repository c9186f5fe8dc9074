// Request bodies of the news and profile project routes. POST and PUT take JSON, or multipart with one file
// in the field `image` (SPEC 7); then every field is text (`removeImage` as 'true'/'false').
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, registerDecorator } from 'class-validator';
import {
  CONTENT_STATUSES,
  PROFILE_OBJECT_CONTENT_MAX_LENGTH,
  PROFILE_OBJECT_MESSAGES as PM,
  PROFILE_OBJECT_SORT_FIELDS,
  PROFILE_OBJECT_TITLE_MAX_LENGTH,
} from '#shared/profile-objects';
import type { ContentStatus } from '#shared/profile-objects';
import { PageQueryDto } from '../../../common/pagination.dto';
import { RichTextField, toBool, TrimmedText } from '../../../common/validation/fields';

type FieldDecorator = (target: object, key: string) => void;

/** Markup without a visible word ('<p> </p>', '<br>') is no content: the issue makes content required. */
export function hasVisibleText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
      .trim().length > 0
  );
}

function VisibleText(message: string): FieldDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'visibleText',
      target: target.constructor,
      propertyName: key,
      options: { message },
      validator: { validate: (value: unknown) => typeof value !== 'string' || hasVisibleText(value) },
    });
}

function StatusField(): FieldDecorator {
  return (target, key) => {
    ApiPropertyOptional({
      enum: CONTENT_STATUSES,
      description: 'DRAFT (Entwurf), EXAMINATION (zur Prüfung einreichen); PUBLISHED nur mit profile-object:publish, sonst 403',
    })(target, key);
    IsOptional()(target, key);
    IsIn(CONTENT_STATUSES, { message: PM.statusInvalid })(target, key);
  };
}

export class CreateProfileObjectDto {
  @TrimmedText(PM.titleRequired, PROFILE_OBJECT_TITLE_MAX_LENGTH, { example: 'Neue Bänke für den Schulhof' })
  title: string;

  // Class-validator runs stacked decorators bottom-up; the visible-text rule reads the sanitised copy.
  @VisibleText(PM.contentRequired)
  @RichTextField(PM.contentRequired, PROFILE_OBJECT_CONTENT_MAX_LENGTH, {
    example: '<p>Ab Montag stehen <strong>vier neue Bänke</strong> bereit.</p>',
  })
  content: string;

  @StatusField()
  status?: ContentStatus;
}

/** Only the fields sent change; a PUT with only `status` is a workflow step (submit, publish, take back). */
export class UpdateProfileObjectDto {
  @TrimmedText(PM.titleRequired, PROFILE_OBJECT_TITLE_MAX_LENGTH, { optional: true, example: 'Neue Bänke für den Schulhof' })
  title?: string;

  @IsOptional()
  @VisibleText(PM.contentRequired)
  @RichTextField(PM.contentRequired, PROFILE_OBJECT_CONTENT_MAX_LENGTH, { example: '<p>Ab Montag stehen vier neue Bänke bereit.</p>' })
  content?: string;

  @StatusField()
  status?: ContentStatus;

  @ApiPropertyOptional({ description: 'true entfernt das Bild (ein neues Bild im Feld image ersetzt es ohnehin)' })
  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: PM.removeImageInvalid })
  removeImage?: boolean;
}

const SORT_VALUES = PROFILE_OBJECT_SORT_FIELDS.flatMap((f) => [f, `-${f}`]);

export class ProfileObjectListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: SORT_VALUES, default: '-updatedAt', description: 'Feld, absteigend mit "-"' })
  @IsOptional()
  @IsIn(SORT_VALUES, { message: `Sortieren geht nach ${PROFILE_OBJECT_SORT_FIELDS.join(', ')} (absteigend mit „-“).` })
  sort?: string;

  @ApiPropertyOptional({ enum: CONTENT_STATUSES, description: 'Nur Beiträge in diesem Status' })
  @IsOptional()
  @IsIn(CONTENT_STATUSES, { message: PM.statusInvalid })
  status?: ContentStatus;
}
