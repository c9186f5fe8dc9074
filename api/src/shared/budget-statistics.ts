// Budget statistics (issue 17 §2): what the stats worker keeps per tenant and accounting year and what
// `GET /api/tenant/tenant/{tenantId}/budgetstatistics?year=YYYY` answers (needs membership; budgets above the
// caller's level are left out of the list and of every sum). Pure TypeScript: api, workers and web import it
// (`#shared/budget-statistics`).
//
// Kept by the `stats` worker: every budget or position change records `budget.changed {tenantId, year}`;
// the worker recomputes the tenant-year once, about BUDGET_STATISTICS_DEBOUNCE_MS after the changes stop,
// in one transaction, and the route answers from the stored figures. So the figures may trail a change by a
// few seconds: a screen that just changed something polls until `computedAt` is newer than that change
// (or `revision` grew), every ~2 s.
import { BUDGET_MESSAGES, type BudgetTotals } from './budget';

/** Wait this long after a change before recomputing, so a burst of changes costs one computation. */
export const BUDGET_STATISTICS_DEBOUNCE_MS = 2_000;

/**
 * Income and expense sums of INCOME and EXPENSE positions (euros as JSON numbers, summed in SQL), and the
 * balance: income minus expense, actual amounts for a budget with the actual column on, targets otherwise.
 * A missing actual amount counts as 0.
 */
export type BudgetFigures = BudgetTotals;

/** One calendar month of the year, by the positions' `date`. */
export interface BudgetMonthFigures extends BudgetFigures {
  /** 1 = January ... 12 = December. */
  month: number;
}

/**
 * A group (GROUP_INCOME or GROUP_EXPENSE position) with the sums of its positions beside its plan figure.
 * `groupId` null: the budget's ungrouped INCOME (type GROUP_INCOME) or EXPENSE (type GROUP_EXPENSE)
 * positions, titled 'Ohne Gruppe'; listed only when there are any.
 */
export interface BudgetGroupFigures {
  groupId: string | null;
  type: 'GROUP_INCOME' | 'GROUP_EXPENSE';
  title: string;
  /** The group's own target (a plan figure, never part of the totals); 0 for the ungrouped rows. */
  plan: number;
  /** Sum of the targets of the group's positions. */
  target: number;
  /** Sum of the actual amounts of the group's positions (missing ones count 0). */
  actual: number;
  positionCount: number;
}

/** Figures of the positions without a date or dated outside the accounting year (not in any month). */
export type BudgetUndatedFigures = BudgetFigures;

/** One budget of the year. */
export interface BudgetStatisticsBudget extends BudgetFigures {
  budgetId: string;
  title: string;
  /** The actual-column switch as it was when computed; it decides which amounts make the balance. */
  actualEnabled: boolean;
  /** Groups in title order, each type's ungrouped row last. */
  groups: BudgetGroupFigures[];
  /** Always 12 entries, January first. */
  months: BudgetMonthFigures[];
  undated: BudgetUndatedFigures;
}

/**
 * GET .../budgetstatistics?year=YYYY. The top-level figures sum the listed budgets (each balance with its
 * own switch). Before the first computation (no budget in that year yet): zeros, no budgets, revision 0 and
 * computedAt null.
 */
export interface BudgetStatisticsView extends BudgetFigures {
  tenantId: string;
  year: number;
  /** How many times this tenant-year was computed. */
  revision: number;
  /** ISO date-time: every change committed before it is in the figures; null before the first computation. */
  computedAt: string | null;
  /** Budgets of the year the caller may see, in title order (at most BUDGET_STATISTICS_MAX_BUDGETS). */
  budgets: BudgetStatisticsBudget[];
  /** The year's months over all listed budgets; always 12 entries. */
  months: BudgetMonthFigures[];
  undated: BudgetUndatedFigures;
}

/** Budgets listed per answer; the sums still cover every visible budget of the year. */
export const BUDGET_STATISTICS_MAX_BUDGETS = 100;

/** The `budget` dashboard section's one item: this year's balance over the budgets the member sees. */
export interface BudgetDashboardItem extends BudgetFigures {
  year: number;
  budgetCount: number;
  computedAt: string | null;
}

export const BUDGET_STATISTICS_MESSAGES = {
  yearInvalid: BUDGET_MESSAGES.yearInvalid,
  ungrouped: BUDGET_MESSAGES.ungrouped,
} as const;
