import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Domain events written in the same transaction as the change that causes them. */
@Entity('outbox')
@Index('idx_outbox_unpublished', ['createdAt'], { where: 'published_at IS NULL' })
export class OutboxEntry {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  _id: string;

  @Column({ type: 'varchar', length: 100 })
  type: string;

  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;
}
