// Every domain event, its payload and the queues it is relayed to. Adding an event here without a
// handler in the routed queue's processor fails the workers' start-up check.
import type { NotificationKind } from '#shared/notify';
import { QueueName } from '../queue/queues';

export interface DomainEventPayloads {
  /** A new account; the mail carries the sealed verification token. */
  'auth.user-registered': { userId: string; tokenId: string };
  /** Someone registered an address that already has an account: tell the owner, reveal nothing to the caller. */
  'auth.registration-repeated': { userId: string };
  'auth.verification-resent': { userId: string; tokenId: string };
  'auth.password-reset-requested': { userId: string; tokenId: string };
  /** Someone asked to delete their account (or an administrator did): mail the date and how to cancel. */
  'auth.account-deletion-requested': { userId: string };
  /**
   * The retention job found an account without login for its period (issue 26 §3): delete it now, with
   * the same steps as a requested deletion (auth/jobs/account-deletion.jobs.ts).
   */
  'account.deletion-due': { userId: string };
  /**
   * Never recorded in the outbox: the pdf queue's job scheduler starts it every hour and it deletes the
   * accounts whose requested deletion has fallen due (auth/jobs/account-deletion.jobs.ts).
   */
  'housekeeping.accounts-delete': Record<never, never>;
  /** An invitation was created or refreshed: mail the invitee a link to their invitations. */
  'tenant.invitation-created': { tenantId: string; invitationId: string };
  /** A user's membership in a tenant appeared, changed level or ended; their open app refreshes. */
  'tenant.membership-changed': { tenantId: string; userId: string; change: MembershipChange };
  /** A group notification was sent; members' open apps (or only the recipient's, when addressed) show it at once. */
  'tenant.notification-created': { tenantId: string; notificationId: string; recipientId?: string };
  /** Name, public flag, integrations or iCal switch changed; members' sidebars follow. */
  'tenant.settings-changed': { tenantId: string };
  /** A school sent its election registration: confirm it to every address on it. */
  'tenant.election-registered': { registrationId: string };
  /**
   * Someone asked for an export (an event's lists, QR codes or certificates, a survey's codes or results, a
   * budget report, a delegate list); the pdf worker renders it with the content of its kind (common/export).
   */
  'export.requested': { exportId: string; kind: string };
  /** A calendar entry was added, changed or deleted; members' open calendars refetch. */
  'calendar.event-created': { tenantId: string; eventId: string };
  'calendar.event-updated': { tenantId: string; eventId: string };
  'calendar.event-deleted': { tenantId: string; eventId: string };
  /** Someone registered for an event on its public page: confirm it to them by mail. */
  'event.registration-created': { tenantId: string; registrationId: string };
  /** A PERSONAL answer without login waits for its address: mail the confirmation link (sealed in the row). */
  'survey.confirmation-requested': { confirmationId: string };
  /** A message in a group's general chat; the tenant room gets newGroupMessage. */
  'chat.group-message-created': { tenantId: string; conversationId: string; messageId: string };
  /** A private message; both users' rooms get newPrivateMessage. */
  'chat.private-message-created': { conversationId: string; messageId: string; senderId: string; recipientId: string };
  /** A reader's read state of a group chat moved forward; their own room gets markedGAsSeen. */
  'chat.group-read': { tenantId: string; userId: string };
  /** A reader's read state of a private chat moved forward; their own room gets markedPAsSeen. */
  'chat.private-read': { userId: string; partnerId: string };
  /** A message became a 'Nachricht entfernt' placeholder (deleted by sender/chat:delete, or by a moderator). */
  'chat.message-removed': { conversationId: string; messageId: string };
  /** A chat message was reported: every platform moderator and administrator gets a mail. */
  'chat.message-reported': { reportId: string };
  /** A moderator warned the sender of a reported message (WARN): the sender gets a mail. */
  'chat.sender-warned': { reportId: string };
  /** A news item or profile project now waits for examination: members who may publish it get a mail. */
  'profile.object-submitted': { tenantId: string; objectId: string; submittedById: string };
  /** A project task was created, changed, moved or deleted; the project's viewers' open boards refetch. */
  'project.task-changed': {
    tenantId: string;
    projectId: string;
    taskId: string;
    change: 'created' | 'updated' | 'moved' | 'deleted';
    version: number | null;
  };
  /** A budget or position changed (for a year change: one event per year): the stats worker recomputes the tenant-year. */
  'budget.changed': { tenantId: string; year: number };
  /** The recompute itself: the budget.changed handler enqueues it on the stats queue, debounced per tenant-year. */
  'budget.statistics-due': { tenantId: string; year: number };
  /**
   * Never recorded in the outbox: the pdf queue's job scheduler starts it every hour
   * (common/export/export-housekeeping.jobs.ts). Routed so that the workers refuse to start without it.
   */
  'housekeeping.exports-expire': Record<never, never>;
  /** A personal data export is stored: mail its owner (no data in the mail, a link to the account page). */
  'data-export.ready': { exportId: string };
  /**
   * Never recorded in the outbox: the export job adds it, delayed until the personal export's `expiresAt`
   * (modules/data-export). Routed so that the workers refuse to start without it.
   */
  'data-export.expire': { exportId: string };
  /** Never recorded in the outbox: the pdf queue's nightly scheduler applies the retention rules (modules/retention). */
  'housekeeping.retention': Record<never, never>;
  /** An account without login will be deleted on `deletionAt` unless its owner logs in: mail them. */
  'retention.inactivity-warning': { userId: string; deletionAt: string };
  /**
   * Never recorded in the outbox: the notify queue's job scheduler starts it every few seconds
   * (modules/notify/jobs/notification-scheduler.jobs.ts); it decides what is mailed and pushed (issue 25).
   */
  'notification.tick': Record<never, never>;
  /** A notification still unread after the delay: one mail naming it (never a private message's text). */
  'notification.mail-due': { userId: string; notificationId: string };
  /** The daily digest of what is unread and waits for it. */
  'notification.digest-due': { userId: string; notificationIds: string[] };
  /** A push is due by the same rules as mail (settings, folding, delay, quiet hours, muted groups). */
  'notification.push-due': { userId: string; title: string; url: string; kind: NotificationKind };
}

