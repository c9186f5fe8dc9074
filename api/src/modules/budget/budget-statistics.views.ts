// Stored statistics rows to the route's and the dashboard's answers. The one place where the summed
// numeric text becomes JSON numbers; nothing is added up here (the sums come from SQL).
import type {
  BudgetDashboardItem,
  BudgetFigures,
  BudgetMonthFigures,
  BudgetStatisticsBudget,
  BudgetStatisticsView,
} from '#shared/budget-statistics';
import type { BudgetRow, FigureRow, StatisticsHeader, SumRow } from './budget-statistics.repository';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** A numeric's text as a JSON number (at most 15 significant digits here: exact); a missing sum is 0. */
export function euros(text: string | null | undefined): number {
  return text == null ? 0 : Number(text);
}

function figures(row: FigureRow | undefined): BudgetFigures {
  return {
    incomeTarget: euros(row?.incomeTarget),
    incomeActual: euros(row?.incomeActual),
    expenseTarget: euros(row?.expenseTarget),
    expenseActual: euros(row?.expenseActual),
    balance: euros(row?.balance),
  };
}

/** The grouping-set rows indexed by "budget:month", budget id and null standing for "summed over". */
class Sums {
  private readonly rows = new Map<string, SumRow>();

  constructor(rows: SumRow[]) {
    for (const row of rows) {
      const budget = row.grouping & 2 ? '*' : row.budgetId;
      const month = row.grouping & 1 ? '*' : String(row.month);
      this.rows.set(`${budget}:${month}`, row);
    }
  }

  of(budgetId: string | null, month: number | null): SumRow | undefined {
    return this.rows.get(`${budgetId ?? '*'}:${month ?? '*'}`);
  }

  months(budgetId: string | null): BudgetMonthFigures[] {
    return MONTHS.map((month) => ({ month, ...figures(this.of(budgetId, month)) }));
  }
}

function budgetView(row: BudgetRow, sums: Sums): BudgetStatisticsBudget {
  return {
    budgetId: row.budgetId,
    title: row.title,
    actualEnabled: row.actualEnabled,
    ...figures(sums.of(row.budgetId, null)),
    groups: row.groups,
    months: sums.months(row.budgetId),
    undated: figures(sums.of(row.budgetId, 0)),
  };
}

export function budgetStatisticsView(
  tenantId: string,
  year: number,
  header: StatisticsHeader | null,
  budgets: BudgetRow[],
  sumRows: SumRow[],
): BudgetStatisticsView {
  const sums = new Sums(sumRows);
  return {
    tenantId,
    year,
    revision: header?.revision ?? 0,
    computedAt: header ? header.computedAt.toISOString() : null,
    ...figures(sums.of(null, null)),
    budgets: budgets.map((row) => budgetView(row, sums)),
    months: sums.months(null),
    undated: figures(sums.of(null, 0)),
  };
}

export function budgetDashboardItem(year: number, header: StatisticsHeader | null, sumRows: SumRow[]): BudgetDashboardItem {
  const total = new Sums(sumRows).of(null, null);
  return {
    year,
    budgetCount: total?.budgetCount ?? 0,
    computedAt: header ? header.computedAt.toISOString() : null,
    ...figures(total),
  };
}
