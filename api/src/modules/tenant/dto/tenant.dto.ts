import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsEnum, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import { TenantType } from '#shared/levels';
import { MESSAGES, TITLE_MAX_LENGTH } from '#shared/validation';
import { PageQueryDto } from '../../../common/pagination.dto';
import { TENANT_DTO_MESSAGES as M, trim } from './common.dto';

const optionalBool = () => (target: object, key: string) => {
  ApiPropertyOptional({ type: Boolean })(target, key);
  IsOptional()(target, key);
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
  @ApiPropertyOptional({ maxLength: TITLE_MAX_LENGTH })
  @MaxLength(TITLE_MAX_LENGTH, { message: MESSAGES.tooLong(TITLE_MAX_LENGTH) })
  @IsNotEmpty({ message: M.nameRequired })
  @IsString({ message: M.nameRequired })
  @Transform(trim)
  @IsOptional()
  name?: string;

  @optionalBool() isPublic?: boolean;
  @optionalBool() icalEnabled?: boolean;

  @ApiPropertyOptional({ type: IntegrationsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => IntegrationsDto)
  integrations?: IntegrationsDto;
}

export class PublicTenantQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: TenantType })
  @IsOptional()
  @IsEnum(TenantType, { message: M.typeInvalid })
  type?: TenantType;

  @ApiPropertyOptional({ format: 'uuid', description: 'Nur Gruppen dieses Verbands' })
  @IsOptional()
  @IsUUID(undefined, { message: M.idInvalid })
  domainId?: string;
}
