import { Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { User } from '../../../core/identity/user.entity';

/**
 * One browser's Web Push subscription (issue 25 §1). The endpoint is the push service's capability URL for
 * that browser, so it is unique: a browser that subscribes again under another account moves to that account.
 * Goes with the account (ON DELETE CASCADE) and when the push service answers 404/410.
 */
@Entity('push_subscription')
@Index('uq_push_subscription_endpoint', ['endpoint'], { unique: true })
@Index('idx_push_subscription_user', ['userId'])
export class WebPushSubscription extends BaseEntity {
  @Column({ type: 'uuid' })
  userId: string;

  @ForeignKey(() => User, 'user_id', 'fk_push_subscription_user', 'CASCADE')
  readonly user?: Relation<User>;

  @Column({ type: 'varchar', length: 1000 })
  endpoint: string;

  /** The browser's P-256 public key, base64url (65 bytes). */
  @Column({ type: 'varchar', length: 100 })
  p256dh: string;

  /** The browser's auth secret, base64url (16 bytes). */
  @Column({ type: 'varchar', length: 30 })
  auth: string;
}
