// What other modules call to reach a person (issue 25): a bell item that the scheduler later mails or
// pushes by the person's settings. Always inside the caller's transaction, so the item exists exactly when
// what it announces does. Titles name what happened, never what a message says.
import { Injectable } from '@nestjs/common';
import { allowedLevels, PERMISSION_TABLE } from '#shared/permissions';
import type { Tx } from '../../core/database/transaction';
import { NotifyErrors } from './notify.errors';
import { NewNotification, UserNotificationRepository } from './user-notification.repository';

/** Folding keys: one mail or push per recipient and conversation per hour. */
export const FOLD = {
  privateChat: (senderId: string) => `private:${senderId}`,
  mentions: (tenantId: string) => `mention:${tenantId}`,
  /** Everything else folds per kind and group. */
  of: (kind: string, tenantId: string | null) => `${kind.toLowerCase()}:${tenantId ?? '-'}`,
};

/** The app paths notifications link to (web/src/lib/paths.ts). */
export const NOTIFY_PATHS = {
  privateChat: (senderId: string) => `/user/chat/${senderId}`,
  groupChat: (tenantId: string) => `/sv/chat?tenantId=${tenantId}`,
  groupNotifications: (tenantId: string) => `/sv/notifications?tenantId=${tenantId}`,
  invitations: '/user/invitations',
  project: (projectId: string) => `/sv/projects/${projectId}`,
  event: (eventId: string) => `/sv/events/${eventId}`,
  profileNews: '/sv/profile/news',
  profileProjects: '/sv/profile/projects',
};

