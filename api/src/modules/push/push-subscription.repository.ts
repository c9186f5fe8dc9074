// The only place that touches push_subscription and push_delivery.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BaseRepository, Tx } from '../../core/database/transaction';
import { PushDelivery } from './entities/push-delivery.entity';
import { WebPushSubscription } from './entities/push-subscription.entity';

export interface SubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

@Injectable()
export class PushSubscriptionRepository extends BaseRepository {
  constructor(dataSource: DataSource) {
    super(dataSource);
  }

  /** Stores the browser for this user; a browser known under another account moves here with its new keys. */
  async save(tx: Tx, userId: string, keys: SubscriptionKeys): Promise<void> {
    await tx
      .createQueryBuilder()
      .insert()
      .into(WebPushSubscription)
      .values({ userId, ...keys })
      .orUpdate(['user_id', 'p256dh', 'auth', 'updated_at'], ['endpoint'])
      .execute();
  }

  /** Keeps the user's `keep` most recently saved browsers and removes the rest. */
  async keepNewest(tx: Tx, userId: string, keep: number): Promise<void> {
    await tx.query(
      `DELETE FROM push_subscription WHERE user_id = $1 AND id NOT IN (
         SELECT id FROM push_subscription WHERE user_id = $1 ORDER BY updated_at DESC, id LIMIT $2)`,
      [userId, keep],
    );
  }

  /** Removes the user's own subscription of this endpoint; false when there is none (or it is someone else's). */
  async removeOwn(userId: string, endpoint: string): Promise<boolean> {
    const result = await this.manager().delete(WebPushSubscription, { userId, endpoint });
    return (result.affected ?? 0) > 0;
  }

  forUser(userId: string): Promise<WebPushSubscription[]> {
    return this.manager().find(WebPushSubscription, { where: { userId }, order: { createdAt: 'ASC' } });
  }

  async remove(id: string): Promise<void> {
    await this.manager().delete(WebPushSubscription, { _id: id });
  }

  async deliveredTo(eventId: string): Promise<Set<string>> {
    const rows = await this.manager().find(PushDelivery, { where: { eventId }, select: { subscriptionId: true } });
    return new Set(rows.map((r) => r.subscriptionId));
  }

  async markDelivered(eventId: string, subscriptionId: string): Promise<void> {
    await this.manager().createQueryBuilder().insert().into(PushDelivery).values({ eventId, subscriptionId }).orIgnore().execute();
  }

  /** The ledger only has to outlive the job's retries. */
  async forgetDeliveriesBefore(before: Date): Promise<void> {
    await this.manager().query(`DELETE FROM push_delivery WHERE created_at < $1`, [before]);
  }
}
