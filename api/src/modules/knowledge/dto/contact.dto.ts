// Request bodies and queries of the contact-group and contact routes (JSON). A contact's fields are typed
// here for OpenAPI and the pipe (text, length); what a contact must hold (a name, a valid e-mail, a
// five-digit postcode) is contact-input.ts's one rule, which also checks every row of bulk and import.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import {
  CONTACT_BULK_MAX,
  CONTACT_FIELD_LABELS,
  CONTACT_FIELD_MAX_LENGTH,
  CONTACT_GROUP_DESCRIPTION_MAX_LENGTH,
  CONTACT_GROUP_TITLE_MAX_LENGTH,
  CONTACT_IMPORT_FORMATS,
  CONTACT_MESSAGES as CM,
  CONTACT_SORT_FIELDS,
  ContactField,
} from '#shared/contacts';
import { MESSAGES } from '#shared/validation';
import { PageQueryDto } from '../../../common/pagination.dto';
import { LevelField, toBool, TrimmedText, trim } from '../../../common/validation/fields';

type FieldDecorator = (target: object, key: string) => void;

const GROUP_ID_MESSAGE = 'Bitte wähle eine Kontaktgruppe aus.';

class ContactGroupFields {
  @ApiPropertyOptional({ maxLength: CONTACT_GROUP_DESCRIPTION_MAX_LENGTH, description: 'Reiner Text' })
  @IsOptional()
  @Transform(trim)
  @MaxLength(CONTACT_GROUP_DESCRIPTION_MAX_LENGTH, { message: MESSAGES.tooLong(CONTACT_GROUP_DESCRIPTION_MAX_LENGTH) })
  @IsString({ message: CM.notText })
  description?: string;

  @IsOptional()
  @LevelField()
  viewAccess?: number;
}

export class CreateContactGroupDto extends ContactGroupFields {
  @TrimmedText(CM.groupTitleRequired, CONTACT_GROUP_TITLE_MAX_LENGTH, { example: 'Lehrkräfte und Partner' })
  title: string;
}

export class UpdateContactGroupDto extends ContactGroupFields {
  @TrimmedText(CM.groupTitleRequired, CONTACT_GROUP_TITLE_MAX_LENGTH, { optional: true, example: 'Lehrkräfte und Partner' })
  title?: string;
}

const SORT_VALUES = CONTACT_SORT_FIELDS.flatMap((f) => [f, `-${f}`]);

/** GET .../contactgroup/{id}: the page of its contacts; `text` searches name, e-mail, phone and address. */
export class ContactGroupQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: SORT_VALUES, default: 'lastName', description: 'Feld, absteigend mit "-"' })
  @IsOptional()
  @IsIn(SORT_VALUES, { message: `Sortieren geht nach ${CONTACT_SORT_FIELDS.join(', ')} (absteigend mit „-“).` })
  sort?: string;
}

/** One optional contact text: type and an upper bound here; the exact rule is contact-input.ts's. */
function ContactText(field: ContactField): FieldDecorator {
  return (target, key) => {
    ApiPropertyOptional({ description: CONTACT_FIELD_LABELS[field], maxLength: CONTACT_FIELD_MAX_LENGTH[field] })(target, key);
    IsOptional()(target, key);
    IsString({ message: CM.notText })(target, key);
  };
}

/** PUT .../contact/{contactId}: only the fields sent change. */
export class UpdateContactDto {
  @ContactText('title') title?: string;
  @ContactText('firstName') firstName?: string;
  @ContactText('lastName') lastName?: string;
  @ContactText('organisation') organisation?: string;
  @ContactText('mail') mail?: string;
  @ContactText('phone') phone?: string;
  @ContactText('description') description?: string;
  @ContactText('street') street?: string;
  @ContactText('zip') zip?: string;
  @ContactText('city') city?: string;
}

export class CreateContactDto extends UpdateContactDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: GROUP_ID_MESSAGE })
  contactGroupId: string;
}

/** POST .../contact/bulk: all or nothing; bad rows are named counted from 1 (rows.{n}.{field}). */
export class BulkContactsDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: GROUP_ID_MESSAGE })
  contactGroupId: string;

  @ApiProperty({
    description: `Kontakte wie bei POST .../contact (ohne contactGroupId), höchstens ${CONTACT_BULK_MAX}`,
    example: [{ title: 'Frau', firstName: 'Eva', lastName: 'Weiß', mail: 'eva.weiss@example.org', zip: '50667', city: 'Köln' }],
  })
  @ArrayMaxSize(CONTACT_BULK_MAX, { message: CM.importTooMany(CONTACT_BULK_MAX) })
  @ArrayMinSize(1, { message: CM.importEmpty })
  @IsArray({ message: CM.importEmpty })
  contacts: unknown[];
}

export class ContactImportQueryDto {
  @ApiPropertyOptional({ description: 'true: nur prüfen und die Zeilen zeigen, nichts speichern', default: false })
  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'dryRun ist true oder false.' })
  dryRun?: boolean;
}

export class ContactExportQueryDto {
  @ApiProperty({ enum: CONTACT_IMPORT_FORMATS })
  @IsIn(CONTACT_IMPORT_FORMATS, { message: 'Bitte wähle „csv“ oder „vcard“.' })
  format: (typeof CONTACT_IMPORT_FORMATS)[number];
}
