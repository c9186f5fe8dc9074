import { Check, Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { BUDGET_NOTE_MAX_LENGTH, BUDGET_TITLE_MAX_LENGTH } from '#shared/budget';
import type { BudgetPositionType } from '#shared/budget';
import { TenantOwnedEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Budget } from './budget.entity';

/**
 * One income or expense position, or a group (GROUP_INCOME/GROUP_EXPENSE: title and a plan figure).
 * Amounts are numeric(12,2): TypeORM hands them over as strings, the views turn them into numbers once.
 */
@Entity('budget_position')
// The budget's positions by type (detail, paged list, sums); also serves the budget's cascade.
@Index('idx_budget_position_budget_type', ['budgetId', 'type'])
// The positions of a group, for ON DELETE SET NULL and the group filter.
@Index('idx_budget_position_group', ['groupId'])
@Index('idx_budget_position_tenant', ['tenantId'])
@Check('chk_budget_position_type', `"type" IN ('INCOME', 'EXPENSE', 'GROUP_INCOME', 'GROUP_EXPENSE')`)
@Check('chk_budget_position_target', `"target" >= 0`)
@Check('chk_budget_position_actual', `"actual" >= 0`)
export class BudgetPosition extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @Column({ type: 'uuid' })
  budgetId: string;

  @ForeignKey(() => Budget, 'budget_id', 'fk_budget_position_budget', 'CASCADE')
  readonly budget?: Relation<Budget>;

  @Column({ type: 'text' })
  type: BudgetPositionType;

  @Column({ type: 'varchar', length: BUDGET_TITLE_MAX_LENGTH })
  title: string;

  @Column({ type: 'numeric', precision: 12, scale: 2 })
  target: string;

  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true })
  actual: string | null;

  /** Calendar day (YYYY-MM-DD). */
  @Column({ type: 'date', nullable: true })
  date: string | null;

  @Column({ type: 'varchar', length: BUDGET_NOTE_MAX_LENGTH, default: '' })
  note: string;

  @Column({ type: 'uuid', nullable: true })
  groupId: string | null;

  @ForeignKey(() => BudgetPosition, 'group_id', 'fk_budget_position_group', 'SET NULL')
  readonly group?: Relation<BudgetPosition>;
}
