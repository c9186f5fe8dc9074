import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { RetentionCategory, RetentionUnit } from '#shared/retention';

/**
 * One data category's retention period (issue 26 §3). The unit and bounds are the code's
 * (`RETENTION_DEFAULTS`), copied here at start so the table reads on its own; only `period` is the
 * platform administrators' choice.
 */
@Entity('retention_rule')
@Check('chk_retention_rule_unit', `"unit" IN ('HOUR', 'DAY', 'YEAR', 'SCHOOL_YEAR')`)
@Check('chk_retention_rule_bounds', `"period" BETWEEN "min" AND "max"`)
export class RetentionRule {
  @PrimaryColumn({ type: 'varchar', length: 30, primaryKeyConstraintName: 'PK_retention_rule' })
  category: RetentionCategory;

  @Column({ type: 'integer' })
  period: number;

  @Column({ type: 'varchar', length: 12 })
  unit: RetentionUnit;

  @Column({ type: 'integer' })
  min: number;

  @Column({ type: 'integer' })
  max: number;

  @Column({ type: 'integer' })
  defaultPeriod: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
