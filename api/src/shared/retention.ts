// Retention by school year (issue 26 §3): the data categories, their default periods and bounds, and the
// rule that turns a period into the moment before which a row is due. The server's rule table, the nightly
// job, the privacy page and docs/privacy.md all read these defaults, so none of them can drift.

export type RetentionUnit = 'HOUR' | 'DAY' | 'YEAR' | 'SCHOOL_YEAR';

export const RETENTION_CATEGORIES = [
  'PRIVATE_CHAT',
  'GROUP_CHAT',
  'EVENT_REGISTRATION',
  'SURVEY_ANSWER',
  'EXPORT',
  'DATA_EXPORT',
  'NOTIFICATION',
  'CHAT_REPORT',
  'JOIN_REQUEST',
  'MAIL_QUOTA',
  'AUDIT_LOG',
  'INACTIVE_ACCOUNT',
] as const;
export type RetentionCategory = (typeof RETENTION_CATEGORIES)[number];

export interface RetentionDefault {
  label: string;
  period: number;
  unit: RetentionUnit;
  min: number;
  max: number;
  /** Why this period (docs/privacy.md and the privacy page). */
  reason: string;
  /** The tables the category deletes from. */
  tables: string[];
}

export const RETENTION_DEFAULTS: Record<RetentionCategory, RetentionDefault> = {
  PRIVATE_CHAT: {
    label: 'Private Chats',
    period: 1,
    unit: 'SCHOOL_YEAR',
    min: 1,
    max: 3,
    reason: 'Absprachen eines Schuljahres; danach braucht sie niemand mehr.',
    tables: ['chat_message', 'material'],
  },
  GROUP_CHAT: {
    label: 'Gruppenchats',
    period: 1,
    unit: 'SCHOOL_YEAR',
    min: 1,
    max: 3,
    reason:
      'Die Gremien wechseln mit dem Schuljahr. Gilt auch für Stadt- und Kreisschülerräte und Netzwerke: auch dort schreiben Schülerinnen und Schüler, Beschlüsse gehören ins Wiki.',
    tables: ['chat_message', 'material'],
  },
  EVENT_REGISTRATION: {
    label: 'Anmeldungen und Check-ins zu Veranstaltungen',
    period: 90,
    unit: 'DAY',
    min: 7,
    max: 365,
    reason: 'Nach der Veranstaltung nur für Nachfragen und Bescheinigungen nötig.',
    tables: ['event_registration', 'event_attendee'],
  },
  SURVEY_ANSWER: {
    label: 'Antworten, Codes und Bestätigungen von Umfragen',
    period: 1,
    unit: 'SCHOOL_YEAR',
    min: 1,
    max: 3,
    reason: 'Die Auswertung eines Schuljahres; die Ergebnisse (Summen) bleiben.',
    tables: ['survey_result', 'survey_answer', 'survey_answer_item', 'survey_code', 'survey_confirmation'],
  },
  EXPORT: {
    label: 'Erzeugte Listen und Dateien (Exporte)',
    period: 24,
    unit: 'HOUR',
    min: 1,
    max: 168,
    reason: 'Sie nennen Schülerinnen und Schüler und werden nur zum Herunterladen gebraucht.',
    tables: ['event_export', 'survey_export', 'budget_export', 'delegate_export'],
  },
  DATA_EXPORT: {
    label: 'Auskünfte „Meine Daten herunterladen“',
    period: 7,
    unit: 'DAY',
    min: 1,
    max: 30,
    reason: 'Genug Zeit zum Herunterladen; die Datei enthält alle Daten einer Person.',
    tables: [],
  },
  NOTIFICATION: {
    label: 'Mitteilungen',
    period: 1,
    unit: 'SCHOOL_YEAR',
    min: 1,
    max: 3,
    reason: 'Mitteilungen gelten für das laufende Schuljahr.',
    tables: ['group_notification', 'notification_seen', 'user_notification'],
  },
  CHAT_REPORT: {
    label: 'Erledigte Meldungen von Chatnachrichten',
    period: 1,
    unit: 'SCHOOL_YEAR',
    min: 1,
    max: 3,
    reason:
      'Eine Meldung hält den gemeldeten Text fest; nach der Entscheidung reicht ein Schuljahr für Rückfragen, das Protokoll behält die Entscheidung ohne Text.',
    tables: ['chat_report'],
  },
  JOIN_REQUEST: {
    label: 'Unbeantwortete Beitrittsanfragen',
    period: 1,
    unit: 'SCHOOL_YEAR',
    min: 1,
    max: 3,
    reason: 'Beantwortete Anfragen werden sofort gelöscht; eine liegen gebliebene gilt nach dem Schuljahr nicht mehr.',
    tables: ['join_request'],
  },
  MAIL_QUOTA: {
    label: 'Zähler und Protokoll gesendeter E-Mails',
    period: 30,
    unit: 'DAY',
    min: 2,
    max: 90,
    reason: 'Sie begrenzen Mails je Adresse und Tag und verhindern doppelte Mails; nach Tagen braucht sie niemand mehr.',
    tables: ['mail_quota', 'mail_delivery'],
  },
  AUDIT_LOG: {
    label: 'Protokoll der Verwaltung',
    period: 3,
    unit: 'YEAR',
    min: 1,
    max: 10,
    reason: 'Nachweis, wer was verwaltet hat, für die regelmäßige Verjährungsfrist von drei Jahren.',
    tables: ['audit_log'],
  },
  INACTIVE_ACCOUNT: {
    label: 'Konten ohne Anmeldung',
    period: 2,
    unit: 'SCHOOL_YEAR',
    min: 1,
    max: 5,
    reason: 'Wer zwei Schuljahre nicht angemeldet war, hat die Schule meist verlassen; 30 und 7 Tage vorher kommt eine Warnung per E-Mail.',
    tables: ['user_account'],
  },
};

