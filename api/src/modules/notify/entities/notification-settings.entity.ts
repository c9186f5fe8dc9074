import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import type { NotificationSettings as Settings } from '#shared/notify';
import { ForeignKey } from '../../../core/database/foreign-key';
import { User } from '../../../core/identity/user.entity';

/** A person's notification settings (null: the defaults) and when their last daily digest went out. */
@Entity('notification_settings')
export class NotificationSettingsRow {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @ForeignKey(() => User, 'user_id', 'fk_notification_settings_user', 'CASCADE')
  readonly user?: Relation<User>;

  @Column({ type: 'jsonb', nullable: true })
  settings: Settings | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastDigestAt: Date | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
