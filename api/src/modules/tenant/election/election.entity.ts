import { Check, Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../infrastructure/database/base.entity';

export const ELECTION_TYPES = ['FULL_ASSEMBLY', 'DELEGATES'] as const;
export type ElectionType = (typeof ELECTION_TYPES)[number];

export enum ElectionState {
  PENDING = 'PENDING',
  CLOSED = 'CLOSED',
}

/**
 * A school's report of its council elections for one school year, sent through the public form. Pending
 * until the domain's administration validates it; a newer pending report of the same school and year
 * replaces the older one (uq_election_pending_school_year keeps it to one).
 */
@Entity('election_registration')
@Index('idx_election_domain_year', ['domainId', 'yearStart', 'state'])
@Index('uq_election_pending_school_year', ['schoolTenantId', 'yearStart'], { unique: true, where: `state = 'PENDING'` })
@Index('idx_election_validated_by', ['validatedById'])
@Check('chk_election_state', `"state" IN ('PENDING', 'CLOSED')`)
@Check('chk_election_type', `"election_type" IN ('FULL_ASSEMBLY', 'DELEGATES')`)
export class ElectionRegistration extends BaseEntity {
  @Column({ type: 'uuid' })
  domainId: string;

  @Column({ type: 'uuid' })
  schoolTenantId: string;

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

  @Column({ type: 'timestamptz', nullable: true })
  validatedAt: Date | null;
}
