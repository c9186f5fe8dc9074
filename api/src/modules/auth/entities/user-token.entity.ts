import { Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { User } from '../../../core/identity/user.entity';

export enum UserTokenKind {
  VERIFY = 'VERIFY',
  RESET = 'RESET',
}

/** Single-use verification and reset tokens, stored hashed. */
@Entity('user_token')
@Index('idx_user_token_user_kind', ['userId', 'kind', 'createdAt'])
export class UserToken extends BaseEntity {
  @Column({ type: 'uuid' })
  userId: string;

  @ForeignKey(() => User, 'user_id', 'fk_user_token_user', 'CASCADE')
  readonly user?: Relation<User>;

  @Column({ type: 'varchar', length: 10 })
  kind: UserTokenKind;

  @Index('uq_user_token_hash', { unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  /** The token sealed for its mail (AES-GCM), until the mail is out; the job data carries only this row's id. */
  @Column({ type: 'text', nullable: true })
  mailSealed: string | null;
}
