// What reaches whom (issue 25): the kinds of notification, a person's settings and the German sentences the
// settings page repeats. Plain types only: the web and the workers import it as `#shared/notify`.

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

/** IMMEDIATE: one mail after the delay (folded per conversation); DIGEST: in the daily digest; false: no mail. */
export type MailChoice = 'IMMEDIATE' | 'DIGEST' | false;

export interface KindChannels {
  app: boolean;
  mail: MailChoice;
  push: boolean;
}

/** 'HH:mm' in Europe/Berlin; `from` after `to` wraps past midnight. */
export interface TimeWindow {
  from: string;
  to: string;
}

export interface SchoolHours extends TimeWindow {
  /** ISO weekday numbers, 1 = Monday ... 7 = Sunday. */
  days: number[];
}

export interface MutedGroup {
  tenantId: string;
  /** ISO date-time; the group sends nothing by mail or push until then. */
  until: string;
}

export interface NotificationSettings {
  kinds: Record<NotificationKind, KindChannels>;
  /** null: the global window (QUIET_HOURS) only. */
  quietHours: TimeWindow | null;
  /** null: no school hours (default for everyone who is SV_TEACHER in some group). */
  schoolHours: SchoolHours | null;
  muted: MutedGroup[];
}

/** Kinds that mail at once (after the delay) and push by default; every other kind goes into the digest. */
export const IMMEDIATE_KINDS: readonly NotificationKind[] = ['PRIVATE_MESSAGE', 'MENTION'];

export const DEFAULT_SCHOOL_HOURS: SchoolHours = { from: '08:00', to: '13:00', days: [1, 2, 3, 4, 5] };

/** At most this many muted groups are kept (a person belongs to few groups). */
export const MUTED_MAX = 100;

export const NOTIFY_MESSAGES = {
  settingsInvalid: 'Die Einstellungen müssen ein Objekt mit kinds, quietHours, schoolHours und muted sein.',
  kindUnknown: (kind: string) => `Die Art „${kind}“ gibt es nicht.`,
  channelsInvalid: 'Jede Art braucht app und push (ja oder nein) und mail (IMMEDIATE, DIGEST oder false).',
  timeInvalid: 'Zeiten müssen im Format HH:mm angegeben werden (z. B. 07:30).',
  daysInvalid: 'Wochentage sind Zahlen von 1 (Montag) bis 7 (Sonntag).',
  mutedInvalid: 'Jede stumme Gruppe braucht tenantId und until.',
  mutedNotMember: 'Du kannst nur Gruppen stumm schalten, in denen du Mitglied bist.',
  mutedUntilPast: 'Das Ende der Stummschaltung muss in der Zukunft liegen.',
  mutedTooMany: `Höchstens ${MUTED_MAX} Gruppen können stumm geschaltet sein.`,
  mentionNotMember: 'Erwähnen kannst du nur Mitglieder dieses Chats.',
  mentionsInvalid: 'mentions muss eine Liste von Personen-IDs sein.',
  unsubscribed: 'Du bekommst für diese Art von Benachrichtigungen keine E-Mails mehr.',
  unsubscribedDigest: 'Du bekommst keine tägliche Zusammenfassung mehr.',
  linkInvalid: 'Der Link ist ungültig',
} as const;
