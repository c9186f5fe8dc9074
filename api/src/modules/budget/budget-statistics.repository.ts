// The budget statistics in SQL: the stats worker's recompute of one tenant-year, and the reads of the
// route and the dashboard. Amounts stay numeric in PostgreSQL from the positions to the sums; they leave
// as text and become JSON numbers once, in budget-statistics.views.ts.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BudgetGroupFigures } from '#shared/budget-statistics';
import { BUDGET_STATISTICS_MESSAGES } from '#shared/budget-statistics';
import { seenAt } from '../../common/tenancy/level-gated';

/** Sums as PostgreSQL numeric text. */
export interface FigureRow {
  incomeTarget: string | null;
  incomeActual: string | null;
  expenseTarget: string | null;
  expenseActual: string | null;
  balance: string | null;
}

/** A row of the read's grouping sets: a budget's month, a budget, the year's month, or the year (nulls). */
export interface SumRow extends FigureRow {
  budgetId: string | null;
  month: number | null;
  /** Bit 1: summed over budgets; bit 0: summed over months (PostgreSQL GROUPING()). */
  grouping: number;
  budgetCount: number;
}

export interface BudgetRow {
  budgetId: string;
  title: string;
  actualEnabled: boolean;
  groups: BudgetGroupFigures[];
}

export interface StatisticsHeader {
  revision: number;
  computedAt: Date;
}

// Months 1-12 by the position's date inside the budget's year; 0 for no date or a date in another year.
const MONTH_OF = `CASE WHEN p.date IS NOT NULL AND extract(year FROM p.date)::int = b.year THEN extract(month FROM p.date)::int ELSE 0 END`;

// Per budget and month 0-12, over the budget's INCOME and EXPENSE positions (idx_budget_tenant_year, then
// idx_budget_position_budget_type). The balance follows the budget's switch.
const INSERT_MONTHS = `
  INSERT INTO budget_statistics_month
    (tenant_id, year, budget_id, month, income_target, income_actual, expense_target, expense_actual, balance)
  SELECT b.tenant_id, b.year, b.id, m.month, s.it, s.ia, s.et, s.ea,
         CASE WHEN b.actual_enabled THEN s.ia - s.ea ELSE s.it - s.et END
    FROM budget b
   CROSS JOIN generate_series(0, 12) AS m(month)
   CROSS JOIN LATERAL (
     SELECT COALESCE(SUM(p.target) FILTER (WHERE p.type = 'INCOME'), 0) AS it,
            COALESCE(SUM(p.actual) FILTER (WHERE p.type = 'INCOME'), 0) AS ia,
            COALESCE(SUM(p.target) FILTER (WHERE p.type = 'EXPENSE'), 0) AS et,
            COALESCE(SUM(p.actual) FILTER (WHERE p.type = 'EXPENSE'), 0) AS ea
       FROM budget_position p
      WHERE p.budget_id = b.id AND p.type IN ('INCOME', 'EXPENSE') AND ${MONTH_OF} = m.month) s
   WHERE b.tenant_id = $1 AND b.year = $2`;

// Per budget: its groups with their positions' sums, income before expense, each type's ungrouped
// positions last ($3: their title).
const INSERT_BUDGETS = `
  INSERT INTO budget_statistics_budget (tenant_id, year, budget_id, title, actual_enabled, groups)
  SELECT b.tenant_id, b.year, b.id, b.title, b.actual_enabled, COALESCE((
    SELECT jsonb_agg(jsonb_build_object('groupId', g.id, 'type', g.type, 'title', g.title, 'plan', g.plan,
                     'target', g.target, 'actual', g.actual, 'positionCount', g.n)
                     ORDER BY g.type = 'GROUP_EXPENSE', g.id IS NULL, g.title, g.id)
      FROM (SELECT grp.id, grp.type, grp.title, grp.target AS plan,
                   COALESCE(SUM(p.target), 0) AS target, COALESCE(SUM(p.actual), 0) AS actual, COUNT(p.id)::int AS n
              FROM budget_position grp
              LEFT JOIN budget_position p ON p.group_id = grp.id AND p.type IN ('INCOME', 'EXPENSE')
             WHERE grp.budget_id = b.id AND grp.type IN ('GROUP_INCOME', 'GROUP_EXPENSE')
             GROUP BY grp.id
            UNION ALL
            SELECT NULL, 'GROUP_' || p.type, $3, 0, SUM(p.target), COALESCE(SUM(p.actual), 0), COUNT(*)::int
              FROM budget_position p
             WHERE p.budget_id = b.id AND p.type IN ('INCOME', 'EXPENSE') AND p.group_id IS NULL
             GROUP BY p.type) g), '[]'::jsonb)
    FROM budget b
   WHERE b.tenant_id = $1 AND b.year = $2`;

