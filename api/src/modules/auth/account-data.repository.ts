// The account's part of a personal data export (issue 26 §1): what the person gave and when.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { platformLevelLabel } from '#shared/levels';
import { DataSections } from '../../common/export/data-sections';
import type { DataSection } from '../../common/export/data-sections';
import { DataSectionsRepository } from '../../common/export/data-sections.repository';

@Injectable()
export class AccountDataRepository extends DataSectionsRepository {
  constructor(dataSource: DataSource, registry: DataSections) {
    super(dataSource, registry);
  }

  protected sections(): DataSection[] {
    return [
      {
        key: 'account',
        title: 'Konto',
        single: true,
        labels: {
          firstName: 'Vorname',
          lastName: 'Nachname',
          mail: 'E-Mail-Adresse',
          registeredAt: 'Registriert am',
          verifiedAt: 'Bestätigt am',
          termsAcceptedAt: 'Nutzungsbedingungen akzeptiert am',
          platformLevelLabel: 'Rolle auf der Plattform',
        },
        person: async ({ userId }) => {
          const rows = await this.rows(
            `SELECT id AS "_id", first_name AS "firstName", last_name AS "lastName", mail, created_at AS "registeredAt",
                    verified_at AS "verifiedAt", terms_accepted_at AS "termsAcceptedAt", permission_level AS "platformLevel"
               FROM user_account WHERE id = $1`,
            [userId],
          );
          return { records: rows.map((r) => ({ ...r, platformLevelLabel: platformLevelLabel(Number(r.platformLevel)) })) };
        },
      },
    ];
  }
}