export type MembershipChange = 'added' | 'updated' | 'removed' | 'accepted' | 'joined' | 'left';

export type DomainEventType = keyof DomainEventPayloads;

export const EVENT_ROUTES: { [E in DomainEventType]: QueueName[] } = {
  'auth.user-registered': [QueueName.MAIL],
  'auth.registration-repeated': [QueueName.MAIL],
  'auth.verification-resent': [QueueName.MAIL],
  'auth.password-reset-requested': [QueueName.MAIL],
  'auth.account-deletion-requested': [QueueName.MAIL],
  'account.deletion-due': [QueueName.PDF],
  'housekeeping.accounts-delete': [QueueName.PDF],
  'tenant.invitation-created': [QueueName.MAIL],
  'tenant.membership-changed': [QueueName.NOTIFY],
  'tenant.notification-created': [QueueName.NOTIFY],
  'tenant.settings-changed': [QueueName.NOTIFY],
  'tenant.election-registered': [QueueName.MAIL],
  'export.requested': [QueueName.PDF],
  'calendar.event-created': [QueueName.NOTIFY],
  'calendar.event-updated': [QueueName.NOTIFY],
  'calendar.event-deleted': [QueueName.NOTIFY],
  'event.registration-created': [QueueName.MAIL],
  'survey.confirmation-requested': [QueueName.MAIL],
  'chat.group-message-created': [QueueName.NOTIFY],
  'chat.private-message-created': [QueueName.NOTIFY],
  'chat.group-read': [QueueName.NOTIFY],
  'chat.private-read': [QueueName.NOTIFY],
  'chat.message-removed': [QueueName.NOTIFY],
  'chat.message-reported': [QueueName.MAIL],
  'chat.sender-warned': [QueueName.MAIL],
  'profile.object-submitted': [QueueName.MAIL],
  'project.task-changed': [QueueName.NOTIFY],
  'budget.changed': [QueueName.STATS],
  'budget.statistics-due': [QueueName.STATS],
  'housekeeping.exports-expire': [QueueName.PDF],
  'data-export.ready': [QueueName.MAIL],
  'data-export.expire': [QueueName.PDF],
  'housekeeping.retention': [QueueName.PDF],
  'retention.inactivity-warning': [QueueName.MAIL],
  'notification.tick': [QueueName.NOTIFY],
  'notification.mail-due': [QueueName.MAIL],
  'notification.digest-due': [QueueName.MAIL],
  'notification.push-due': [QueueName.NOTIFY],
};

/** What a job carries: the outbox row id (idempotency key) and the event's payload. */
export type JobData<E extends DomainEventType = DomainEventType> = DomainEventPayloads[E] & { eventId: string };
