import { Check, Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../database/base.entity';

/** An association of councils in one city or state. */
@Entity('domain')
// Day 28 at most in February: every year has it, so a period never lands on a day that does not exist.
@Check(
  'chk_domain_school_year_end',
  `"school_year_end_month" BETWEEN 1 AND 12 AND "school_year_end_day" BETWEEN 1 AND (CASE WHEN "school_year_end_month" = 2 THEN 28 WHEN "school_year_end_month" IN (4, 6, 9, 11) THEN 30 ELSE 31 END)`,
)
export class Domain extends BaseEntity {
  @Index('uq_domain_name', { unique: true })
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  /** The last day of the school year (issue 26 §3): retention periods in school years end on it. */
  @Column({ type: 'smallint', default: 7 })
  schoolYearEndMonth: number;

  @Column({ type: 'smallint', default: 31 })
  schoolYearEndDay: number;
}
