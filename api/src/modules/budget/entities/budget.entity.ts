import { Check, Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { BUDGET_DESCRIPTION_MAX_LENGTH, BUDGET_TITLE_MAX_LENGTH } from '#shared/budget';
import { TenantOwnedEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { User } from '../../../core/identity/user.entity';

/** A group's budget for one accounting year; its positions and groups are `budget_position` rows. */
@Entity('budget')
// The tenant's list filtered by year (and the statistics worker's per tenant-year read).
@Index('idx_budget_tenant_year', ['tenantId', 'year'])
@Index('idx_budget_created_by', ['createdBy'])
@Check('chk_budget_view_access', `"view_access" >= 0`)
export class Budget extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_budget_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @Column({ type: 'varchar', length: BUDGET_TITLE_MAX_LENGTH })
  title: string;

  @Column({ type: 'int' })
  year: number;

  /** Sanitised HTML (common/validation/rich-text.ts). */
  @Column({ type: 'varchar', length: BUDGET_DESCRIPTION_MAX_LENGTH, default: '' })
  description: string;

  /** The actual-column switch: on, the balance uses actual amounts. */
  @Column({ type: 'boolean', default: false })
  actualEnabled: boolean;

  /** The lowest level of the group that sees the budget. */
  @Column({ type: 'smallint', default: 0 })
  viewAccess: number;

  @Column({ type: 'uuid', nullable: true })
  createdBy: string | null;

  @ForeignKey(() => User, 'created_by', 'fk_budget_created_by', 'SET NULL')
  readonly creator?: Relation<User>;
}
