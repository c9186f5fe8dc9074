import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsUUID } from 'class-validator';
import { NOTIFICATION_MAX_LENGTH, PAGE_SIZE_MAX } from '#shared/validation';
import { TrimmedText } from '../../../common/validation/fields';
import { Optional } from '../../../common/validation/optional';
import { TENANT_DTO_MESSAGES as M } from './common.dto';

export class CreateNotificationDto {
  @TrimmedText(M.contentRequired, NOTIFICATION_MAX_LENGTH, { example: 'Die nächste SV-Sitzung ist am Donnerstag in Raum 104.' })
  content: string;
}

export class MarkSeenDto {
  @ApiPropertyOptional({ type: [String], format: 'uuid', description: 'Ohne Angabe: alle als gelesen markieren' })
  @Optional()
  @IsArray({ message: M.idsInvalid })
  @ArrayMaxSize(PAGE_SIZE_MAX, { message: `Es können höchstens ${PAGE_SIZE_MAX} Einträge auf einmal markiert werden.` })
  @IsUUID(undefined, { each: true, message: M.idsInvalid })
  ids?: string[];
}
