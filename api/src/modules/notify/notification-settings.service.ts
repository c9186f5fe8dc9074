// A person's notification settings: read with the defaults, replaced after the German checks, and the
// unsubscribe link's one change (mail off for a kind, or the digest off).
import { Injectable } from '@nestjs/common';
import { NOTIFICATION_KINDS } from '#shared/notify';
import type { NotificationSettings } from '#shared/notify';
import { Errors } from '../../core/domain.exception';
import { NotificationSettingsRepository } from './notification-settings.repository';
import { parseSettings, withDefaults } from './notification-settings.rules';
import { NotifyErrors } from './notify.errors';
import type { UnsubscribeTarget } from './unsubscribe-link';

@Injectable()
export class NotificationSettingsService {
  constructor(private readonly settings: NotificationSettingsRepository) {}

  async get(userId: string): Promise<NotificationSettings> {
    const stored = await this.settings.load(userId);
    return withDefaults(stored.settings, stored.pupil);
  }

  async put(userId: string, body: unknown, now = new Date()): Promise<NotificationSettings> {
    const parsed = parseSettings(body, await this.get(userId));
    if (!parsed.ok) throw Errors.validation(parsed.problems);
    const { muted } = parsed.settings;
    if (muted.some((m) => Date.parse(m.until) <= now.getTime())) throw NotifyErrors.mutedUntilPast();
    const own = new Set(
      await this.settings.memberTenantIds(
        userId,
        muted.map((m) => m.tenantId),
      ),
    );
    if (muted.some((m) => !own.has(m.tenantId))) throw NotifyErrors.mutedNotMember();
    await this.settings.save(userId, parsed.settings);
    return parsed.settings;
  }

  /** Mail off for one kind, or every kind that goes into the digest; app and push stay as they were. */
  async unsubscribe(userId: string, target: UnsubscribeTarget): Promise<void> {
    const current = await this.get(userId);
    const kinds = { ...current.kinds };
    for (const kind of NOTIFICATION_KINDS) {
      if (target === kind || (target === 'DIGEST' && kinds[kind].mail === 'DIGEST')) kinds[kind] = { ...kinds[kind], mail: false };
    }
    await this.settings.save(userId, { ...current, kinds });
  }
}
