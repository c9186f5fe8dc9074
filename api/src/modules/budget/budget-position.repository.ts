// Positions and groups of a budget. Every query names tenant and budget; the paged list and the capped
// detail list are served by idx_budget_position_budget_type, a group's members by idx_budget_position_group.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { BudgetPositionType } from '#shared/budget';
import type { Page } from '#shared/page';
import { paginate, PageRequest } from '../../common/paginate';
import { LevelGatedChildRepository } from '../../common/tenancy/level-gated.repository';
import { GATED_BUDGET_POSITION } from './budget.gated';
import type { GroupSumRow } from './budget.views';
import { BudgetPosition } from './entities/budget-position.entity';

export interface PositionFilter {
  type?: BudgetPositionType;
  groupId?: string;
}

@Injectable()
export class BudgetPositionRepository extends LevelGatedChildRepository<BudgetPosition> {
  constructor(dataSource: DataSource) {
    super(dataSource, BudgetPosition, GATED_BUDGET_POSITION);
  }

  /** Groups first, then the positions, each in the order they were entered. */
  private ordered(tenantId: string, budgetId: string, tx?: EntityManager) {
    return this.scopedQuery(tenantId, 'p', tx)
      .andWhere('p.budgetId = :budgetId', { budgetId })
      .addSelect(`CASE WHEN p.type IN ('GROUP_INCOME', 'GROUP_EXPENSE') THEN 0 ELSE 1 END`, 'p_rank')
      .orderBy('p_rank')
      .addOrderBy('p.createdAt')
      .addOrderBy('p._id');
  }

  page(tenantId: string, budgetId: string, filter: PositionFilter, page: PageRequest): Promise<Page<BudgetPosition>> {
    const query = this.ordered(tenantId, budgetId);
    if (filter.type) query.andWhere('p.type = :type', { type: filter.type });
    if (filter.groupId) query.andWhere('p.groupId = :groupId', { groupId: filter.groupId });
    return paginate(query, page);
  }

  /** All positions of the budget for the detail answer and the exports; the service caps how many exist. */
  all(tenantId: string, budgetId: string, limit: number, tx?: EntityManager): Promise<BudgetPosition[]> {
    return this.ordered(tenantId, budgetId, tx).take(limit).getMany();
  }

  inBudget(tenantId: string, budgetId: string, id: string, tx?: EntityManager): Promise<BudgetPosition | null> {
    return this.findOne(tenantId, { _id: id, budgetId }, tx);
  }

  countIn(tenantId: string, budgetId: string, tx: EntityManager): Promise<number> {
    return this.count(tenantId, { budgetId }, tx);
  }

  /** How many positions name this group (idx_budget_position_group). */
  membersOf(tenantId: string, groupId: string, tx: EntityManager): Promise<number> {
    return this.count(tenantId, { groupId }, tx);
  }

  /**
   * Per group: its plan figure beside the sums of its INCOME/EXPENSE positions; then one bucket per type
   * for the ungrouped positions (only when there are any). Summed in SQL, returned as numeric text.
   */
  groupSums(tenantId: string, budgetId: string, tx?: EntityManager): Promise<GroupSumRow[]> {
    return this.manager(tx).query(
      `SELECT g.id AS "groupId", g.type, g.title, g.target::text AS plan,
              COALESCE(SUM(p.target), 0)::text AS target, COALESCE(SUM(p.actual), 0)::text AS actual,
              COUNT(p.id)::int AS "positionCount", MIN(g.created_at) AS "sortAt"
         FROM budget_position g
         LEFT JOIN budget_position p ON p.group_id = g.id AND p.type IN ('INCOME', 'EXPENSE')
        WHERE g.tenant_id = $1 AND g.budget_id = $2 AND g.type IN ('GROUP_INCOME', 'GROUP_EXPENSE')
        GROUP BY g.id
       UNION ALL
       SELECT NULL, CASE p.type WHEN 'INCOME' THEN 'GROUP_INCOME' ELSE 'GROUP_EXPENSE' END, NULL, '0',
              SUM(p.target)::text, COALESCE(SUM(p.actual), 0)::text, COUNT(*)::int, NULL
         FROM budget_position p
        WHERE p.tenant_id = $1 AND p.budget_id = $2 AND p.type IN ('INCOME', 'EXPENSE') AND p.group_id IS NULL
        GROUP BY p.type
        ORDER BY 2 DESC, 8 NULLS LAST, 1`,
      [tenantId, budgetId],
    );
  }
}
