import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../../infrastructure/database/base.entity';

/**
 * One login: the family of refresh tokens that rotate from it. Revoking the session ends the access
 * token too, because the JWT strategy checks it on every request.
 */
@Entity('auth_session')
@Index('idx_auth_session_user', ['userId'])
export class AuthSession extends BaseEntity {
  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  revokedReason: string | null;
}
