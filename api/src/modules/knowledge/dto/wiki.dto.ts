// Request bodies and queries of the wiki routes (JSON). A chapter's bodies are wiki-section.dto.ts.
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { MESSAGES } from '#shared/validation';
import { WIKI_DESCRIPTION_MAX_LENGTH, WIKI_SORT_FIELDS, WIKI_TITLE_MAX_LENGTH } from '#shared/wiki';
import { PageQueryDto } from '../../../common/pagination.dto';
import { LevelField, TrimmedText, trim } from '../../../common/validation/fields';

class WikiFields {
  @ApiPropertyOptional({ maxLength: WIKI_DESCRIPTION_MAX_LENGTH, example: 'Alles, was die SV wissen muss', description: 'Reiner Text' })
  @IsOptional()
  @Transform(trim)
  @MaxLength(WIKI_DESCRIPTION_MAX_LENGTH, { message: MESSAGES.tooLong(WIKI_DESCRIPTION_MAX_LENGTH) })
  @IsString({ message: MESSAGES.tooLong(WIKI_DESCRIPTION_MAX_LENGTH) })
  description?: string;

  @IsOptional()
  @LevelField()
  viewAccess?: number;
}

export class CreateWikiDto extends WikiFields {
  @TrimmedText(MESSAGES.titleRequired, WIKI_TITLE_MAX_LENGTH, { example: 'SV-Handbuch' })
  title: string;
}

export class UpdateWikiDto extends WikiFields {
  @TrimmedText(MESSAGES.titleRequired, WIKI_TITLE_MAX_LENGTH, { optional: true, example: 'SV-Handbuch' })
  title?: string;
}

const SORT_VALUES = WIKI_SORT_FIELDS.flatMap((f) => [f, `-${f}`]);

export class WikiListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: SORT_VALUES, default: 'title', description: 'Feld, absteigend mit "-"' })
  @IsOptional()
  @IsIn(SORT_VALUES, { message: `Sortieren geht nach ${WIKI_SORT_FIELDS.join(', ')} (absteigend mit „-“).` })
  sort?: string;
}

/** GET .../search: `text` (PageQueryDto's, at most 100 characters) is required there; the service says so. */
export class WikiSearchQueryDto extends PageQueryDto {}
