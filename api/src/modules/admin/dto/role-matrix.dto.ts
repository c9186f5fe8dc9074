import { ApiProperty } from '@nestjs/swagger';
import { IsObject } from 'class-validator';
import type { Permission } from '#shared/permissions';
import { ROLE_MATRIX_TEXT } from '#shared/role-matrix';
import type { RoleMatrix, RoleMatrixView } from '#shared/role-matrix';

/** The permissions named change; the rest keep their levels. Keys and levels are checked by the service. */
export class UpdateRoleMatrixDto {
  @ApiProperty({
    description: 'Berechtigung → erlaubte Rollen (Stufen); nicht genannte Berechtigungen bleiben, wie sie sind',
    example: { 'calendar:edit': [2, 3, 5] },
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'integer' } },
  })
  @IsObject({ message: ROLE_MATRIX_TEXT.invalid })
  permissions: Partial<Record<Permission, number[]>>;
}

export class RoleMatrixViewDto implements RoleMatrixView {
  @ApiProperty({ type: 'object', additionalProperties: { type: 'array', items: { type: 'integer' } } })
  permissions: RoleMatrix;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'array', items: { type: 'integer' } }, description: 'Die Voreinstellung' })
  defaults: RoleMatrix;
}
