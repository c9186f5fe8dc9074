import { Column, Entity, Index } from 'typeorm';
import { PlatformLevel } from '#shared/levels';
import { BaseEntity } from '../database/base.entity';

@Entity('user_account')
// User lists sort by name; the trigram indexes serve ILIKE '%text%' searches and were written by hand in the
// initial migration (GIN over an expression / with gin_trgm_ops), which the schema builder cannot express.
@Index('idx_user_account_name', ['lastName', 'firstName', '_id'])
@Index('idx_user_account_name_trgm', { synchronize: false })
@Index('idx_user_account_mail_trgm', { synchronize: false })
// The few platform moderators and administrators, who get the chat report mails (issue 13).
@Index('idx_user_account_staff', ['permissionLevel'], { where: 'permission_level >= 6' })
// The workers' hourly sweep of accounts whose requested deletion is due (issue 26 §2).
@Index('idx_user_account_deletion_at', ['deletionAt'], { where: 'deletion_at IS NOT NULL' })
export class User extends BaseEntity {
  /** Stored lower-cased; unique. */
  @Index('uq_user_account_mail', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  mail: string;

  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'smallint', default: PlatformLevel.PLENUM_MEMBER })
  permissionLevel: number;

  @Column({ type: 'timestamptz' })
  termsAcceptedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  verifiedAt: Date | null;

  /**
   * Set while the account is suspended (issue 13: a moderator's SUSPEND, lifted by a platform administrator):
   * login answers 403, no session of it stays alive. Null for every account in good standing.
   */
  @Column({ type: 'timestamptz', nullable: true })
  suspendedAt: Date | null;

  /** When a requested deletion falls due (14 days after the request); null while none is pending. */
  @Column({ type: 'timestamptz', nullable: true })
  deletionAt: Date | null;
}
