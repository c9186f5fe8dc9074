// The audit trail of administrative actions (SPEC 6, issue 5): who did what to which tenant, domain or
// election, and when. Written in the action's own transaction so that an action never goes unrecorded.
import { Injectable } from '@nestjs/common';
import type { AuditActor } from '../../common/audit/actor';
import { mapPage } from '../../common/paginate';
import { PageQueryDto } from '../../common/pagination.dto';
import type { AuditDetail } from '../../core/audit/audit-log.entity';
import type { Tx } from '../../core/database/transaction';
import { auditEntryView } from './admin.views';
import { AuditRepository } from './audit.repository';

export type AdminAction =
  | 'tenant.create'
  | 'tenant.update'
  | 'tenant.delete'
  | 'tenant.import'
  | 'tenant.invite'
  | 'tenant.permissions'
  | 'member.add'
  | 'member.role-change'
  | 'member.remove'
  | 'domain.create'
  | 'domain.update'
  | 'domain.delete'
  | 'domain.admin-add'
  | 'domain.admin-remove'
  | 'election.validate'
  | 'election.export'
  | 'account.delete'
  | 'account.deletion-request'
  | 'user.level-change'
  | 'user.suspend'
  | 'user.unsuspend'
  | 'chat-report.dismiss'
  | 'chat-report.remove'
  | 'chat-report.warn'
  | 'chat-report.suspend'
  | 'retention.rule-change'
  | 'retention.run'
  | 'tenant.legal-hold'
  | 'tenant.legal-hold-lift'
  | 'chat-report.file-open';

export interface AdminAuditEntry {
  action: AdminAction;
  tenantId?: string | null;
  domainId?: string | null;
  targetId?: string | null;
  detail?: AuditDetail;
}

@Injectable()
export class AdminAuditService {
  constructor(private readonly entries: AuditRepository) {}

  /** `manager`: the action's transaction; null when the action committed on its own already. */
  async record(manager: Tx | null, actor: AuditActor, entry: AdminAuditEntry): Promise<void> {
    await this.entries.insert(
      {
        userId: actor.userId,
        platformLevel: actor.permissionLevel,
        // Deleted tenants leave an id the FK would refuse; the id stays in targetId.
        tenantId: entry.action === 'tenant.delete' ? null : (entry.tenantId ?? null),
        permission: null,
        reason: 'ADMIN',
        method: actor.method,
        route: actor.route,
        action: entry.action,
        domainId: entry.domainId ?? null,
        targetId: entry.targetId ?? null,
        detail: entry.detail ?? null,
      },
      manager ?? undefined,
    );
  }

  /** An entry of work that may have no person behind it (the nightly retention job: `actor` null). */
  async recordJob(actor: AuditActor | null, entry: AdminAuditEntry): Promise<void> {
    if (actor) return this.record(null, actor, entry);
    await this.entries.insert({
      userId: null,
      platformLevel: 0,
      tenantId: null,
      permission: null,
      reason: 'ADMIN',
      method: 'JOB',
      route: 'housekeeping.retention',
      action: entry.action,
      domainId: entry.domainId ?? null,
      targetId: entry.targetId ?? null,
      detail: entry.detail ?? null,
    });
  }

  async list(query: PageQueryDto) {
    return mapPage(await this.entries.list(query), auditEntryView);
  }
}
