// The pure rules of notification settings: the defaults, reading a PUT body with German field errors, and
// whether an instant falls into someone's quiet hours (all times are Berlin wall-clock 'HH:mm').
import {
  DEFAULT_SCHOOL_HOURS,
  IMMEDIATE_KINDS,
  KindChannels,
  MailChoice,
  MUTED_MAX,
  MutedGroup,
  NOTIFICATION_KINDS,
  NotificationKind,
  NotificationSettings,
  NOTIFY_MESSAGES as M,
  SchoolHours,
  TimeWindow,
} from '#shared/notify';
import { CALENDAR_TIME_ZONE, parseInstant } from '../../core/iso-date';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export function defaultSettings(pupil: boolean): NotificationSettings {
  const kinds = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind): [NotificationKind, KindChannels] => {
      const immediate = IMMEDIATE_KINDS.includes(kind);
      return [kind, { app: true, mail: immediate ? 'IMMEDIATE' : 'DIGEST', push: immediate }];
    }),
  ) as Record<NotificationKind, KindChannels>;
  return { kinds, quietHours: null, schoolHours: pupil ? { ...DEFAULT_SCHOOL_HOURS } : null, muted: [] };
}

/** Stored settings over the defaults: a kind added after they were saved gets its default. */
export function withDefaults(stored: NotificationSettings | null, pupil: boolean): NotificationSettings {
  const defaults = defaultSettings(pupil);
  if (!stored) return defaults;
  return { ...stored, kinds: { ...defaults.kinds, ...stored.kinds } };
}

export interface FieldProblem {
  field: string;
  message: string;
}

export type ParsedSettings = { ok: true; settings: NotificationSettings } | { ok: false; problems: FieldProblem[] };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A PUT body as settings. Kinds left out keep `current`'s channels; whether the muted groups are the
 * person's own and in the future is checked by the service (it needs the database and the clock).
 */
export function parseSettings(body: unknown, current: NotificationSettings): ParsedSettings {
  const problems: FieldProblem[] = [];
  if (!isObject(body)) return { ok: false, problems: [{ field: 'kinds', message: M.settingsInvalid }] };
  const kinds = { ...current.kinds };
  if (body.kinds !== undefined) {
    if (!isObject(body.kinds)) problems.push({ field: 'kinds', message: M.settingsInvalid });
    else
      for (const [kind, value] of Object.entries(body.kinds)) {
        if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind))
          problems.push({ field: `kinds.${kind}`, message: M.kindUnknown(kind) });
        else if (!isChannels(value)) problems.push({ field: `kinds.${kind}`, message: M.channelsInvalid });
        else kinds[kind as NotificationKind] = { app: value.app, mail: value.mail, push: value.push };
      }
  }
  const quietHours = body.quietHours === undefined ? current.quietHours : readWindow(body.quietHours, 'quietHours', problems);
  const schoolHours = body.schoolHours === undefined ? current.schoolHours : readSchoolHours(body.schoolHours, problems);
  const muted = body.muted === undefined ? current.muted : readMuted(body.muted, problems);
  if (problems.length) return { ok: false, problems };
  return { ok: true, settings: { kinds, quietHours, schoolHours, muted } };
}

function isChannels(value: unknown): value is KindChannels {
  if (!isObject(value) || typeof value.app !== 'boolean' || typeof value.push !== 'boolean') return false;
  const mail = value.mail as MailChoice;
  return mail === 'IMMEDIATE' || mail === 'DIGEST' || mail === false;
}

function readWindow(value: unknown, field: string, problems: FieldProblem[]): TimeWindow | null {
  if (value === null) return null;
  if (
    !isObject(value) ||
    typeof value.from !== 'string' ||
    typeof value.to !== 'string' ||
    !HH_MM.test(value.from) ||
    !HH_MM.test(value.to)
  ) {
    problems.push({ field, message: M.timeInvalid });
    return null;
  }
  return { from: value.from, to: value.to };
}

function readSchoolHours(value: unknown, problems: FieldProblem[]): SchoolHours | null {
  const window = readWindow(value, 'schoolHours', problems);
  if (!window) return null;
  const days = (value as Record<string, unknown>).days;
  if (!Array.isArray(days) || days.length > 7 || !days.every((d) => Number.isInteger(d) && d >= 1 && d <= 7)) {
    problems.push({ field: 'schoolHours.days', message: M.daysInvalid });
    return null;
  }
  return { ...window, days: [...new Set(days as number[])].sort() };
}

function readMuted(value: unknown, problems: FieldProblem[]): MutedGroup[] {
  if (!Array.isArray(value)) {
    problems.push({ field: 'muted', message: M.mutedInvalid });
    return [];
  }
  if (value.length > MUTED_MAX) problems.push({ field: 'muted', message: M.mutedTooMany });
  const muted: MutedGroup[] = [];
  for (const entry of value.slice(0, MUTED_MAX)) {
    const until = isObject(entry) ? parseInstant(entry.until) : null;
    if (!isObject(entry) || typeof entry.tenantId !== 'string' || !until) {
      problems.push({ field: 'muted', message: M.mutedInvalid });
      return [];
    }
    muted.push({ tenantId: entry.tenantId, until: until.toISOString() });
  }
  return muted;
}

// ---- the clock ----

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: CALENDAR_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** Berlin wall-clock minutes since midnight and ISO weekday of an instant. */
export function berlinClock(instant: Date): { minutes: number; weekday: number } {
  const parts = Object.fromEntries(clockFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return { minutes: Number(parts.hour) * 60 + Number(parts.minute), weekday: WEEKDAYS[parts.weekday] };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether a wall-clock minute lies in [from, to); from after to wraps past midnight; from = to is empty. */
export function inWindow(window: TimeWindow, minutes: number): boolean {
  const from = minutesOf(window.from);
  const to = minutesOf(window.to);
  return from <= to ? minutes >= from && minutes < to : minutes >= from || minutes < to;
}

/** Whether nothing may be mailed or pushed to this person now: global window, their own, their school hours. */
export function isQuiet(now: Date, global: TimeWindow | null, settings: NotificationSettings): boolean {
  const { minutes, weekday } = berlinClock(now);
  if (global && inWindow(global, minutes)) return true;
  if (settings.quietHours && inWindow(settings.quietHours, minutes)) return true;
  const school = settings.schoolHours;
  return !!school && school.days.includes(weekday) && inWindow(school, minutes);
}

/** Whether the group is muted for this person at this instant. */
export function isMuted(settings: NotificationSettings, tenantId: string | null, now: Date): boolean {
  return !!tenantId && settings.muted.some((m) => m.tenantId === tenantId && Date.parse(m.until) > now.getTime());
}

/** Today's digest instant in Berlin ('17:00' on the Berlin day of `now`). */
export function digestInstant(now: Date, time: string): Date {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: CALENDAR_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
  return parseInstant(`${day}T${time}`)!;
}
