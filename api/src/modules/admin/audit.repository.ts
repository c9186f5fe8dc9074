// The audit log's rows: written inside the audited action's transaction, read newest first.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { paginate, PageRequest } from '../../common/paginate';
import { likePattern } from '../../common/pagination.dto';
import { AuditLog } from '../../core/audit/audit-log.entity';
import { BaseRepository, Tx } from '../../core/database/transaction';
import { Domain } from '../../core/identity/domain.entity';
import { Tenant } from '../../core/identity/tenant.entity';
import { User } from '../../core/identity/user.entity';
import type { Page } from '../../shared/page';

/** The log row with the names of who acted and what was acted on, so the screen never shows bare ids. */
export type AuditRow = AuditLog & { user?: User | null; target?: User | null; tenantRef?: Tenant | null; domainRef?: Domain | null };

@Injectable()
export class AuditRepository extends BaseRepository {
  constructor(dataSource: DataSource) {
    super(dataSource);
  }

  async insert(entry: Omit<AuditLog, '_id' | 'createdAt'>, manager?: Tx): Promise<void> {
    await this.manager(manager).insert(AuditLog, entry);
  }

  /**
   * Account deletion (issue 26 §2): the log keeps ids and acts, not names or addresses. Summary values
   * naming the person go from the entries by or about them, and the address from every entry.
   */
  async forgetPerson(tx: Tx, person: { userId: string; mail: string; firstName: string; lastName: string }): Promise<void> {
    const own = [person.mail, person.firstName, person.lastName].map(likePattern);
    const anywhere = [person.mail, `${person.firstName} ${person.lastName}`].map(likePattern);
    await tx.query(`UPDATE audit_log SET detail = ${detailWithout('$2')} WHERE detail IS NOT NULL AND (user_id = $1 OR target_id = $1)`, [
      person.userId,
      own,
    ]);
    await tx.query(`UPDATE audit_log SET detail = ${detailWithout('$1')} WHERE detail::text ILIKE ANY($1::text[])`, [anywhere]);
  }

  /** Newest first, every kind of entry (staff access inside tenants included); idx_audit_log_created. */
  list(query: PageRequest & { text?: string }): Promise<Page<AuditRow>> {
    const qb = this.dataSource
      .createQueryBuilder(AuditLog, 'a')
      .leftJoinAndMapOne('a.user', User, 'u', 'u.id = a.user_id')
      // target_id may name a person (member, domain administrator) or the group itself; only a person is joined here.
      .leftJoinAndMapOne('a.target', User, 'tu', 'tu.id = a.target_id')
      .leftJoinAndMapOne('a.tenantRef', Tenant, 't', 't.id = a.tenant_id')
      .leftJoinAndMapOne('a.domainRef', Domain, 'd', 'd.id = a.domain_id');
    if (query.text) qb.where('a.action ILIKE :t OR a.route ILIKE :t', { t: likePattern(query.text) });
    return paginate(qb.orderBy('a.created_at', 'DESC').addOrderBy('a.id', 'DESC'), query);
  }
}

/** The summary without the values that match one of the ILIKE patterns in the text array `param`. */
function detailWithout(param: string): string {
  return `(SELECT COALESCE(jsonb_object_agg(e.key, e.value), '{}'::jsonb) FROM jsonb_each(detail) e WHERE NOT (e.value::text ILIKE ANY(${param}::text[])))`;
}
