// The scheduler's decisions (issue 25 §1-2), run by the workers' job scheduler every few seconds and by
// tests with a clock of their own. Per person (locked, see the repository): a row still unread after the
// delay is mailed and pushed by the person's settings, folded per conversation for an hour; read rows and
// muted groups send nothing; during quiet hours rows wait and go out folded when they end. Once a day, at
// the digest time, everything unread that waits for the digest goes into one mail.
import { Injectable } from '@nestjs/common';
import { ConfigService } from '../../config/config';
import { TransactionRunner } from '../../core/database/transaction';
import type { Tx } from '../../core/database/transaction';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import type { MailState, PushState } from './entities/user-notification.entity';
import { digestInstant, isMuted, isQuiet, withDefaults } from './notification-settings.rules';
import { ClaimedPerson, UndecidedRow, UserNotificationRepository } from './user-notification.repository';

/** Further messages of a conversation within this window after a mail (or push) send nothing more. */
export const FOLD_WINDOW_MS = 60 * 60_000;
/** People decided per transaction; the next tick takes the rest. */
const BATCH = 200;

@Injectable()
export class NotificationDeliveryService {
  constructor(
    private readonly notifications: UserNotificationRepository,
    private readonly outbox: OutboxService,
    private readonly tx: TransactionRunner,
    private readonly config: ConfigService,
  ) {}

  async tick(now = new Date()): Promise<void> {
    await this.decideDue(now);
    await this.sendDigests(now);
  }

  private async decideDue(now: Date): Promise<void> {
    const cutoff = new Date(now.getTime() - this.config.get('notifyMailDelaySeconds') * 1000);
    await this.tx.run(async (tx) => {
      const people = await this.notifications.claimUndecided(tx, cutoff, BATCH);
      if (!people.length) return;
      const ids = people.map((p) => p.userId);
      const rows = await this.notifications.undecidedOf(tx, ids, cutoff);
      const sent = await this.notifications.sentSince(tx, ids, new Date(now.getTime() - FOLD_WINDOW_MS));
      const byId = new Map(people.map((p) => [p.userId, p]));
      for (const row of rows) await this.decide(tx, row, byId.get(row.userId)!, sent, now);
    });
  }

  private async decide(tx: Tx, row: UndecidedRow, person: ClaimedPerson, sent: { mailed: Set<string>; pushed: Set<string> }, now: Date) {
    const settings = withDefaults(person.settings, person.pupil);
    if (row.read || isMuted(settings, row.tenantId, now)) return this.notifications.decide(tx, row.id, 'NONE', 'NONE', now);
    // Waits for the end of the quiet hours; then its conversation's rows go out as one.
    if (isQuiet(now, this.config.get('quietHours'), settings)) return;
    const channels = settings.kinds[row.kind];
    const conversation = `${row.userId} ${row.foldKey}`;
    let mail: MailState = channels.mail === 'DIGEST' ? 'DIGEST' : 'NONE';
    if (channels.mail === 'IMMEDIATE') {
      mail = sent.mailed.has(conversation) ? 'FOLDED' : 'SENT';
      sent.mailed.add(conversation);
    }
    let push: PushState = 'NONE';
    if (channels.push) {
      push = sent.pushed.has(conversation) ? 'FOLDED' : 'SENT';
      sent.pushed.add(conversation);
    }
    await this.notifications.decide(tx, row.id, mail, push, now);
    if (mail === 'SENT') await this.outbox.record(tx, 'notification.mail-due', { userId: row.userId, notificationId: row.id });
    if (push === 'SENT') {
      await this.outbox.record(tx, 'notification.push-due', { userId: row.userId, title: row.title, url: row.url, kind: row.kind });
    }
  }

  private async sendDigests(now: Date): Promise<void> {
    const instant = digestInstant(now, this.config.get('notifyDigestTime'));
    if (now < instant) return;
    await this.tx.run(async (tx) => {
      for (const person of await this.notifications.claimDigest(tx, instant, BATCH)) {
        if (isQuiet(now, this.config.get('quietHours'), withDefaults(person.settings, person.pupil))) continue;
        const ids = await this.notifications.settleDigest(tx, person.userId);
        await this.notifications.markDigestSent(tx, person.userId, now);
        if (ids.length) await this.outbox.record(tx, 'notification.digest-due', { userId: person.userId, notificationIds: ids });
      }
    });
  }
}
