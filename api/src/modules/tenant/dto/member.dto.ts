import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsUUID, ValidateIf } from 'class-validator';
import { MESSAGES } from '#shared/validation';
import { LevelField, MailField } from '../../../common/validation/fields';
import { Optional } from '../../../common/validation/optional';
import { TENANT_DTO_MESSAGES as M } from './common.dto';

/** Add an existing, verified account to the group, named by its address or its id. */
export class AddMemberDto {
  @ApiPropertyOptional({ description: 'E-Mail-Adresse eines bestehenden Kontos (oder userId)' })
  @ValidateIf((o: AddMemberDto) => o.userId === undefined)
  @IsDefined({ message: MESSAGES.emailInvalid })
  @MailField()
  mail?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Kennung eines bestehenden Kontos (oder mail)' })
  @Optional()
  @IsUUID(undefined, { message: M.idInvalid })
  userId?: string;

  @LevelField() level: number;
}

export class UpdateMemberDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID(undefined, { message: M.idInvalid })
  userId: string;

  @LevelField() level: number;
}
