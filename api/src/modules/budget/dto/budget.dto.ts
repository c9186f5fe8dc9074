// Request bodies and queries of the budget routes (JSON).
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, Max, Min } from 'class-validator';
import {
  BUDGET_DESCRIPTION_MAX_LENGTH,
  BUDGET_EXPORT_FORMATS,
  BUDGET_MESSAGES as BM,
  BUDGET_TITLE_MAX_LENGTH,
  BUDGET_YEAR_MAX,
  BUDGET_YEAR_MIN,
} from '#shared/budget';
import type { BudgetExportFormat } from '#shared/budget';
import { MESSAGES } from '#shared/validation';
import { PageQueryDto } from '../../../common/pagination.dto';
import { LevelField, RichTextField, toBool, TrimmedText } from '../../../common/validation/fields';
import { Optional } from '../../../common/validation/optional';

type FieldDecorator = (target: object, key: string) => void;

/** An accounting year; query strings carry it as text. Rules bottom-up: type first, then range. */
function YearField(optional: boolean): FieldDecorator {
  return (target, key) => {
    ApiPropertyOptional({ example: 2026, minimum: BUDGET_YEAR_MIN, maximum: BUDGET_YEAR_MAX })(target, key);
    if (optional) Optional()(target, key);
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,4}$/.test(value.trim()) ? Number(value) : value))(
      target,
      key,
    );
    Max(BUDGET_YEAR_MAX, { message: BM.yearInvalid })(target, key);
    Min(BUDGET_YEAR_MIN, { message: BM.yearInvalid })(target, key);
    IsInt({ message: BM.yearInvalid })(target, key);
  };
}

class BudgetFields {
  @RichTextField(MESSAGES.required, BUDGET_DESCRIPTION_MAX_LENGTH, { optional: true, example: '<p>Haushalt der SV</p>' })
  description?: string;

  @ApiPropertyOptional({ description: 'Ist-Spalte an: der Saldo rechnet mit den Ist-Beträgen' })
  @Optional()
  @Transform(toBool)
  @IsBoolean({ message: 'Bitte gib an, ob die Ist-Spalte angezeigt wird (true oder false).' })
  actualEnabled?: boolean;

  @Optional()
  @LevelField()
  viewAccess?: number;
}

export class CreateBudgetDto extends BudgetFields {
  @TrimmedText(MESSAGES.titleRequired, BUDGET_TITLE_MAX_LENGTH, { example: 'Haushalt 2026' })
  title: string;

  @YearField(false)
  year: number;
}

/** Only the fields sent change. */
export class UpdateBudgetDto extends BudgetFields {
  @TrimmedText(MESSAGES.titleRequired, BUDGET_TITLE_MAX_LENGTH, { optional: true, example: 'Haushalt 2026' })
  title?: string;

  @YearField(true)
  year?: number;
}

export class BudgetListQueryDto extends PageQueryDto {
  /** Left out: every year, newest first. */
  @YearField(true)
  year?: number;
}

export class CreateBudgetExportDto {
  @ApiPropertyOptional({ enum: BUDGET_EXPORT_FORMATS, example: 'csv' })
  @IsIn(BUDGET_EXPORT_FORMATS, { message: BM.formatInvalid })
  format: BudgetExportFormat;
}
