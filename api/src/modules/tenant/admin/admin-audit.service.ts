// The audit trail of administrative actions (SPEC 6, issue 5): who did what to which tenant, domain or
// election, and when. Written in the action's own transaction so that an action never goes unrecorded.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { RequestUser } from '../../../common/auth/request-user';
import { pageOf, PageQueryDto } from '../../../common/pagination.dto';
import { AuditDetail, AuditLog } from '../../../common/tenancy/audit-log.entity';
import { User } from '../../auth/entities/user.entity';

export type AdminAction =
  | 'tenant.create' | 'tenant.update' | 'tenant.delete' | 'tenant.import' | 'tenant.invite' | 'member.add' | 'member.role-change'
  | 'domain.create' | 'domain.update' | 'domain.delete' | 'domain.admin-add' | 'domain.admin-remove'
  | 'election.validate' | 'election.export';

export interface AdminAuditEntry {
  action: AdminAction;
  method: string;
  route: string;
  tenantId?: string | null;
  domainId?: string | null;
  targetId?: string | null;
  detail?: AuditDetail;
}

@Injectable()
export class AdminAuditService {
  constructor(private readonly dataSource: DataSource) {}

  async record(manager: EntityManager | null, actor: RequestUser, entry: AdminAuditEntry): Promise<void> {
    await (manager ?? this.dataSource.manager).insert(AuditLog, {
      userId: actor.userId,
      platformLevel: actor.permissionLevel,
      // Deleted tenants leave an id the FK would refuse; the id stays in targetId.
      tenantId: entry.action === 'tenant.delete' ? null : (entry.tenantId ?? null),
      permission: null,
      reason: 'ADMIN',
      method: entry.method,
      route: entry.route,
      action: entry.action,
      domainId: entry.domainId ?? null,
      targetId: entry.targetId ?? null,
      detail: entry.detail ?? null,
    });
  }

  /** Newest first, every kind of entry (staff access inside tenants included); idx_audit_log_created. */
  async list(query: PageQueryDto) {
    const qb = this.dataSource
      .createQueryBuilder(AuditLog, 'a')
      .leftJoinAndMapOne('a.user', User, 'u', 'u.id = a.user_id');
    if (query.text) qb.where('a.action ILIKE :t OR a.route ILIKE :t', { t: `%${query.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` });
    const [rows, total] = await qb
      .orderBy('a.created_at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .skip((query.page - 1) * query.pageSize)
      .take(query.pageSize)
      .getManyAndCount();
    return pageOf(
      rows.map((r) => {
        const user = (r as AuditLog & { user?: User | null }).user;
        return {
          _id: r._id,
          createdAt: r.createdAt.toISOString(),
          reason: r.reason,
          action: r.action ?? null,
          method: r.method,
          route: r.route,
          permission: r.permission,
          platformLevel: r.platformLevel,
          tenantId: r.tenantId,
          domainId: r.domainId ?? null,
          targetId: r.targetId ?? null,
          detail: r.detail ?? null,
          user: user ? { _id: user._id, mail: user.mail, contact: { first_name: user.firstName, last_name: user.lastName } } : null,
        };
      }),
      total,
      query,
    );
  }
}

/** The request's method and route pattern, for the audit entry. */
export function routeOf(req: { method: string; route?: { path?: string }; path: string }) {
  return { method: req.method, route: req.route?.path ?? req.path };
}
