import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '#shared/validation';
import { PAGE_MAX, PAGE_TOO_HIGH_MESSAGE } from './paginate';

// The validation pipe reports only the first failing rule, and stacked decorators run bottom-up: the
// type check sits at the bottom so that "abc" reads "ganze Zahl", not a range message.
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: PAGE_MAX, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @Max(PAGE_MAX, { message: PAGE_TOO_HIGH_MESSAGE })
  @Min(1, { message: 'Die Seite muss mindestens 1 sein.' })
  @IsInt({ message: 'Die Seite muss eine ganze Zahl sein.' })
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT })
  @IsOptional()
  @Type(() => Number)
  @Max(PAGE_SIZE_MAX, { message: `Die Seitengröße darf höchstens ${PAGE_SIZE_MAX} sein.` })
  @Min(1, { message: 'Die Seitengröße muss mindestens 1 sein.' })
  @IsInt({ message: 'Die Seitengröße muss eine ganze Zahl sein.' })
  pageSize: number = PAGE_SIZE_DEFAULT;

  @ApiPropertyOptional({ description: 'Freitextsuche' })
  @IsOptional()
  @MaxLength(100, { message: 'Der Suchtext darf höchstens 100 Zeichen lang sein.' })
  @IsString({ message: 'Der Suchtext muss ein Text sein.' })
  text?: string;
}

export { PAGE_MAX, pageOf } from './paginate';

/** Escapes LIKE wildcards so that a search text is matched literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