// The budgets the caller may see, still in that year (a moved budget leaves before its old year's recompute).
const VISIBLE = `JOIN budget b ON b.id = s.budget_id AND b.tenant_id = s.tenant_id AND b.year = s.year AND ${seenAt('b', '$3')}`;

@Injectable()
export class BudgetStatisticsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Recomputes a tenant-year in one transaction and returns its new revision (null: the tenant is gone).
   * REPEATABLE READ: every statement reads the data as of the first one, whose start is `computed_at`.
   */
  recompute(tenantId: string, year: number): Promise<number | null> {
    return this.dataSource.transaction('REPEATABLE READ', async (tx) => {
      const bumped: { revision: number }[] = await tx.query(
        `INSERT INTO budget_statistics (tenant_id, year, revision, computed_at)
         SELECT id, $2, 1, statement_timestamp() FROM tenant WHERE id = $1
         ON CONFLICT (tenant_id, year) DO UPDATE SET revision = budget_statistics.revision + 1, computed_at = EXCLUDED.computed_at
         RETURNING revision`,
        [tenantId, year],
      );
      if (!bumped.length) return null;
      await tx.query(`DELETE FROM budget_statistics_month WHERE tenant_id = $1 AND year = $2`, [tenantId, year]);
      await tx.query(`DELETE FROM budget_statistics_budget WHERE tenant_id = $1 AND year = $2`, [tenantId, year]);
      await tx.query(INSERT_MONTHS, [tenantId, year]);
      await tx.query(INSERT_BUDGETS, [tenantId, year, BUDGET_STATISTICS_MESSAGES.ungrouped]);
      return bumped[0].revision;
    });
  }

  /** pk_budget_statistics. */
  async header(tenantId: string, year: number): Promise<StatisticsHeader | null> {
    const rows: StatisticsHeader[] = await this.dataSource.query(
      `SELECT revision, computed_at AS "computedAt" FROM budget_statistics WHERE tenant_id = $1 AND year = $2`,
      [tenantId, year],
    );
    return rows[0] ?? null;
  }

  /** The visible budgets in title order, at most `limit` (pk_budget_statistics_budget, then the budget's pk). */
  budgets(tenantId: string, year: number, level: number, limit: number): Promise<BudgetRow[]> {
    return this.dataSource.query(
      `SELECT s.budget_id AS "budgetId", s.title, s.actual_enabled AS "actualEnabled", s.groups
         FROM budget_statistics_budget s ${VISIBLE}
        WHERE s.tenant_id = $1 AND s.year = $2
        ORDER BY s.title, s.budget_id LIMIT $4`,
      [tenantId, year, level, limit],
    );
  }

  /**
   * The sums over the visible budgets in one pass (pk_budget_statistics_month): per budget and month, per
   * budget, per month of the year, and the year; the last row always comes, with nulls when nothing is seen.
   */
  sums(tenantId: string, year: number, level: number): Promise<SumRow[]> {
    return this.dataSource.query(
      `SELECT s.budget_id AS "budgetId", s.month, GROUPING(s.budget_id, s.month) AS grouping,
              SUM(s.income_target)::text AS "incomeTarget", SUM(s.income_actual)::text AS "incomeActual",
              SUM(s.expense_target)::text AS "expenseTarget", SUM(s.expense_actual)::text AS "expenseActual",
              SUM(s.balance)::text AS balance, COUNT(DISTINCT s.budget_id)::int AS "budgetCount"
         FROM budget_statistics_month s ${VISIBLE}
        WHERE s.tenant_id = $1 AND s.year = $2
        GROUP BY GROUPING SETS ((s.budget_id, s.month), (s.budget_id), (s.month), ())`,
      [tenantId, year, level],
    );
  }
}
