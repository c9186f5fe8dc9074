import type { BudgetGroupFigures, BudgetMonthFigures } from '#shared/budget-statistics';
import { fromCents, toCents } from '../../lib/money';

// What the overview's charts draw, from the stored statistics (pure, unit-tested beside).

export interface GroupBar {
  key: string;
  label: string;
  plan: number;
  target: number;
  actual: number;
}

/** One bar group per budget group: income groups first, each labelled with its kind. */
export function groupBars(groups: readonly BudgetGroupFigures[], kindLabel: (type: BudgetGroupFigures['type']) => string): GroupBar[] {
  const order = (g: BudgetGroupFigures) => (g.type === 'GROUP_INCOME' ? 0 : 1);
  return [...groups]
    .sort((a, b) => order(a) - order(b))
    .map((g) => ({
      key: `${g.type}-${g.groupId ?? 'none'}`,
      label: `${kindLabel(g.type)}: ${g.title}`,
      plan: g.plan,
      target: g.target,
      actual: g.actual,
    }));
}

export interface MonthPoint {
  month: number;
  label: string;
  balance: number;
  /** The balance of January up to this month (summed in cents). */
  cumulative: number;
}

/** The year's months with their balance and the running balance. */
export function monthPoints(months: readonly BudgetMonthFigures[], names: readonly string[]): MonthPoint[] {
  let running = 0;
  return [...months]
    .sort((a, b) => a.month - b.month)
    .map((m) => {
      running += toCents(m.balance);
      return { month: m.month, label: names[m.month - 1] ?? String(m.month), balance: m.balance, cumulative: fromCents(running) };
    });
}

/** Whether any month has an amount (else the chart would be a flat line). */
export const hasMonthFigures = (months: readonly BudgetMonthFigures[]) =>
  months.some((m) => m.incomeTarget || m.expenseTarget || m.incomeActual || m.expenseActual);
