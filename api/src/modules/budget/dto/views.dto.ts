// Response classes for OpenAPI; the shapes are #shared/budget's.
import { ApiProperty } from '@nestjs/swagger';
import { BUDGET_EXPORT_FORMATS, BUDGET_POSITION_TYPES, BudgetPositionType } from '#shared/budget';
import type {
  BudgetDetailView,
  BudgetExportFormat,
  BudgetExportState,
  BudgetExportView,
  BudgetGroupSum,
  BudgetPositionView,
  BudgetTotals,
  BudgetView,
} from '#shared/budget';
import { PageMeta } from '../../../core/views/page-meta';
import { MaterialViewDto } from '../../files/dto/views.dto';

export class BudgetTotalsDto implements BudgetTotals {
  @ApiProperty({ example: 1200.5 }) incomeTarget: number;
  @ApiProperty() incomeActual: number;
  @ApiProperty() expenseTarget: number;
  @ApiProperty() expenseActual: number;
  @ApiProperty({ description: 'Einnahmen minus Ausgaben: Ist-Beträge bei eingeschalteter Ist-Spalte, sonst Soll' }) balance: number;
}

export class BudgetViewDto implements BudgetView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) tenantId: string;
  @ApiProperty() title: string;
  @ApiProperty({ example: 2026 }) year: number;
  @ApiProperty({ description: 'Bereinigtes HTML' }) description: string;
  @ApiProperty() actualEnabled: boolean;
  @ApiProperty() viewAccess: number;
  @ApiProperty({ type: BudgetTotalsDto }) totals: BudgetTotals;
  @ApiProperty() mayEdit: boolean;
  @ApiProperty() mayDelete: boolean;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class BudgetPageView extends PageMeta {
  @ApiProperty({ type: [BudgetViewDto] }) items: BudgetViewDto[];
}

export class BudgetPositionViewDto implements BudgetPositionView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) budgetId: string;
  @ApiProperty({ enum: BUDGET_POSITION_TYPES }) type: BudgetPositionType;
  @ApiProperty() title: string;
  @ApiProperty({ example: 250 }) target: number;
  @ApiProperty({ nullable: true, type: Number }) actual: number | null;
  @ApiProperty({ nullable: true, type: String, format: 'date' }) date: string | null;
  @ApiProperty() note: string;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) groupId: string | null;
  @ApiProperty({ type: [MaterialViewDto] }) materials: MaterialViewDto[];
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class BudgetPositionPageView extends PageMeta {
  @ApiProperty({ type: [BudgetPositionViewDto] }) items: BudgetPositionViewDto[];
}

export class BudgetGroupSumDto implements BudgetGroupSum {
  @ApiProperty({ nullable: true, type: String, description: 'null: die Positionen ohne Gruppe' }) groupId: string | null;
  @ApiProperty({ enum: [BudgetPositionType.GROUP_INCOME, BudgetPositionType.GROUP_EXPENSE] })
  type: BudgetPositionType.GROUP_INCOME | BudgetPositionType.GROUP_EXPENSE;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Plan-Betrag der Gruppe' }) plan: number;
  @ApiProperty({ description: 'Summe der Soll-Beträge ihrer Positionen' }) target: number;
  @ApiProperty({ description: 'Summe der Ist-Beträge ihrer Positionen' }) actual: number;
  @ApiProperty() positionCount: number;
}

export class BudgetDetailViewDto extends BudgetViewDto implements BudgetDetailView {
  @ApiProperty({ type: [BudgetPositionViewDto] }) positions: BudgetPositionViewDto[];
  @ApiProperty({ type: [BudgetGroupSumDto] }) groups: BudgetGroupSumDto[];
}

export class BudgetExportViewDto implements BudgetExportView {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) budgetId: string;
  @ApiProperty({ enum: BUDGET_EXPORT_FORMATS }) format: BudgetExportFormat;
  @ApiProperty({ enum: ['PENDING', 'RUNNING', 'DONE', 'FAILED'] }) state: BudgetExportState;
  @ApiProperty() progress: number;
  @ApiProperty() fileName: string;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}
