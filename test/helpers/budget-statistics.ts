// The fixed data set of the statistics spec and its figures computed by hand (see the comments beside
// each number). Budget A has the actual column on, B off; C is for admins only (view access SV_ADMIN);
// 'Alt' is last year's. Amounts cover groups, ungrouped positions, a missing actual, a date in another year,
// undated positions and the largest amount a position may carry.
import type { EntityManager } from 'typeorm';
import { berlinDayOf } from '#api/core/iso-date';
import type { BudgetFigures, BudgetMonthFigures, BudgetStatisticsView } from '#shared/budget-statistics';
import { SvLevel } from '#shared/levels';

/** The current year in Berlin, so that the dashboard's `budget` section (this year's balance) shows it. */
export const YEAR = Number(berlinDayOf(new Date()).slice(0, 4));

export interface FixedIds {
  budgetA: string;
  budgetB: string;
  budgetC: string;
  groupIncome: string;
  groupExpense: string;
}

async function insert(m: EntityManager, sql: string, params: unknown[]): Promise<string> {
  const [row]: { id: string }[] = await m.query(`${sql} RETURNING id`, params);
  return row.id;
}

export async function seedFixedBudgets(m: EntityManager, tenantId: string): Promise<FixedIds> {
  const budget = (title: string, year: number, actualEnabled: boolean, viewAccess = 0) =>
    insert(m, `INSERT INTO budget (tenant_id, title, year, actual_enabled, view_access) VALUES ($1, $2, $3, $4, $5)`, [
      tenantId,
      title,
      year,
      actualEnabled,
      viewAccess,
    ]);
  const position = (
    budgetId: string,
    type: string,
    title: string,
    target: string,
    actual: string | null,
    date: string | null,
    groupId: string | null = null,
  ) =>
    insert(
      m,
      `INSERT INTO budget_position (tenant_id, budget_id, type, title, target, actual, date, group_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [tenantId, budgetId, type, title, target, actual, date, groupId],
    );

  const budgetA = await budget('Haushalt A', YEAR, true);
  const groupIncome = await position(budgetA, 'GROUP_INCOME', 'Beiträge', '500.00', null, null);
  const groupExpense = await position(budgetA, 'GROUP_EXPENSE', 'Feste', '300.00', '1.00', `${YEAR}-02-01`);
  await position(budgetA, 'INCOME', 'Beitrag Klasse 5', '120.50', '100.25', `${YEAR}-01-15`, groupIncome);
  await position(budgetA, 'INCOME', 'Beitrag Klasse 6', '79.50', null, `${YEAR}-03-02`, groupIncome);
  await position(budgetA, 'INCOME', 'Zuschuss', '1000.00', '1000.00', null);
  await position(budgetA, 'EXPENSE', 'Sommerfest', '250.10', '260.20', `${YEAR}-03-31`, groupExpense);
  await position(budgetA, 'EXPENSE', 'Porto', '0.01', '0.02', `${YEAR - 1}-12-31`);

  const budgetB = await budget('Haushalt B', YEAR, false);
  await position(budgetB, 'INCOME', 'Großspende', '9999999999.99', '5.00', `${YEAR}-03-10`);
  await position(budgetB, 'EXPENSE', 'Kerzen', '0.10', '0.20', `${YEAR}-12-01`);

  const budgetC = await budget('Haushalt C (Vorstand)', YEAR, false, SvLevel.SV_ADMIN);
  await position(budgetC, 'INCOME', 'Rücklage', '777.77', null, `${YEAR}-01-01`);

  const old = await budget('Alt', YEAR - 1, false);
  await position(old, 'INCOME', 'Restbetrag', '55.55', null, null);
  return { budgetA, budgetB, budgetC, groupIncome, groupExpense };
}

const ZERO: BudgetFigures = { incomeTarget: 0, incomeActual: 0, expenseTarget: 0, expenseActual: 0, balance: 0 };
const f = (incomeTarget: number, incomeActual: number, expenseTarget: number, expenseActual: number, balance: number): BudgetFigures => ({
  incomeTarget,
  incomeActual,
  expenseTarget,
  expenseActual,
  balance,
});

function months(filled: Record<number, BudgetFigures>): BudgetMonthFigures[] {
  return Array.from({ length: 12 }, (_, i) => ({ month: i + 1, ...(filled[i + 1] ?? ZERO) }));
}

/** What a class speaker sees: budgets A and B. */
export function EXPECTED_MEMBER_VIEW(tenantId: string, ids: FixedIds): BudgetStatisticsView {
  return {
    tenantId,
    year: YEAR,
    revision: 1,
    computedAt: expect.any(String) as unknown as string,
    // income 1200.00 + 9999999999.99; actual 1100.25 + 5; expense 250.11 + 0.10; actual 260.22 + 0.20;
    // balance A (actuals) 840.03 + B (targets) 9999999999.89
    ...f(10000001199.99, 1105.25, 250.21, 260.42, 10000000839.92),
    budgets: [
      {
        budgetId: ids.budgetA,
        title: 'Haushalt A',
        actualEnabled: true,
        // balance with actuals: 1100.25 - 260.22
        ...f(1200, 1100.25, 250.11, 260.22, 840.03),
        groups: [
          { groupId: ids.groupIncome, type: 'GROUP_INCOME', title: 'Beiträge', plan: 500, target: 200, actual: 100.25, positionCount: 2 },
          { groupId: null, type: 'GROUP_INCOME', title: 'Ohne Gruppe', plan: 0, target: 1000, actual: 1000, positionCount: 1 },
          { groupId: ids.groupExpense, type: 'GROUP_EXPENSE', title: 'Feste', plan: 300, target: 250.1, actual: 260.2, positionCount: 1 },
          { groupId: null, type: 'GROUP_EXPENSE', title: 'Ohne Gruppe', plan: 0, target: 0.01, actual: 0.02, positionCount: 1 },
        ],
        months: months({ 1: f(120.5, 100.25, 0, 0, 100.25), 3: f(79.5, 0, 250.1, 260.2, -260.2) }),
        // 'Zuschuss' (no date) and 'Porto' (dated last year)
        undated: f(1000, 1000, 0.01, 0.02, 999.98),
      },
      {
        budgetId: ids.budgetB,
        title: 'Haushalt B',
        actualEnabled: false,
        ...f(9999999999.99, 5, 0.1, 0.2, 9999999999.89),
        groups: [
          { groupId: null, type: 'GROUP_INCOME', title: 'Ohne Gruppe', plan: 0, target: 9999999999.99, actual: 5, positionCount: 1 },
          { groupId: null, type: 'GROUP_EXPENSE', title: 'Ohne Gruppe', plan: 0, target: 0.1, actual: 0.2, positionCount: 1 },
        ],
        months: months({ 3: f(9999999999.99, 5, 0, 0, 9999999999.99), 12: f(0, 0, 0.1, 0.2, -0.1) }),
        undated: ZERO,
      },
    ],
    months: months({
      1: f(120.5, 100.25, 0, 0, 100.25),
      // 79.50 + 9999999999.99; balance -260.20 (A) + 9999999999.99 (B)
      3: f(10000000079.49, 5, 250.1, 260.2, 9999999739.79),
      12: f(0, 0, 0.1, 0.2, -0.1),
    }),
    undated: f(1000, 1000, 0.01, 0.02, 999.98),
  };
}

/** What an admin sees on top: budget C (targets: 777.77 income in January). */
export function EXPECTED_ADMIN_EXTRA(ids: FixedIds) {
  return {
    budget: {
      budgetId: ids.budgetC,
      title: 'Haushalt C (Vorstand)',
      actualEnabled: false,
      ...f(777.77, 0, 0, 0, 777.77),
      groups: [{ groupId: null, type: 'GROUP_INCOME', title: 'Ohne Gruppe', plan: 0, target: 777.77, actual: 0, positionCount: 1 }],
      months: months({ 1: f(777.77, 0, 0, 0, 777.77) }),
      undated: ZERO,
    },
    // 10000001199.99 + 777.77; 10000000839.92 + 777.77
    totals: { incomeTarget: 10000001977.76, balance: 10000001617.69 },
    january: { month: 1, ...f(898.27, 100.25, 0, 0, 878.02) },
  };
}
