import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { TENANT_DTO_MESSAGES as M } from './common.dto';

/** PUT .../join-request/{id}: yes (the person becomes a guest) or no (the request is removed). */
export class DecideJoinRequestDto {
  @ApiProperty()
  @IsBoolean({ message: M.acceptRequired })
  accept: boolean;
}
