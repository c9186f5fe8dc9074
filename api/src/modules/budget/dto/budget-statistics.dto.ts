// The statistics route's query and its answer's shape for OpenAPI (the web reads #shared/budget-statistics).
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { BUDGET_YEAR_MAX, BUDGET_YEAR_MIN } from '#shared/budget';
import { BUDGET_STATISTICS_MESSAGES as SM } from '#shared/budget-statistics';
import type {
  BudgetDashboardItem,
  BudgetFigures,
  BudgetGroupFigures,
  BudgetMonthFigures,
  BudgetStatisticsBudget,
  BudgetStatisticsView,
} from '#shared/budget-statistics';

// Rules run bottom-up: the type check first, so 'abc' and '2026.5' read the same sentence as 1999.
export class BudgetStatisticsQueryDto {
  @ApiProperty({ example: 2026, minimum: BUDGET_YEAR_MIN, maximum: BUDGET_YEAR_MAX })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,4}$/.test(value.trim()) ? Number(value) : value))
  @Max(BUDGET_YEAR_MAX, { message: SM.yearInvalid })
  @Min(BUDGET_YEAR_MIN, { message: SM.yearInvalid })
  @IsInt({ message: SM.yearInvalid })
  year: number;
}

class BudgetFiguresDto implements BudgetFigures {
  @ApiProperty({ example: 1250.5 }) incomeTarget: number;
  @ApiProperty({ example: 980 }) incomeActual: number;
  @ApiProperty({ example: 1100 }) expenseTarget: number;
  @ApiProperty({ example: 640.25 }) expenseActual: number;
  @ApiProperty({ example: 339.75, description: 'Einnahmen minus Ausgaben: Ist-Beträge bei Ist-Spalte an, sonst Soll' })
  balance: number;
}

class BudgetMonthFiguresDto extends BudgetFiguresDto implements BudgetMonthFigures {
  @ApiProperty({ minimum: 1, maximum: 12 }) month: number;
}

class BudgetGroupFiguresDto implements BudgetGroupFigures {
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'null: die Positionen ohne Gruppe' })
  groupId: string | null;
  @ApiProperty({ enum: ['GROUP_INCOME', 'GROUP_EXPENSE'] }) type: 'GROUP_INCOME' | 'GROUP_EXPENSE';
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Planzahl der Gruppe (zählt nicht in die Summen)' }) plan: number;
  @ApiProperty() target: number;
  @ApiProperty() actual: number;
  @ApiProperty() positionCount: number;
}

class BudgetStatisticsBudgetDto extends BudgetFiguresDto implements BudgetStatisticsBudget {
  @ApiProperty({ format: 'uuid' }) budgetId: string;
  @ApiProperty() title: string;
  @ApiProperty() actualEnabled: boolean;
  @ApiProperty({ type: [BudgetGroupFiguresDto] }) groups: BudgetGroupFiguresDto[];
  @ApiProperty({ type: [BudgetMonthFiguresDto] }) months: BudgetMonthFiguresDto[];
  @ApiProperty({ type: BudgetFiguresDto, description: 'Positionen ohne Datum in diesem Jahr' }) undated: BudgetFiguresDto;
}

export class BudgetStatisticsViewDto extends BudgetFiguresDto implements BudgetStatisticsView {
  @ApiProperty({ format: 'uuid' }) tenantId: string;
  @ApiProperty() year: number;
  @ApiProperty({ description: 'Wie oft dieses Jahr der Gruppe berechnet wurde' }) revision: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) computedAt: string | null;
  @ApiProperty({ type: [BudgetStatisticsBudgetDto] }) budgets: BudgetStatisticsBudgetDto[];
  @ApiProperty({ type: [BudgetMonthFiguresDto] }) months: BudgetMonthFiguresDto[];
  @ApiProperty({ type: BudgetFiguresDto }) undated: BudgetFiguresDto;
}

/** The `budget` dashboard section's one item. */
export class BudgetDashboardItemDto extends BudgetFiguresDto implements BudgetDashboardItem {
  @ApiProperty() year: number;
  @ApiProperty({ description: 'Wie viele Budgets des Jahres das Mitglied sieht' }) budgetCount: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) computedAt: string | null;
}
