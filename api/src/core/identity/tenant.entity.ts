import { Check, Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { allIntegrations } from '#shared/integrations';
import type { Integrations } from '#shared/integrations';
import { TenantType } from '#shared/levels';
import type { PermissionOverrides } from '#shared/permissions';
import type { JoinPolicy } from '#shared/tenant';
import { BaseEntity } from '../database/base.entity';
import { ForeignKey } from '../database/foreign-key';
import { Domain } from './domain.entity';

@Entity('tenant')
@Index('idx_tenant_domain', ['domainId', 'name'])
@Index('idx_tenant_public', ['isPublic', 'name'])
// GIN trigram index for name search, created by hand in the tenancy-core migration.
@Index('idx_tenant_name_trgm', { synchronize: false })
@Check('chk_tenant_join_policy', `"join_policy" IN ('OPEN', 'REQUEST')`)
export class Tenant extends BaseEntity {
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 10 })
  type: TenantType;

  @Column({ type: 'boolean', default: false })
  isPublic: boolean;

  @Column({ type: 'uuid', nullable: true })
  domainId: string | null;

  // RESTRICT: a domain that still has groups cannot be deleted.
  @ForeignKey(() => Domain, 'domain_id', 'fk_tenant_domain', 'RESTRICT')
  readonly domain?: Relation<Domain>;

  // An object (not SQL text): the schema builder compares jsonb defaults by value, whatever the key order.
  @Column({ type: 'jsonb', default: allIntegrations(true) })
  integrations: Integrations;

  @Index('uq_tenant_shortcode', { unique: true })
  @Column({ type: 'varchar', length: 20 })
  shortcode: string;

  @Column({ type: 'boolean', default: false })
  icalEnabled: boolean;

  /**
   * Whether a self-join makes a guest at once or asks the admins (issue 24). The column's default is the
   * safe one; whoever creates a group sets `defaultJoinPolicy(type)`.
   */
  @Column({ type: 'varchar', length: 10, default: 'REQUEST' })
  joinPolicy: JoinPolicy;

  /**
   * The group's own role matrix (issue 28): the permissions its admin changed, level lists by permission;
   * null keeps the default table. Loaded with the tenant by the guard, so checks cost no query.
   */
  @Column({ type: 'jsonb', nullable: true })
  permissions: PermissionOverrides | null;

  /** Set by the domain's administrators (issue 26 §3): while held, the retention job deletes nothing of the group. */
  @Column({ type: 'timestamptz', nullable: true })
  legalHoldSince: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  legalHoldReason: string | null;
}
