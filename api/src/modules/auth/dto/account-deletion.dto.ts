import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { ACCOUNT_DELETION_TEXT } from '#shared/account-deletion';
import type { AccountDeleted, AccountDeletionInput, AccountDeletionPending, AdminAccountDeletionInput } from '#shared/account-deletion';
import { PASSWORD_MAX_LENGTH } from '#shared/validation';
import { RequiredString } from '../../../common/validation/fields';
import { Optional } from '../../../common/validation/optional';

export class AccountDeletionDto implements AccountDeletionInput {
  @ApiProperty({ description: 'Das eigene Passwort zur Bestätigung' })
  @RequiredString(ACCOUNT_DELETION_TEXT.passwordRequired, PASSWORD_MAX_LENGTH)
  password: string;
}

export class AdminAccountDeletionDto implements AdminAccountDeletionInput {
  @ApiPropertyOptional({ default: false, description: 'Ohne Frist löschen (auf geprüften Antrag); Antwort erst, wenn gelöscht' })
  @Optional()
  @IsBoolean({ message: 'Bitte gib für „immediate“ true oder false an.' })
  immediate?: boolean;
}

export class AccountDeletionPendingView implements AccountDeletionPending {
  @ApiProperty({ format: 'date-time' }) deletionAt: string;
}

export class AccountDeletedView implements AccountDeleted {
  @ApiProperty({ format: 'date-time' }) deletedAt: string;
}
