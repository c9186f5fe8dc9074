// Request bodies of the position routes: JSON, or multipart when receipts are sent (SPEC 7); then every
// field is text: amounts '12.50', an empty actual, date or groupId clears it.
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { BUDGET_MESSAGES as BM, BUDGET_NOTE_MAX_LENGTH, BUDGET_POSITION_TYPES, BUDGET_TITLE_MAX_LENGTH } from '#shared/budget';
import type { BudgetPositionType } from '#shared/budget';
import { MESSAGES } from '#shared/validation';
import { PageQueryDto } from '../../../common/pagination.dto';
import { DateOnlyField, trim, TrimmedText } from '../../../common/validation/fields';
import { MaterialIdsField } from '../../../common/validation/json-array';
import { MoneyField } from '../../../common/validation/money';
import { Optional } from '../../../common/validation/optional';

type FieldDecorator = (target: object, key: string) => void;

const emptyToNull = ({ value }: { value: unknown }) => (value === '' ? null : value);
/** Left out: unchanged; null (or '' in multipart): cleared. */
const leftOutOrNull = () => ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null);

function TypeField(optional: boolean): FieldDecorator {
  return (target, key) => {
    ApiPropertyOptional({ enum: BUDGET_POSITION_TYPES, example: 'EXPENSE' })(target, key);
    if (optional) Optional()(target, key);
    IsIn(BUDGET_POSITION_TYPES, { message: BM.typeInvalid })(target, key);
  };
}

class PositionFields {
  @MoneyField({ optional: true, nullable: true })
  actual?: string | null;

  @Transform(emptyToNull)
  @leftOutOrNull()
  @DateOnlyField(BM.dateInvalid, { example: '2026-03-15' })
  date?: string | null;

  @ApiPropertyOptional({ maxLength: BUDGET_NOTE_MAX_LENGTH, description: 'Reiner Text' })
  @Optional()
  @Transform(trim)
  @MaxLength(BUDGET_NOTE_MAX_LENGTH, { message: MESSAGES.tooLong(BUDGET_NOTE_MAX_LENGTH) })
  @IsString({ message: MESSAGES.tooLong(BUDGET_NOTE_MAX_LENGTH) })
  note?: string;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'Nur für INCOME/EXPENSE: die Id einer Gruppe (GROUP_INCOME/GROUP_EXPENSE) dieses Budgets',
  })
  @Transform(emptyToNull)
  @leftOutOrNull()
  @IsUUID('all', { message: BM.groupInvalid })
  groupId?: string | null;
}

export class CreatePositionDto extends PositionFields {
  @TypeField(false)
  type: BudgetPositionType;

  @TrimmedText(MESSAGES.titleRequired, BUDGET_TITLE_MAX_LENGTH, { example: 'Getränkeverkauf' })
  title: string;

  @MoneyField()
  target: string;
}

/** Only the fields sent change; `materials` (receipts to keep) left out keeps them all. */
export class UpdatePositionDto extends PositionFields {
  @TypeField(true)
  type?: BudgetPositionType;

  @TrimmedText(MESSAGES.titleRequired, BUDGET_TITLE_MAX_LENGTH, { optional: true, example: 'Getränkeverkauf' })
  title?: string;

  @MoneyField({ optional: true })
  target?: string;

  @MaterialIdsField()
  materials?: string[];
}

export class PositionListQueryDto extends PageQueryDto {
  @TypeField(true)
  type?: BudgetPositionType;

  @ApiPropertyOptional({ description: 'Nur die Positionen dieser Gruppe' })
  @Optional()
  @IsUUID('all', { message: BM.groupInvalid })
  groupId?: string;
}
