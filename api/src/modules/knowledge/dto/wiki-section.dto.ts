// Request bodies of the chapter routes. POST takes JSON or multipart, PUT multipart (SPEC 7) or JSON;
// `content` is sanitised by the service, which knows the chapter's files (images may show only those).
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { MESSAGES } from '#shared/validation';
import { WIKI_MAX_SECTIONS, WIKI_MESSAGES as WM, WIKI_SECTION_CONTENT_MAX_LENGTH, WIKI_SECTION_TITLE_MAX_LENGTH } from '#shared/wiki';
import { TrimmedText } from '../../../common/validation/fields';
import { MaterialIdsField } from '../../../common/validation/json-array';

const CONTENT_DOC = {
  maxLength: WIKI_SECTION_CONTENT_MAX_LENGTH,
  example: '<h2>Kassenprüfung</h2><ul><li>Belege sammeln</li></ul>',
  description:
    'Formatierter Text (HTML, wird serverseitig bereinigt): Überschriften h1–h4, Listen, Links, Tabellen; Bilder nur als ' +
    '/api/files/{id} einer Datei dieses Kapitels',
};

class WikiSectionFields {
  @ApiPropertyOptional(CONTENT_DOC)
  @IsOptional()
  @MaxLength(WIKI_SECTION_CONTENT_MAX_LENGTH, { message: MESSAGES.tooLong(WIKI_SECTION_CONTENT_MAX_LENGTH) })
  @IsString({ message: MESSAGES.tooLong(WIKI_SECTION_CONTENT_MAX_LENGTH) })
  content?: string;
}

export class CreateWikiSectionDto extends WikiSectionFields {
  @TrimmedText(MESSAGES.titleRequired, WIKI_SECTION_TITLE_MAX_LENGTH, { example: 'Kassenprüfung' })
  title: string;
}

export class UpdateWikiSectionDto extends WikiSectionFields {
  @TrimmedText(MESSAGES.titleRequired, WIKI_SECTION_TITLE_MAX_LENGTH, { optional: true, example: 'Kassenprüfung' })
  title?: string;

  /** The ids of the chapter's files to keep; left out, all stay. */
  @MaterialIdsField()
  materials?: string[];
}

export class WikiSectionOrderDto {
  @ApiProperty({ type: [String], format: 'uuid', description: 'Jede Kapitel-Id des Wikis genau einmal, in der neuen Reihenfolge' })
  @IsUUID('all', { each: true, message: WM.orderMismatch })
  @ArrayMaxSize(WIKI_MAX_SECTIONS, { message: WM.orderMismatch })
  @IsArray({ message: WM.orderMismatch })
  sectionIds: string[];
}
