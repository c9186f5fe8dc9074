import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsEnum, IsIn, IsUUID, ValidateNested } from 'class-validator';
import { TenantType } from '#shared/levels';
import { JOIN_POLICIES } from '#shared/tenant';
import type { JoinPolicy } from '#shared/tenant';
import { PageQueryDto } from '../../../common/pagination.dto';
import { OptionalNameField } from '../../../common/validation/fields';
import { Optional } from '../../../common/validation/optional';
import { TENANT_DTO_MESSAGES as M } from './common.dto';

const optionalBool = () => (target: object, key: string) => {
  ApiPropertyOptional({ type: Boolean })(target, key);
  Optional()(target, key);
  IsBoolean({ message: M.booleanRequired })(target, key);
};

/** Each switch optional: only the given ones change. Unknown module names are rejected by the global pipe. */
export class IntegrationsDto {
  @optionalBool() dashboard?: boolean;
  @optionalBool() calendar?: boolean;
  @optionalBool() survey?: boolean;
  @optionalBool() chat?: boolean;
  @optionalBool() budget?: boolean;
  @optionalBool() knowledge?: boolean;
  @optionalBool() event?: boolean;
  @optionalBool() project?: boolean;
}

export class UpdateTenantDto {
  @OptionalNameField() name?: string;

  @optionalBool() isPublic?: boolean;
  @optionalBool() icalEnabled?: boolean;

  @ApiPropertyOptional({ enum: JOIN_POLICIES, description: 'OPEN: Beitritt sofort als Gast; REQUEST: auf Anfrage' })
  @Optional()
  @IsIn(JOIN_POLICIES, { message: M.joinPolicyInvalid })
  joinPolicy?: JoinPolicy;

  @ApiPropertyOptional({ type: IntegrationsDto })
  @Optional()
  @ValidateNested()
  @Type(() => IntegrationsDto)
  integrations?: IntegrationsDto;
}

export class PublicTenantQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: TenantType })
  @Optional()
  @IsEnum(TenantType, { message: M.typeInvalid })
  type?: TenantType;

  @ApiPropertyOptional({ format: 'uuid', description: 'Nur Gruppen dieses Verbands' })
  @Optional()
  @IsUUID(undefined, { message: M.idInvalid })
  domainId?: string;
}
