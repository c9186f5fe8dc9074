// Pushes a due notification to every browser of its user. Retried jobs skip the browsers that already got
// it (push_delivery); a browser the push service calls gone (404/410) is removed; a push service that is
// down or busy fails the job so that BullMQ retries it later.
import { Injectable, Logger } from '@nestjs/common';
import type { JobData } from '../../../infrastructure/outbox/domain-events';
import { PushSender } from '../../../infrastructure/push/push-sender';
import { NotifyJob } from '../../../infrastructure/queue/job-handler';
import type { NotifyJobContext } from '../../../infrastructure/queue/job-handler';
import { PushSubscriptionRepository } from '../push-subscription.repository';

/** How long push_delivery remembers a sent push: far beyond the retries of its job. */
const DELIVERY_MEMORY_MS = 7 * 24 * 60 * 60 * 1000;

@Injectable()
export class PushJobs {
  private readonly logger = new Logger(PushJobs.name);

  constructor(
    private readonly subscriptions: PushSubscriptionRepository,
    private readonly sender: PushSender,
  ) {}

  @NotifyJob('notification.push-due')
  async pushDue({ userId, title, url, kind }: JobData<'notification.push-due'>, { eventId }: NotifyJobContext) {
    const done = await this.subscriptions.deliveredTo(eventId);
    let retry = 0;
    for (const subscription of await this.subscriptions.forUser(userId)) {
      if (done.has(subscription._id)) continue;
      const outcome = await this.sender.send(subscription, { title, url, kind });
      if (outcome === 'delivered') await this.subscriptions.markDelivered(eventId, subscription._id);
      else if (outcome === 'gone') await this.subscriptions.remove(subscription._id);
      else if (outcome === 'retry') retry += 1;
      else this.logger.warn({ msg: 'push refused by the push service', eventId, subscriptionId: subscription._id });
    }
    await this.subscriptions.forgetDeliveriesBefore(new Date(Date.now() - DELIVERY_MEMORY_MS));
    if (retry) throw new Error(`${retry} push(es) of ${eventId} failed; retrying`);
  }
}
