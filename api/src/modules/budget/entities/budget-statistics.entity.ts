import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import type { BudgetGroupFigures } from '#shared/budget-statistics';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';

// The stored budget statistics (issue 17 §2), written only by the stats worker's recompute
// (budget-statistics.repository.ts) and read by the statistics route and the dashboard. Why three tables:
// the route leaves out budgets above the caller's level, so the year's sums are added up at read time in
// SQL from per-budget month rows (exact numeric sums, no floats), not stored once for the whole group.
// Every primary key starts with (tenant_id, year): it is the index of every read and of the recompute's
// DELETE. No foreign key to `budget`: a deleted budget's rows go with the next recompute (its deletion
// records budget.changed), and the reads join the live budget for its view access anyway.

/** One tenant-year's bookkeeping: how often it was computed and from which moment's data. */
@Entity('budget_statistics')
export class BudgetStatistics {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_budget_statistics' })
  tenantId: string;

  @PrimaryColumn({ type: 'int', primaryKeyConstraintName: 'pk_budget_statistics' })
  year: number;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_budget_statistics_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  /** How many times the tenant-year was computed (each committed recompute adds one). */
  @Column({ type: 'int' })
  revision: number;

  /** Start of the recompute's statement: every change committed before it is in the figures. */
  @Column({ type: 'timestamptz' })
  computedAt: Date;
}

/** One budget of the tenant-year as computed: its title, switch and group figures. */
@Entity('budget_statistics_budget')
export class BudgetStatisticsBudget {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_budget_statistics_budget' })
  tenantId: string;

  @PrimaryColumn({ type: 'int', primaryKeyConstraintName: 'pk_budget_statistics_budget' })
  year: number;

  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_budget_statistics_budget' })
  budgetId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_budget_statistics_budget_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'boolean' })
  actualEnabled: boolean;

  /** Built in SQL; its amounts are JSON numbers of the summed numerics (exact up to 15 digits). */
  @Column({ type: 'jsonb' })
  groups: BudgetGroupFigures[];
}

/** One budget's sums in one month of the year; month 0 holds positions without a date in that year. */
@Entity('budget_statistics_month')
@Check('chk_budget_statistics_month_month', `"month" BETWEEN 0 AND 12`)
export class BudgetStatisticsMonth {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_budget_statistics_month' })
  tenantId: string;

  @PrimaryColumn({ type: 'int', primaryKeyConstraintName: 'pk_budget_statistics_month' })
  year: number;

  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_budget_statistics_month' })
  budgetId: string;

  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'pk_budget_statistics_month' })
  month: number;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_budget_statistics_month_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  // numeric(15,2): a budget holds at most 500 positions of at most 9,999,999,999.99 each.
  @Column({ type: 'numeric', precision: 15, scale: 2 })
  incomeTarget: string;

  @Column({ type: 'numeric', precision: 15, scale: 2 })
  incomeActual: string;

  @Column({ type: 'numeric', precision: 15, scale: 2 })
  expenseTarget: string;

  @Column({ type: 'numeric', precision: 15, scale: 2 })
  expenseActual: string;

  /** Income minus expense by the budget's switch (actuals or targets); may be negative. */
  @Column({ type: 'numeric', precision: 15, scale: 2 })
  balance: string;
}
