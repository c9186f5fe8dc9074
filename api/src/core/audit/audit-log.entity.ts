import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import type { AuditDetail, AuditReason } from '#shared/admin';
import { ForeignKey } from '../database/foreign-key';
import { Domain } from '../identity/domain.entity';
import { Tenant } from '../identity/tenant.entity';
import { User } from '../identity/user.entity';

// The shapes are the web's too (#shared/admin).
export type { AuditDetail, AuditReason };

/**
 * Every time platform staff use their platform role inside a tenant (support, abuse handling) instead of
 * a membership that allows it. Kept when the user or tenant is deleted: an audit trail must outlive them.
 */
@Entity('audit_log')
@Index('idx_audit_log_tenant_created', ['tenantId', 'createdAt'])
@Index('idx_audit_log_user_created', ['userId', 'createdAt'])
@Check('chk_audit_log_reason', `"reason" IN ('NOT_MEMBER', 'LEVEL', 'ADMIN')`)
@Index('idx_audit_log_created', ['createdAt'])
export class AuditLog {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  _id: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  // SET NULL on every reference: the trail outlives the person, the group and the domain.
  @ForeignKey(() => User, 'user_id', 'fk_audit_log_user', 'SET NULL')
  readonly user?: Relation<User>;

  /** The platform level the person had when acting. */
  @Column({ type: 'smallint' })
  platformLevel: number;

  @Column({ type: 'uuid', nullable: true })
  tenantId: string | null;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_audit_log_tenant', 'SET NULL')
  readonly tenant?: Relation<Tenant>;

  /** The permission the route asked for; null for routes open to every member. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  permission: string | null;

  @Column({ type: 'varchar', length: 20 })
  reason: AuditReason;

  @Column({ type: 'varchar', length: 10 })
  method: string;

  @Column({ type: 'varchar', length: 300 })
  route: string;

  /** For reason ADMIN: what was done, e.g. 'tenant.delete', 'election.validate'. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  action?: string | null;

  /** For reason ADMIN: the domain and the object acted on (kept as plain ids; the object may be gone). */
  @Column({ type: 'uuid', nullable: true })
  domainId?: string | null;

  @ForeignKey(() => Domain, 'domain_id', 'fk_audit_log_domain', 'SET NULL')
  readonly domain?: Relation<Domain>;

  @Column({ type: 'uuid', nullable: true })
  targetId?: string | null;

  /** A short, human-readable summary (names at the time of the action). */
  @Column({ type: 'jsonb', nullable: true })
  detail?: AuditDetail | null;
}
