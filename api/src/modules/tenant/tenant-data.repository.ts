// The groups' part of the data exports (issue 26): a person's memberships with their levels and periods, the
// invitations to their address, the notifications they saw and wrote; a group's members, invitations and
// notifications.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { tenantLevelLabel } from '#shared/levels';
import type { TenantType } from '#shared/levels';
import { DataSections } from '../../common/export/data-sections';
import type { DataRecord, DataSection } from '../../common/export/data-sections';
import { DataSectionsRepository } from '../../common/export/data-sections.repository';

const LEVEL_LABELS = { level: 'Stufe (Zahl)', levelLabel: 'Stufe' };

/** `type` (the group's) out, the level's German name in. */
function withLevelLabel({ type, ...row }: DataRecord): DataRecord {
  return { ...row, levelLabel: tenantLevelLabel(type as TenantType, Number(row.level)) };
}

@Injectable()
export class TenantDataRepository extends DataSectionsRepository {
  constructor(dataSource: DataSource, registry: DataSections) {
    super(dataSource, registry);
  }

  protected sections(): DataSection[] {
    return [
      {
        key: 'memberships',
        title: 'Mitgliedschaften',
        labels: { tenantId: 'Gruppe (ID)', tenantName: 'Gruppe', ...LEVEL_LABELS, from: 'Seit', to: 'Bis' },
        person: async ({ userId }) => ({
          records: (
            await this.rows(
              `SELECT m.tenant_id AS "tenantId", t.name AS "tenantName", m.level, t.type, m.joined_at AS "from", NULL AS "to"
                 FROM membership m JOIN tenant t ON t.id = m.tenant_id WHERE m.user_id = $1 ORDER BY m.joined_at`,
              [userId],
            )
          ).map(withLevelLabel),
        }),
        group: async (tenantId) => ({
          records: (
            await this.rows(
              `SELECT u.first_name AS "firstName", u.last_name AS "lastName", m.level, t.type, m.joined_at AS "from"
                 FROM membership m JOIN user_account u ON u.id = m.user_id JOIN tenant t ON t.id = m.tenant_id
                WHERE m.tenant_id = $1 ORDER BY u.last_name, u.first_name`,
              [tenantId],
            )
          ).map(withLevelLabel),
        }),
      },
      {
        key: 'invitations',
        title: 'Einladungen',
        labels: {
          tenantName: 'Gruppe',
          mail: 'E-Mail-Adresse',
          ...LEVEL_LABELS,
          state: 'Stand',
          invitedAt: 'Eingeladen am',
          respondedAt: 'Beantwortet am',
        },
        person: async ({ mail }) => ({
          records: (
            await this.rows(
              `SELECT t.name AS "tenantName", i.level, t.type, i.state, i.invited_at AS "invitedAt", i.responded_at AS "respondedAt"
                 FROM invitation i JOIN tenant t ON t.id = i.tenant_id WHERE lower(i.mail) = lower($1) ORDER BY i.invited_at`,
              [mail],
            )
          ).map(withLevelLabel),
        }),
        group: async (tenantId) => ({
          records: (
            await this.rows(
              `SELECT i.mail, i.level, t.type, i.state, i.invited_at AS "invitedAt", i.responded_at AS "respondedAt"
                 FROM invitation i JOIN tenant t ON t.id = i.tenant_id WHERE i.tenant_id = $1 ORDER BY i.invited_at`,
              [tenantId],
            )
          ).map(withLevelLabel),
        }),
      },
      {
        key: 'notificationsSeen',
        title: 'Gesehene Mitteilungen',
        labels: { tenantName: 'Gruppe', content: 'Mitteilung', sentAt: 'Gesendet am', seenAt: 'Gesehen am' },
        person: ({ userId }) =>
          this.records(
            `SELECT t.name AS "tenantName", n.content, n.created_at AS "sentAt", s.created_at AS "seenAt"
               FROM notification_seen s JOIN group_notification n ON n.id = s.notification_id JOIN tenant t ON t.id = n.tenant_id
              WHERE s.user_id = $1 ORDER BY s.created_at`,
            [userId],
          ),
      },
      {
        key: 'notificationsWritten',
        title: 'Geschriebene Mitteilungen',
        labels: { tenantName: 'Gruppe', author: 'Von', content: 'Mitteilung', type: 'Art', sentAt: 'Gesendet am' },
        person: ({ userId }) =>
          this.records(
            `SELECT t.name AS "tenantName", n.content, n.type, n.created_at AS "sentAt"
               FROM group_notification n JOIN tenant t ON t.id = n.tenant_id WHERE n.author_id = $1 ORDER BY n.created_at`,
            [userId],
          ),
        group: (tenantId) =>
          this.records(
            `SELECT concat_ws(' ', u.first_name, u.last_name) AS "author", n.content, n.type, n.created_at AS "sentAt"
               FROM group_notification n LEFT JOIN user_account u ON u.id = n.author_id
              WHERE n.tenant_id = $1 AND n.recipient_id IS NULL ORDER BY n.created_at`,
            [tenantId],
          ),
      },
    ];
  }
}
