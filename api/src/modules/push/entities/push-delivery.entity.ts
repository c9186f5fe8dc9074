import { CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { ForeignKey } from '../../../core/database/foreign-key';
import { WebPushSubscription } from './push-subscription.entity';

/** One row per push that left for one subscription, so that a retried job does not push twice. */
@Entity('push_delivery')
@Index('idx_push_delivery_created_at', ['createdAt'])
export class PushDelivery {
  @PrimaryColumn({ type: 'uuid' })
  eventId: string;

  @PrimaryColumn({ type: 'uuid' })
  subscriptionId: string;

  @ForeignKey(() => WebPushSubscription, 'subscription_id', 'fk_push_delivery_subscription', 'CASCADE')
  readonly subscription?: Relation<WebPushSubscription>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
