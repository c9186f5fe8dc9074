import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { NotificationSettings } from '#shared/notify';
import { BaseRepository } from '../../core/database/transaction';

export interface StoredSettings {
  /** null: never saved, the defaults apply. */
  settings: NotificationSettings | null;
  /** Not SV_TEACHER in any group: school hours by default. */
  pupil: boolean;
}

@Injectable()
export class NotificationSettingsRepository extends BaseRepository {
  constructor(dataSource: DataSource) {
    super(dataSource);
  }

  async load(userId: string): Promise<StoredSettings> {
    const [row]: { settings: NotificationSettings | null; pupil: boolean }[] = await this.dataSource.query(
      `SELECT (SELECT settings FROM notification_settings WHERE user_id = $1) AS settings,
              NOT EXISTS (SELECT 1 FROM membership m JOIN tenant t ON t.id = m.tenant_id
                           WHERE m.user_id = $1 AND t.type = 'SV' AND m.level = 4) AS pupil`,
      [userId],
    );
    return { settings: row.settings, pupil: row.pupil };
  }

  async save(userId: string, settings: NotificationSettings): Promise<void> {
    await this.dataSource.query(
      // A deleted account (an old unsubscribe link) inserts nothing.
      `INSERT INTO notification_settings (user_id, settings) SELECT id, $2::jsonb FROM user_account WHERE id = $1
       ON CONFLICT (user_id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = now()`,
      [userId, JSON.stringify(settings)],
    );
  }

  /** Those of `tenantIds` the person is a member of. */
  async memberTenantIds(userId: string, tenantIds: string[]): Promise<string[]> {
    if (!tenantIds.length) return [];
    const rows: { tenant_id: string }[] = await this.dataSource.query(
      `SELECT tenant_id FROM membership WHERE user_id = $1 AND tenant_id::text = ANY($2::text[])`,
      [userId, tenantIds],
    );
    return rows.map((r) => r.tenant_id);
  }
}