export const RETENTION_UNIT_LABELS: Record<RetentionUnit, [one: string, many: string]> = {
  HOUR: ['Stunde', 'Stunden'],
  DAY: ['Tag', 'Tage'],
  YEAR: ['Jahr', 'Jahre'],
  SCHOOL_YEAR: ['Schuljahr', 'Schuljahre'],
};

/** '1 Schuljahr', '90 Tage'. */
export function periodLabel(period: number, unit: RetentionUnit): string {
  return `${period} ${RETENTION_UNIT_LABELS[unit][period === 1 ? 0 : 1]}`;
}

/** Days before an inactive account's deletion on which its owner is warned by mail. */
export const INACTIVITY_WARNING_DAYS = [30, 7] as const;

export const PRIVACY_RIGHTS = ['Auskunft', 'Berichtigung', 'Löschung', 'Datenübertragbarkeit', 'Widerspruch'] as const;

/** A school year ends on this day unless the domain sets its own (state rules key deletion to it). */
export const DEFAULT_SCHOOL_YEAR_END = { month: 7, day: 31 } as const;

/** 'MM-DD' of a day every year has (no 29 February), as the API reads and writes a school-year end. */
export const SCHOOL_YEAR_END_PATTERN = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function parseSchoolYearEnd(value: string): SchoolYearEnd | null {
  const match = SCHOOL_YEAR_END_PATTERN.exec(value);
  if (!match) return null;
  const [month, day] = [Number(match[1]), Number(match[2])];
  return day <= MONTH_DAYS[month - 1] ? { month, day } : null;
}

export const formatSchoolYearEnd = ({ month, day }: SchoolYearEnd) => `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export interface SchoolYearEnd {
  month: number;
  day: number;
}

export interface RetentionRule {
  category: RetentionCategory;
  label: string;
  period: number;
  unit: RetentionUnit;
  min: number;
  max: number;
}

export interface RetentionDomainCount {
  domainId: string | null;
  rows: number;
  files: number;
}

export interface RetentionCategoryCount {
  category: RetentionCategory;
  rows: number;
  files: number;
  domains: RetentionDomainCount[];
}

export interface RetentionReport {
  categories: RetentionCategoryCount[];
}

export interface PrivacyCategory {
  category: RetentionCategory;
  label: string;
  period: number;
  unit: RetentionUnit;
  periodLabel: string;
  reason: string;
}

export interface PrivacyPolicy {
  categories: PrivacyCategory[];
  rights: string[];
}

export interface LegalHold {
  since: string;
  reason: string;
}

export const LEGAL_HOLD_REASON_MAX = 500;

const DAY_MS = 86_400_000;

/** The last day (UTC calendar) a school year ends on or before `date`'s day, as midnight UTC of that day. */
export function lastSchoolYearEnd(date: Date, end: SchoolYearEnd): Date {
  const year = date.getUTCFullYear();
  const thisYear = Date.UTC(year, end.month - 1, end.day);
  const dayOf = Date.UTC(year, date.getUTCMonth(), date.getUTCDate());
  return new Date(thisYear < dayOf ? thisYear : Date.UTC(year - 1, end.month - 1, end.day));
}

/**
 * The moment before which a row counted from that moment is due at `asOf`. A period of N school years ends
 * at the first school-year end at least N years after the day it counts from, so nothing written in July
 * vanishes days later: a day d is due once d + N years lies on or before the last school-year end that has
 * fully passed. Days are UTC calendar days (an hour's difference to Berlin does not matter for a year).
 */
export function retentionCutoff(asOf: Date, period: number, unit: RetentionUnit, end: SchoolYearEnd = DEFAULT_SCHOOL_YEAR_END): Date {
  switch (unit) {
    case 'HOUR':
      return new Date(asOf.getTime() - period * 3_600_000);
    case 'DAY':
      return new Date(asOf.getTime() - period * DAY_MS);
    case 'YEAR': {
      const d = new Date(asOf);
      d.setUTCFullYear(d.getUTCFullYear() - period);
      return d;
    }
    case 'SCHOOL_YEAR': {
      const last = lastSchoolYearEnd(asOf, end);
      const latestDay = new Date(last);
      latestDay.setUTCFullYear(latestDay.getUTCFullYear() - period);
      // Every moment of that day is due: the cutoff is the next day's midnight.
      return new Date(latestDay.getTime() + DAY_MS);
    }
  }
}

/** The moment a row dated `from` becomes due: the same rule as `retentionCutoff`, seen from the row. */
export function retentionEnd(from: Date, period: number, unit: RetentionUnit, end: SchoolYearEnd = DEFAULT_SCHOOL_YEAR_END): Date {
  switch (unit) {
    case 'HOUR':
      return new Date(from.getTime() + period * 3_600_000);
    case 'DAY':
      return new Date(from.getTime() + period * DAY_MS);
    case 'YEAR': {
      const d = new Date(from);
      d.setUTCFullYear(d.getUTCFullYear() + period);
      return d;
    }
    case 'SCHOOL_YEAR': {
      const day = Date.UTC(from.getUTCFullYear() + period, from.getUTCMonth(), from.getUTCDate());
      const year = new Date(day).getUTCFullYear();
      const thisYear = Date.UTC(year, end.month - 1, end.day);
      const schoolYearEnd = thisYear >= day ? thisYear : Date.UTC(year + 1, end.month - 1, end.day);
      // Due from the day after the school year's last day.
      return new Date(schoolYearEnd + DAY_MS);
    }
  }
}
