import { Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { BaseEntity } from '../database/base.entity';
import { ForeignKey } from '../database/foreign-key';
import { User } from './user.entity';

/**
 * One login: the family of refresh tokens that rotate from it. Revoking the session ends the access
 * token too, because the JWT strategy checks it on every request.
 */
@Entity('auth_session')
@Index('idx_auth_session_user', ['userId'])
export class AuthSession extends BaseEntity {
  @Column({ type: 'uuid' })
  userId: string;

  @ForeignKey(() => User, 'user_id', 'fk_auth_session_user', 'CASCADE')
  readonly user?: Relation<User>;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  revokedReason: string | null;
}
