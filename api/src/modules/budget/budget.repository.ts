// Budgets with their totals. Totals and balance are summed in SQL over the INCOME and EXPENSE positions
// (a group's own target is a plan figure and never counts); the balance uses actuals while the switch is on.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { Page } from '#shared/page';
import { PageRequest, pageOf } from '../../common/paginate';
import { likePattern } from '../../common/pagination.dto';
import { cappedLevel, seenAt } from '../../common/tenancy/level-gated';
import { LevelGatedRepository } from '../../common/tenancy/level-gated.repository';
import { GATED_BUDGET } from './budget.gated';
import type { TotalsRow } from './budget.views';
import { Budget } from './entities/budget.entity';

export interface BudgetFilter {
  level: number;
  year?: number;
  text?: string;
}

export interface BudgetWithTotals {
  budget: Budget;
  totals: TotalsRow;
}

export interface ReportTotals {
  budget: Budget;
  totals: TotalsRow & { balanceTarget: string; balanceActual: string };
}

/**
 * The sums of budget `b`'s positions, as a LATERAL subquery (served by idx_budget_position_budget_type).
 * Actual amounts not yet entered count as 0.
 */
export const TOTALS_LATERAL = `
  LEFT JOIN LATERAL (
    SELECT COALESCE(SUM(p.target) FILTER (WHERE p.type = 'INCOME'), 0) AS income_target,
           COALESCE(SUM(p.actual) FILTER (WHERE p.type = 'INCOME'), 0) AS income_actual,
           COALESCE(SUM(p.target) FILTER (WHERE p.type = 'EXPENSE'), 0) AS expense_target,
           COALESCE(SUM(p.actual) FILTER (WHERE p.type = 'EXPENSE'), 0) AS expense_actual
      FROM budget_position p
     WHERE p.budget_id = b.id AND p.type IN ('INCOME', 'EXPENSE')
  ) s ON true`;

const TOTALS_COLUMNS = `
  s.income_target::text AS "incomeTarget", s.income_actual::text AS "incomeActual",
  s.expense_target::text AS "expenseTarget", s.expense_actual::text AS "expenseActual",
  (CASE WHEN b.actual_enabled THEN s.income_actual - s.expense_actual
        ELSE s.income_target - s.expense_target END)::text AS "balance"`;

const BUDGET_COLUMNS = `
  b.id AS "_id", b.tenant_id AS "tenantId", b.title, b.year, b.description, b.actual_enabled AS "actualEnabled",
  b.view_access AS "viewAccess", b.created_by AS "createdBy", b.created_at AS "createdAt", b.updated_at AS "updatedAt"`;

type RawRow = Budget & TotalsRow;

function split(row: RawRow): BudgetWithTotals {
  const { incomeTarget, incomeActual, expenseTarget, expenseActual, balance, ...budget } = row;
  return { budget: budget as Budget, totals: { incomeTarget, incomeActual, expenseTarget, expenseActual, balance } };
}

@Injectable()
export class BudgetRepository extends LevelGatedRepository<Budget> {
  constructor(dataSource: DataSource) {
    super(dataSource, Budget, GATED_BUDGET);
  }

  /** A page of the budgets the level may see, newest year first (idx_budget_tenant_year). */
  async page(tenantId: string, filter: BudgetFilter, page: PageRequest): Promise<Page<BudgetWithTotals>> {
    const where = `b.tenant_id = $1 AND ${seenAt('b', '$2')} AND ($3::int IS NULL OR b.year = $3)
                   AND ($4::text IS NULL OR b.title ILIKE $4)`;
    const params = [tenantId, cappedLevel(filter.level), filter.year ?? null, filter.text ? likePattern(filter.text) : null];
    const [rows, counted] = await Promise.all([
      this.dataSource.query(
        `SELECT ${BUDGET_COLUMNS}, ${TOTALS_COLUMNS} FROM budget b ${TOTALS_LATERAL}
          WHERE ${where} ORDER BY b.year DESC, b.title, b.id LIMIT $5 OFFSET $6`,
        [...params, page.pageSize, (page.page - 1) * page.pageSize],
      ) as Promise<RawRow[]>,
      this.dataSource.query(`SELECT COUNT(*)::int AS total FROM budget b WHERE ${where}`, params) as Promise<{ total: number }[]>,
    ]);
    return pageOf(rows.map(split), counted[0]?.total ?? 0, page);
  }

  /** One budget the level may see, with its totals, or null. */
  async visibleWithTotals(tenantId: string, id: string, viewLevel: number, tx?: EntityManager): Promise<BudgetWithTotals | null> {
    const rows: RawRow[] = await this.manager(tx).query(
      `SELECT ${BUDGET_COLUMNS}, ${TOTALS_COLUMNS} FROM budget b ${TOTALS_LATERAL}
        WHERE b.tenant_id = $1 AND b.id = $2 AND ${seenAt('b', '$3')}`,
      [tenantId, id, cappedLevel(viewLevel)],
    );
    return rows[0] ? split(rows[0]) : null;
  }

  /** For the exports: the budget with its sums and the balance both by target and by actual. */
  async reportTotals(tenantId: string, id: string, tx: EntityManager): Promise<ReportTotals | null> {
    const rows: (RawRow & { balanceTarget: string; balanceActual: string })[] = await tx.query(
      `SELECT ${BUDGET_COLUMNS}, ${TOTALS_COLUMNS},
              (s.income_target - s.expense_target)::text AS "balanceTarget",
              (s.income_actual - s.expense_actual)::text AS "balanceActual"
         FROM budget b ${TOTALS_LATERAL}
        WHERE b.tenant_id = $1 AND b.id = $2`,
      [tenantId, id],
    );
    if (!rows[0]) return null;
    const { balanceTarget, balanceActual, ...rest } = rows[0];
    const { budget, totals } = split(rest);
    return { budget, totals: { ...totals, balanceTarget, balanceActual } };
  }

  /** Reads in one snapshot (REPEATABLE READ), so an export's sums match the positions it prints. */
  readSnapshot<R>(read: (tx: EntityManager) => Promise<R>): Promise<R> {
    return this.dataSource.transaction('REPEATABLE READ', read);
  }
}
