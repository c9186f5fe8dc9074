// What other modules call to reach a person (issue 25): a bell item that the scheduler later mails or
// pushes by the person's settings. Always inside the caller's transaction, so the item exists exactly when
// what it announces does.
import { Injectable } from '@nestjs/common';
import type { Tx } from '../../core/database/transaction';
import { NewNotification, UserNotificationRepository } from './user-notification.repository';

/** Folding keys: one mail or push per recipient and conversation per hour. */
export const FOLD = {
  privateChat: (senderId: string) => `private:${senderId}`,
  mentions: (tenantId: string) => `mention:${tenantId}`,
  /** Everything else folds per kind and group. */
  of: (kind: string, tenantId: string | null) => `${kind.toLowerCase()}:${tenantId ?? '-'}`,
};

@Injectable()
export class NotifyService {
  constructor(private readonly notifications: UserNotificationRepository) {}

  /** Nobody is notified of what they did themselves. */
  async add(tx: Tx, items: NewNotification[]): Promise<void> {
    await this.notifications.insertMany(
      tx,
      items.filter((item) => item.userId !== item.actorId),
    );
  }

  /** The person read the conversation: what it announced no longer mails or pushes. */
  async conversationRead(tx: Tx, userId: string, foldKey: string): Promise<void> {
    await this.notifications.markReadByFoldKey(tx, userId, foldKey);
  }
}
