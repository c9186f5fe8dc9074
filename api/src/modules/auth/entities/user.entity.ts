import { Column, Entity, Index } from 'typeorm';
import { PlatformLevel } from '#shared/levels';
import { BaseEntity } from '../../../infrastructure/database/base.entity';

@Entity('user_account')
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
}
