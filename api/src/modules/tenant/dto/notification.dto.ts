import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { MESSAGES, NOTIFICATION_MAX_LENGTH, PAGE_SIZE_MAX } from '#shared/validation';
import { TENANT_DTO_MESSAGES as M, trim } from './common.dto';

export class CreateNotificationDto {
  @ApiProperty({ maxLength: NOTIFICATION_MAX_LENGTH, example: 'Die nächste SV-Sitzung ist am Donnerstag in Raum 104.' })
  // class-validator runs the decorator nearest the property first: "required" before "too long".
  @MaxLength(NOTIFICATION_MAX_LENGTH, { message: MESSAGES.tooLong(NOTIFICATION_MAX_LENGTH) })
  @IsNotEmpty({ message: M.contentRequired })
  @IsString({ message: M.contentRequired })
  @Transform(trim)
  content: string;
}

export class MarkSeenDto {
  @ApiPropertyOptional({ type: [String], format: 'uuid', description: 'Ohne Angabe: alle als gelesen markieren' })
  @IsOptional()
  @IsArray({ message: M.idsInvalid })
  @ArrayMaxSize(PAGE_SIZE_MAX, { message: `Es können höchstens ${PAGE_SIZE_MAX} Einträge auf einmal markiert werden.` })
  @IsUUID(undefined, { each: true, message: M.idsInvalid })
  ids?: string[];
}
