import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsEnum, IsIn, IsString, IsUUID, MaxLength, ValidateBy, ValidateNested } from 'class-validator';
import { TenantType } from '#shared/levels';
import { parseSchoolYearEnd } from '#shared/retention';
import { MESSAGES } from '#shared/validation';
import { PageQueryDto } from '../../../common/pagination.dto';
import { MailField, NameField, OptionalNameField, toBool } from '../../../common/validation/fields';
import { Optional } from '../../../common/validation/optional';
import { TENANT_DTO_MESSAGES as TM } from '../../tenant/dto/common.dto';
import { IntegrationsDto } from '../../tenant/dto/tenant.dto';
import { ADMIN_FIELD_MESSAGES as M } from '../admin.errors';

const SCHOOL_YEAR_END_INVALID = 'Bitte gib das Schuljahresende als Monat und Tag an, z. B. 07-31.';

export class AdminTenantQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: TenantType })
  @Optional()
  @IsEnum(TenantType, { message: TM.typeInvalid })
  type?: TenantType;

  @ApiPropertyOptional({ format: 'uuid' })
  @Optional()
  @IsUUID(undefined, { message: TM.idInvalid })
  domainId?: string;
}

export class DomainTenantQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: [TenantType.SV, TenantType.NETWORK, TenantType.SSR] })
  @Optional()
  @IsEnum(TenantType, { message: TM.typeInvalid })
  type?: TenantType;
}

class Named {
  @NameField() name: string;
}

export class CreateTenantDto extends Named {
  @ApiProperty({ enum: TenantType })
  @IsEnum(TenantType, { message: TM.typeInvalid })
  type: TenantType;

  @ApiProperty({ format: 'uuid' })
  @IsUUID(undefined, { message: M.domainRequired })
  domainId: string;

  @ApiPropertyOptional({ default: false })
  @Optional()
  @IsBoolean({ message: TM.booleanRequired })
  isPublic?: boolean;
}

/** Inside a domain the domain comes from the route; schools and networks only (the SSR is the platform's). */
export class CreateDomainTenantDto extends Named {
  @ApiProperty({ enum: [TenantType.SV, TenantType.NETWORK] })
  @IsIn([TenantType.SV, TenantType.NETWORK], { message: M.svTypeOnly })
  type: TenantType;

  @ApiPropertyOptional({ default: false })
  @Optional()
  @IsBoolean({ message: TM.booleanRequired })
  isPublic?: boolean;
}

export class AdminUpdateTenantDto {
  @OptionalNameField() name?: string;

  @ApiPropertyOptional() @Optional() @IsBoolean({ message: TM.booleanRequired }) isPublic?: boolean;
  @ApiPropertyOptional() @Optional() @IsBoolean({ message: TM.booleanRequired }) icalEnabled?: boolean;

  @ApiPropertyOptional({ type: IntegrationsDto })
  @Optional()
  @ValidateNested()
  @Type(() => IntegrationsDto)
  integrations?: IntegrationsDto;
}

export class DomainDto extends Named {
  @ApiPropertyOptional({ maxLength: 2000 })
  @Optional()
  @MaxLength(2000, { message: MESSAGES.tooLong(2000) })
  @IsString({ message: MESSAGES.required })
  description?: string;
}

export class UpdateDomainDto {
  @OptionalNameField() name?: string;

  @ApiPropertyOptional({ example: '07-31', description: 'Schuljahresende (MM-TT): Fristen in Schuljahren enden an diesem Tag' })
  @Optional()
  @ValidateBy(
    { name: 'schoolYearEnd', validator: { validate: (v: unknown) => typeof v === 'string' && parseSchoolYearEnd(v) !== null } },
    { message: SCHOOL_YEAR_END_INVALID },
  )
  schoolYearEnd?: string;

  @ApiPropertyOptional({ maxLength: 2000 })
  @Optional()
  @MaxLength(2000, { message: MESSAGES.tooLong(2000) })
  @IsString({ message: MESSAGES.required })
  description?: string;
}

/** Name the administrator by address or by user id (one of the two). */
export class AddDomainAdministratorDto {
  @MailField({ optional: true }) mail?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @Optional()
  @IsUUID(undefined, { message: TM.idInvalid })
  userId?: string;
}

/** The non-file fields of the CSV import (multipart text fields). */
export class ImportTenantsDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID(undefined, { message: M.domainRequired })
  domainId: string;

  @ApiProperty({ enum: TenantType })
  @IsEnum(TenantType, { message: TM.typeInvalid })
  type: TenantType;

  @ApiPropertyOptional({ description: "'true' oder 'false'" })
  @Optional()
  @Transform(toBool)
  @IsBoolean({ message: TM.booleanRequired })
  isPublic?: boolean;
}

export class DomainImportTenantsDto {
  @ApiProperty({ enum: [TenantType.SV, TenantType.NETWORK] })
  @IsIn([TenantType.SV, TenantType.NETWORK], { message: M.svTypeOnly })
  type: TenantType;

  @ApiPropertyOptional({ description: "'true' oder 'false'" })
  @Optional()
  @Transform(toBool)
  @IsBoolean({ message: TM.booleanRequired })
  isPublic?: boolean;
}
