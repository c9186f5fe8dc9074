import { Check, Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { ForeignKey } from '../../../core/database/foreign-key';
import { User } from '../../../core/identity/user.entity';

/**
 * What the nightly job already told an inactive account: the warnings 30 and 7 days before and the
 * deletion being due. One row per kind, so a job run twice mails and records once; a login after the row was
 * written makes it stale (the next period starts over).
 */
@Entity('inactivity_notice')
@Check('chk_inactivity_notice_kind', `"kind" IN ('WARN_30', 'WARN_7', 'DUE')`)
export class InactivityNotice {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_inactivity_notice' })
  userId: string;

  @ForeignKey(() => User, 'user_id', 'fk_inactivity_notice_user', 'CASCADE')
  readonly user?: Relation<User>;

  @PrimaryColumn({ type: 'varchar', length: 10, primaryKeyConstraintName: 'PK_inactivity_notice' })
  kind: 'WARN_30' | 'WARN_7' | 'DUE';

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  deletionAt: Date;
}
