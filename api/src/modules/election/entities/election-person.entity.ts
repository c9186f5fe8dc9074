import { Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import type { ElectionRole } from '../election.roles';
import { ElectionRegistration } from './election.entity';

/** One elected person of a registration, in one role (liaison teachers may be two: position 1 and 2). */
@Entity('election_person')
@Index('uq_election_person_role', ['registrationId', 'role', 'position'], { unique: true })
@Index('idx_election_person_mail', ['mail'])
export class ElectionPerson extends BaseEntity {
  @Column({ type: 'uuid' })
  registrationId: string;

  @ForeignKey(() => ElectionRegistration, 'registration_id', 'fk_election_person_registration', 'CASCADE')
  readonly registration?: Relation<ElectionRegistration>;

  @Column({ type: 'varchar', length: 30 })
  role: ElectionRole;

  @Column({ type: 'smallint', default: 1 })
  position: number;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  /** Lower-cased, as invitations and accounts store addresses. */
  @Column({ type: 'varchar', length: 254 })
  mail: string;

  /** The pupil's class; null for teachers. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  className: string | null;

  /**
   * Whether this address gets the confirmation mail of this submission: false once the address has had
   * its daily share of election mails (ELECTION_MAIL_PER_ADDRESS_PER_DAY), decided in the submission's
   * transaction so that the mail job only reads it.
   */
  @Column({ type: 'boolean', default: true })
  confirmationMail: boolean;
}
