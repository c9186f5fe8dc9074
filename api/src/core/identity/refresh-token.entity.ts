import { Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { BaseEntity } from '../database/base.entity';
import { ForeignKey } from '../database/foreign-key';
import { AuthSession } from './auth-session.entity';

/** An opaque refresh token, stored as its SHA-256 hash. A used token presented again means theft. */
@Entity('refresh_token')
@Index('idx_refresh_token_session', ['sessionId'])
export class RefreshToken extends BaseEntity {
  @Column({ type: 'uuid' })
  sessionId: string;

  @ForeignKey(() => AuthSession, 'session_id', 'fk_refresh_token_session', 'CASCADE')
  readonly session?: Relation<AuthSession>;

  @Index('uq_refresh_token_hash', { unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
