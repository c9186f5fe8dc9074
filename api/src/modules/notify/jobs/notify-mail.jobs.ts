// Sends what the scheduler decided: one mail per due notification, one digest per person and day. A row
// read (or gone) by the time the job runs sends nothing; ctx.sendMail delivers once per event and address.
import { Injectable } from '@nestjs/common';
import { ConfigService } from '../../../config/config';
import type { JobData } from '../../../infrastructure/outbox/domain-events';
import { MailJob } from '../../../infrastructure/queue/job-handler';
import type { MailJobContext } from '../../../infrastructure/queue/job-handler';
import { UnsubscribeLinks } from '../unsubscribe-link';
import { UserNotificationRepository } from '../user-notification.repository';
import { digestMail, notificationMail } from './notify-mails';

@Injectable()
export class NotifyMailJobs {
  constructor(
    private readonly notifications: UserNotificationRepository,
    private readonly links: UnsubscribeLinks,
    private readonly config: ConfigService,
  ) {}

  @MailJob('notification.mail-due')
  async mailDue({ userId, notificationId }: JobData<'notification.mail-due'>, ctx: MailJobContext) {
    const [row] = await this.notifications.forMail(userId, [notificationId]);
    if (!row || row.read) return;
    const links = { base: this.base(), unsubscribe: this.links.url(userId, row.kind) };
    await ctx.sendMail(row.recipientMail, 'notification', notificationMail(row, links));
  }

  @MailJob('notification.digest-due')
  async digestDue({ userId, notificationIds }: JobData<'notification.digest-due'>, ctx: MailJobContext) {
    const rows = (await this.notifications.forMail(userId, notificationIds)).filter((r) => !r.read);
    if (!rows.length) return;
    const links = { base: this.base(), unsubscribe: this.links.url(userId, 'DIGEST') };
    await ctx.sendMail(rows[0].recipientMail, 'notification-digest', digestMail(rows, links));
  }

  private base(): string {
    return this.config.get('publicUrl').replace(/\/$/, '');
  }
}
