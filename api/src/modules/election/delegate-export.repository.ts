// Delegate list exports and the list itself. The list is read in one query: per school the newest
// validated registration (DISTINCT ON), its school's name and its people.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { ExportRows } from '../../common/export/export-rows';
import { BaseRepository } from '../../core/database/transaction';
import { Domain } from '../../core/identity/domain.entity';
import type { DelegateListRow } from './delegate-list';
import { DelegateExport } from './entities/delegate-export.entity';
import { ElectionState } from './entities/election.entity';

@Injectable()
export class DelegateExportRepository extends BaseRepository {
  /** The worker's progress and finish steps, and the keys a deletion removes. */
  readonly rows: ExportRows<DelegateExport>;

  constructor(dataSource: DataSource) {
    super(dataSource);
    this.rows = new ExportRows(dataSource, DelegateExport);
  }

  findInDomain(domainId: string, id: string) {
    return this.manager().findOneBy(DelegateExport, { _id: id, domainId });
  }

  /** The stored files of a domain's lists, for the domain's deletion (idx_delegate_export_domain). */
  storageKeysOfDomain(domainId: string, manager: EntityManager): Promise<string[]> {
    return this.rows.storageKeys({ domainId }, manager);
  }

  domainName(domainId: string): Promise<string | null> {
    return this.manager()
      .findOne(Domain, { where: { _id: domainId }, select: { _id: true, name: true } })
      .then((d) => d?.name ?? null);
  }

  /** One row per person (or one empty row for a school without people), schools unsorted. */
  delegateRows(domainId: string, yearStart: number): Promise<DelegateListRow[]> {
    return this.manager().query(
      `SELECT r.school_tenant_id AS "schoolId", coalesce(t.name, '') AS "schoolName",
              p.role, p.position, p.first_name AS "firstName", p.last_name AS "lastName", p.mail, p.class_name AS "className"
         FROM (SELECT DISTINCT ON (school_tenant_id) id, school_tenant_id
                 FROM election_registration
                WHERE domain_id = $1 AND year_start = $2 AND state = $3
                ORDER BY school_tenant_id, validated_at DESC) r
         LEFT JOIN tenant t ON t.id = r.school_tenant_id
         LEFT JOIN election_person p ON p.registration_id = r.id
        ORDER BY r.school_tenant_id, p.position`,
      [domainId, yearStart, ElectionState.CLOSED],
    );
  }
}
