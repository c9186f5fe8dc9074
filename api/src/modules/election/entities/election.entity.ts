import { Check, Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import type { ElectionType } from '#shared/election';
import { BaseEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Domain } from '../../../core/identity/domain.entity';
import { Tenant } from '../../../core/identity/tenant.entity';
import { User } from '../../../core/identity/user.entity';

export enum ElectionState {
  PENDING = 'PENDING',
  CLOSED = 'CLOSED',
  /** Another submission of the same school and year was validated; kept for the record, never deleted. */
  SUPERSEDED = 'SUPERSEDED',
}

/**
 * A school's report of its council elections for one school year, sent through the public form. Pending
 * until the domain's administration validates it. A public submission never deletes anything (issue 10):
 * several pending reports of the same school and year compete, the administration sees them side by side,
 * and validating one marks the others SUPERSEDED.
 */
@Entity('election_registration')
@Index('idx_election_domain_year', ['domainId', 'yearStart', 'state'])
@Index('idx_election_school_year', ['schoolTenantId', 'yearStart', 'state'])
@Index('idx_election_validated_by', ['validatedById'])
@Index('idx_election_school', ['schoolTenantId'])
@Check('chk_election_state', `"state" IN ('PENDING', 'CLOSED', 'SUPERSEDED')`)
@Check('chk_election_type', `"election_type" IN ('FULL_ASSEMBLY', 'DELEGATES')`)
export class ElectionRegistration extends BaseEntity {
  @Column({ type: 'uuid' })
  domainId: string;

  @ForeignKey(() => Domain, 'domain_id', 'fk_election_domain', 'CASCADE')
  readonly domain?: Relation<Domain>;

  @Column({ type: 'uuid' })
  schoolTenantId: string;

  @ForeignKey(() => Tenant, 'school_tenant_id', 'fk_election_school', 'CASCADE')
  readonly schoolTenant?: Relation<Tenant>;

  /** As written on the form, e.g. '2026/27'. */
  @Column({ type: 'varchar', length: 7 })
  schoolYear: string;

  /** The calendar year the school year starts in (August), for the yearly lists. */
  @Column({ type: 'smallint' })
  yearStart: number;

  @Column({ type: 'varchar', length: 20 })
  electionType: ElectionType;

  @Column({ type: 'date' })
  electionDate: string;

  @Column({ type: 'date' })
  assemblyDate: string;

  @Column({ type: 'varchar', length: 100 })
  leaderFirstName: string;

  @Column({ type: 'varchar', length: 100 })
  leaderLastName: string;

  @Column({ type: 'boolean' })
  minutesToPrincipal: boolean;

  @Column({ type: 'boolean' })
  minutesKeptByCouncil: boolean;

  @Column({ type: 'boolean' })
  truthConfirmed: boolean;

  @Column({ type: 'varchar', length: 10, default: ElectionState.PENDING })
  state: ElectionState;

  @Column({ type: 'uuid', nullable: true })
  validatedById: string | null;

  @ForeignKey(() => User, 'validated_by_id', 'fk_election_validated_by', 'SET NULL')
  readonly validatedBy?: Relation<User>;

  @Column({ type: 'timestamptz', nullable: true })
  validatedAt: Date | null;

  /** For SUPERSEDED: the registration whose validation closed this one. */
  @Column({ type: 'uuid', nullable: true })
  supersededById: string | null;
}
