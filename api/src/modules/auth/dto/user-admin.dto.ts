// PUT /auth/admin/user/{userId}: a platform administrator sets an account's platform level and suspension.
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, ValidateIf } from 'class-validator';
import { PlatformLevel } from '#shared/levels';

const PLATFORM_LEVELS = Object.values(PlatformLevel).filter((v): v is number => typeof v === 'number');

export const USER_ADMIN_MESSAGES = {
  levelInvalid: `Bitte wähle eine Plattform-Stufe von ${Math.min(...PLATFORM_LEVELS)} bis ${Math.max(...PLATFORM_LEVELS)}.`,
  suspendedInvalid: 'Der Wert für „gesperrt“ muss true oder false sein.',
  nothingToChange: 'Bitte gib permissionLevel oder suspended an.',
} as const;

/** Either field or both; `null` is refused rather than read as "leave unchanged". */
export class AdminUpdateUserDto {
  @ApiPropertyOptional({ enum: PLATFORM_LEVELS, description: 'Plattform-Stufe (6 Moderation, 7 Administration)' })
  @ValidateIf((o: AdminUpdateUserDto) => o.permissionLevel !== undefined)
  @IsIn(PLATFORM_LEVELS, { message: USER_ADMIN_MESSAGES.levelInvalid })
  permissionLevel?: number;

  @ApiPropertyOptional({ description: 'true sperrt das Konto (Sitzungen und Sockets enden sofort), false hebt die Sperre auf' })
  @ValidateIf((o: AdminUpdateUserDto) => o.suspended !== undefined)
  @IsBoolean({ message: USER_ADMIN_MESSAGES.suspendedInvalid })
  suspended?: boolean;
}