export const newMessageFrom = (name: string) => `Neue Nachricht von ${name}`;

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

  async privateMessage(tx: Tx, senderId: string, recipientId: string): Promise<void> {
    const title = newMessageFrom(await this.notifications.nameOf(tx, senderId));
    await this.add(tx, [
      {
        userId: recipientId,
        tenantId: null,
        actorId: senderId,
        kind: 'PRIVATE_MESSAGE',
        title,
        url: NOTIFY_PATHS.privateChat(senderId),
        foldKey: FOLD.privateChat(senderId),
      },
    ]);
  }

  /** 400 (nothing stored) unless every mentioned person is a member of the group, i.e. of its chat. */
  async assertMentionable(tenantId: string, userIds: string[]): Promise<void> {
    if (!userIds.length) return;
    const members = new Set(await this.notifications.membersAmong(tenantId, userIds));
    if (userIds.some((id) => !members.has(id))) throw NotifyErrors.mentionNotMember();
  }

  async mentions(tx: Tx, tenantId: string, senderId: string, userIds: string[]): Promise<void> {
    if (!userIds.length) return;
    const title = newMessageFrom(await this.notifications.nameOf(tx, senderId));
    const url = NOTIFY_PATHS.groupChat(tenantId);
    await this.add(
      tx,
      [...new Set(userIds)].map((userId) => ({
        userId,
        tenantId,
        actorId: senderId,
        kind: 'MENTION',
        title,
        url,
        foldKey: FOLD.mentions(tenantId),
      })),
    );
  }

  /**
   * A group notification (to every member but its author, or to its one recipient) mirrored per person for
   * mail and push; the bell lists it from group_notification.
   */
  async groupNotification(
    tx: Tx,
    n: { tenantId: string; notificationId: string; authorId: string | null; recipientId: string | null; title: string },
  ): Promise<void> {
    const kind = n.recipientId ? 'JOIN_REQUEST' : 'GROUP_NOTIFICATION';
    const row = {
      actorId: n.authorId,
      kind,
      title: n.title,
      url: NOTIFY_PATHS.groupNotifications(n.tenantId),
      foldKey: FOLD.of(kind, n.tenantId),
      sourceId: n.notificationId,
    } as const;
    if (n.recipientId) await this.add(tx, [{ ...row, userId: n.recipientId, tenantId: n.tenantId }]);
    else await this.notifications.insertForMembers(tx, n.tenantId, n.authorId, row);
  }

  /** The invitation itself is mailed by the tenant module; this is its bell item (and digest line). */
  async invitation(tx: Tx, n: { tenantId: string; inviteeId: string; inviterId: string; title: string }): Promise<void> {
    await this.add(tx, [
      {
        userId: n.inviteeId,
        tenantId: n.tenantId,
        actorId: n.inviterId,
        kind: 'INVITATION',
        title: n.title,
        url: NOTIFY_PATHS.invitations,
        foldKey: FOLD.of('INVITATION', n.tenantId),
      },
    ]);
  }

  /**
   * A message of the group's chat was reported (issue 28 §8): a bell item for the group's administration
   * (who holds member:administration by default: its admins and, in an SV, the liaison teacher).
   */
  async chatReport(tx: Tx, tenantId: string, reporterId: string): Promise<void> {
    const tenant = await this.notifications.tenantOf(tx, tenantId);
    if (!tenant) return;
    const row = {
      actorId: null,
      kind: 'REPORT',
      title: `Eine Nachricht im Chat der Gruppe „${tenant.name}“ wurde gemeldet`,
      url: NOTIFY_PATHS.groupChat(tenantId),
      foldKey: FOLD.of('REPORT', tenantId),
    } as const;
    await this.notifications.insertForMembers(tx, tenantId, reporterId, row, PERMISSION_TABLE[tenant.type]['member:administration']);
  }

  /** A news item or profile project waits for examination: everyone who may publish it but its submitter. */
  async review(tx: Tx, n: { tenantId: string; submittedById: string; news: boolean; title: string }): Promise<void> {
    const tenant = await this.notifications.tenantOf(tx, n.tenantId);
    if (!tenant) return;
    const row = {
      actorId: n.submittedById,
      kind: 'REVIEW',
      title: `Wartet auf Prüfung: „${n.title.slice(0, 200)}“`,
      url: n.news ? NOTIFY_PATHS.profileNews : NOTIFY_PATHS.profileProjects,
      foldKey: FOLD.of('REVIEW', n.tenantId),
    } as const;
    const levels = allowedLevels(tenant.type, 'profile-object:publish', tenant.permissions);
    await this.notifications.insertForMembers(tx, n.tenantId, n.submittedById, row, levels);
  }

  /** A new event, to every member who may see it (its view access) but its author. */
  async eventCreated(tx: Tx, n: { tenantId: string; eventId: string; authorId: string; title: string; viewAccess: number }): Promise<void> {
    const row = {
      actorId: n.authorId,
      kind: 'EVENT',
      title: `Neue Veranstaltung: „${n.title.slice(0, 200)}“`,
      url: NOTIFY_PATHS.event(n.eventId),
      foldKey: FOLD.of('EVENT', n.tenantId),
    } as const;
    await this.notifications.insertForMembers(tx, n.tenantId, n.authorId, row, null, n.viewAccess);
  }

  /** A task was given to someone (by someone else). */
  async taskAssigned(
    tx: Tx,
    n: { tenantId: string; projectId: string; ownerId: string; actorId: string; taskTitle: string },
  ): Promise<void> {
    await this.add(tx, [
      {
        userId: n.ownerId,
        tenantId: n.tenantId,
        actorId: n.actorId,
        kind: 'TASK',
        title: `Dir wurde eine Aufgabe übertragen: „${n.taskTitle.slice(0, 200)}“`,
        url: NOTIFY_PATHS.project(n.projectId),
        foldKey: FOLD.of('TASK', n.tenantId),
      },
    ]);
  }

  /** The person read the conversation: what it announced no longer mails or pushes. */
  async conversationRead(tx: Tx, userId: string, foldKey: string): Promise<void> {
    await this.notifications.markReadByFoldKey(tx, userId, foldKey);
  }
}
