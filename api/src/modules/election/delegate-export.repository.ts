// What the delegate list export kind reads: the domain's name and the list itself, in one query: per school
// the newest validated registration (DISTINCT ON), its school's name and its people.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BaseRepository } from '../../core/database/transaction';
import { Domain } from '../../core/identity/domain.entity';
import type { DelegateListRow } from './delegate-list';
import { ElectionState } from './entities/election.entity';

@Injectable()
export class DelegateExportRepository extends BaseRepository {
  constructor(dataSource: DataSource) {
    super(dataSource);
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
