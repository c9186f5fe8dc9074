// The kinds of notification (issue 25 §4) and their plain German names, used by the bell (tenant feature)
// and the settings in 'Mein Konto' (auth feature). The kinds themselves are the server's (#shared/notify).

import { NOTIFICATION_KINDS, type NotificationKind } from '#shared/notify';

export { NOTIFICATION_KINDS, type NotificationKind };

export const isNotificationKind = (value: unknown): value is NotificationKind =>
  typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);

/** Plain words for each kind: the settings' rows (plural) and the bell's label (singular). */
export const KIND_LABELS: Record<NotificationKind, { plural: string; one: string }> = {
  PRIVATE_MESSAGE: { plural: 'Private Nachrichten', one: 'Nachricht' },
  MENTION: { plural: 'Erwähnungen', one: 'Erwähnung' },
  GROUP_NOTIFICATION: { plural: 'Gruppenhinweise', one: 'Gruppenhinweis' },
  INVITATION: { plural: 'Einladungen', one: 'Einladung' },
  JOIN_REQUEST: { plural: 'Beitrittsanfragen', one: 'Beitrittsanfrage' },
  TASK: { plural: 'Aufgaben', one: 'Aufgabe' },
  REVIEW: { plural: 'Freigaben', one: 'Freigabe' },
  REPORT: { plural: 'Meldungen', one: 'Meldung' },
  EVENT: { plural: 'Events', one: 'Event' },
  SURVEY: { plural: 'Umfragen', one: 'Umfrage' },
  TERM: { plural: 'Amtszeiten', one: 'Amtszeit' },
};
