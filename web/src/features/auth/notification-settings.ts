// The notification settings of issue 25 §4 (GET/PUT /api/tenant/user/notification-settings).
import type { MailChoice, MutedGroup, NotificationSettings, TimeWindow } from '#shared/notify';

export type { KindChannels, MutedGroup, NotificationSettings, SchoolHours, TimeWindow } from '#shared/notify';
/** Mail at once (after the short delay), in the daily digest, or not at all. */
export type MailDelivery = MailChoice;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isTime = (value: string) => TIME.test(value);

/** What a draft still lacks before it can be saved, in German; null when it is complete. */
export function settingsProblem(settings: NotificationSettings, text: { time: string; days: string }): string | null {
  const windows = [settings.quietHours, settings.schoolHours].filter((window): window is TimeWindow => window !== null);
  if (windows.some((window) => !isTime(window.from) || !isTime(window.to))) return text.time;
  if (settings.schoolHours && settings.schoolHours.days.length === 0) return text.days;
  return null;
}

/** A group muted for `hours` from now. */
export const mutedFor = (tenantId: string, hours: number, now = Date.now()): MutedGroup => ({
  tenantId,
  until: new Date(now + hours * 3600_000).toISOString(),
});
