// Subscribing and unsubscribing a browser, and the key it subscribes with.
import { Injectable } from '@nestjs/common';
import { PUSH_MESSAGES as M, PUSH_SUBSCRIPTIONS_PER_USER } from '#shared/push';
import type { PushKey } from '#shared/push';
import { ConfigService } from '../../config/config';
import { TransactionRunner } from '../../core/database/transaction';
import { endpointProblem } from '../../infrastructure/push/push-address';
import { VapidKeys } from '../../infrastructure/push/vapid-keys';
import { PushSubscriptionDto } from './dto/push-subscription.dto';
import { PushSubscriptionRepository } from './push-subscription.repository';
import { PushErrors } from './push.errors';

@Injectable()
export class PushService {
  constructor(
    private readonly subscriptions: PushSubscriptionRepository,
    private readonly tx: TransactionRunner,
    private readonly keys: VapidKeys,
    private readonly config: ConfigService,
  ) {}

  publicKey(): PushKey {
    return { publicKey: this.keys.get().publicKey };
  }

  async subscribe(userId: string, dto: PushSubscriptionDto) {
    const problem = endpointProblem(dto.endpoint, this.config.get('pushAllowHttpEndpoints'));
    if (problem === 'invalid') throw PushErrors.endpointInvalid();
    if (problem === 'private') throw PushErrors.endpointPrivate();
    await this.tx.run(async (tx) => {
      await this.subscriptions.save(tx, userId, { endpoint: dto.endpoint, p256dh: dto.keys.p256dh, auth: dto.keys.auth });
      // Each browser is a place the workers post to: an account keeps a handful, not thousands.
      await this.subscriptions.keepNewest(tx, userId, PUSH_SUBSCRIPTIONS_PER_USER);
    });
    return { message: M.subscribed };
  }

  async unsubscribe(userId: string, endpoint: string) {
    if (!(await this.subscriptions.removeOwn(userId, endpoint))) throw PushErrors.notFound();
    return { message: M.unsubscribed };
  }
}
