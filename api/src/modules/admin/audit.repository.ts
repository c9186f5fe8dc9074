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
