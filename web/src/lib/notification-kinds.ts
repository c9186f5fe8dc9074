// The kinds of notification (issue 25 §4) and their plain German names, used by the bell (tenant feature)
// and the settings in 'Mein Konto' (auth feature). The server publishes the kinds beside this screen.

export const NOTIFICATION_KINDS = [
  'PRIVATE_MESSAGE',
  'MENTION',
  'GROUP_NOTIFICATION',
  'INVITATION',
  'JOIN_REQUEST',
  'TASK',
  'REVIEW',
  'REPORT',
  'EVENT',
  'SURVEY',
  'TERM',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

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
