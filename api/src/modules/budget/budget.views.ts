// Rows to response views. Amounts leave PostgreSQL as numeric text ('1234.50'); `money()` is the one place
// that turns them into JSON numbers, after all arithmetic happened in SQL.
import type { BudgetGroupSum, BudgetPositionView, BudgetTotals, BudgetView } from '#shared/budget';
import { BUDGET_MESSAGES as BM, BudgetPositionType } from '#shared/budget';
import type { MaterialView } from '#shared/files';
import type { BudgetPosition } from './entities/budget-position.entity';
import type { Budget } from './entities/budget.entity';

/** numeric(12,2) text -> JSON number: at most 12 significant digits, so the double holds it exactly enough to print back. */
export function money(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  return Number(value);
}

/** The SQL sums of one budget, as the repository reads them (numeric text). */
export interface TotalsRow {
  incomeTarget: string;
  incomeActual: string;
  expenseTarget: string;
  expenseActual: string;
  balance: string;
}

export const ZERO_TOTALS: TotalsRow = { incomeTarget: '0', incomeActual: '0', expenseTarget: '0', expenseActual: '0', balance: '0' };

export function totalsView(row: TotalsRow): BudgetTotals {
  return {
    incomeTarget: money(row.incomeTarget),
    incomeActual: money(row.incomeActual),
    expenseTarget: money(row.expenseTarget),
    expenseActual: money(row.expenseActual),
    balance: money(row.balance),
  };
}

export function budgetView(budget: Budget, totals: TotalsRow, may: { mayEdit: boolean; mayDelete: boolean }): BudgetView {
  return {
    _id: budget._id,
    tenantId: budget.tenantId,
    title: budget.title,
    year: budget.year,
    description: budget.description,
    actualEnabled: budget.actualEnabled,
    viewAccess: budget.viewAccess,
    totals: totalsView(totals),
    ...may,
    createdAt: budget.createdAt.toISOString(),
    updatedAt: budget.updatedAt.toISOString(),
  };
}

export function positionView(position: BudgetPosition, materials: MaterialView[]): BudgetPositionView {
  return {
    _id: position._id,
    budgetId: position.budgetId,
    type: position.type,
    title: position.title,
    target: money(position.target),
    actual: position.actual === null ? null : money(position.actual),
    date: position.date,
    note: position.note,
    groupId: position.groupId,
    materials,
    createdAt: position.createdAt.toISOString(),
    updatedAt: position.updatedAt.toISOString(),
  };
}

/** One row of the group sums query; `groupId` null is an ungrouped bucket. */
export interface GroupSumRow {
  groupId: string | null;
  type: BudgetPositionType.GROUP_INCOME | BudgetPositionType.GROUP_EXPENSE;
  title: string | null;
  plan: string;
  target: string;
  actual: string;
  positionCount: number;
}

export function groupSumView(row: GroupSumRow): BudgetGroupSum {
  return {
    groupId: row.groupId,
    type: row.type,
    title: row.groupId ? (row.title ?? '') : BM.ungrouped,
    plan: money(row.plan),
    target: money(row.target),
    actual: money(row.actual),
    positionCount: Number(row.positionCount),
  };
}
