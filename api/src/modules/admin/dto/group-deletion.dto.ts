import { ApiProperty } from '@nestjs/swagger';
import { GROUP_DELETION_TEXT } from '#shared/account-deletion';
import type { GroupDeletionInput } from '#shared/account-deletion';
import { RequiredString } from '../../../common/validation/fields';

export class GroupDeletionDto implements GroupDeletionInput {
  @ApiProperty({ description: 'Der Name der Gruppe, zur Bestätigung eingetippt' })
  @RequiredString(GROUP_DELETION_TEXT.nameRequired, 200)
  name: string;
}
