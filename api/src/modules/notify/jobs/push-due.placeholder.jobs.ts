// PLACEHOLDER until the push part (issue 25, Web Push) is merged: its handler of `notification.push-due`
// sends the push; the workers refuse to start while a routed event has no handler, so this one only
// acknowledges the job. Delete this file (and its line in notify-jobs.module.ts) when the push handler lands.
import { Injectable } from '@nestjs/common';
import type { JobData } from '../../../infrastructure/outbox/domain-events';
import { NotifyJob } from '../../../infrastructure/queue/job-handler';
import type { NotifyJobContext } from '../../../infrastructure/queue/job-handler';

@Injectable()
export class PushDuePlaceholderJobs {
  @NotifyJob('notification.push-due')
  async pushDue(_data: JobData<'notification.push-due'>, _ctx: NotifyJobContext): Promise<void> {}
}
