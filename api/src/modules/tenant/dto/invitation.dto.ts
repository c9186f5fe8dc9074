import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum } from 'class-validator';
import { PageQueryDto } from '../../../common/pagination.dto';
import { LevelField, MailField } from '../../../common/validation/fields';
import { Optional } from '../../../common/validation/optional';
import { InvitationState } from '../entities/invitation.entity';
import { TENANT_DTO_MESSAGES as M } from './common.dto';

export class CreateInvitationDto {
  @MailField() mail: string;
  @LevelField() level: number;
}

export class InvitationQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: InvitationState, default: InvitationState.PENDING, description: 'Standard: nur offene Einladungen' })
  @Optional()
  @IsEnum(InvitationState, { message: M.stateInvalid })
  state?: InvitationState;
}
