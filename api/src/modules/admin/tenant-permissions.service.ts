// A group's role matrix (issue 28): its admin changes it within the bounds of #shared/role-matrix; each
// change is written to the audit log in the same transaction. Checks read it from the tenant row.
import { Injectable } from '@nestjs/common';
import { PERMISSIONS } from '#shared/permissions';
import { overridesOf, requestedRoleMatrix, roleMatrix, RoleMatrixView } from '#shared/role-matrix';
import type { AuditActor } from '../../common/audit/actor';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { TransactionRunner } from '../../core/database/transaction';
import { Errors } from '../../core/domain.exception';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import { AdminAuditService } from './admin-audit.service';
import { TenantPermissionsRepository } from './tenant-permissions.repository';

@Injectable()
export class TenantPermissionsService {
  constructor(
    private readonly repo: TenantPermissionsRepository,
    private readonly audit: AdminAuditService,
    private readonly tx: TransactionRunner,
    private readonly outbox: OutboxService,
  ) {}

  view(ctx: TenantContext): RoleMatrixView {
    const { type, permissions } = ctx.tenant;
    return { permissions: roleMatrix(type, permissions), defaults: roleMatrix(type) };
  }

  /** 400 (German) and nothing changes when a permission or level is unknown or the bounds are broken. */
  async update(ctx: TenantContext, actor: AuditActor, input: unknown): Promise<RoleMatrixView> {
    const { _id: tenantId, type, domainId } = ctx.tenant;
    const overrides = await this.tx.run(async (tx) => {
      const current = roleMatrix(type, await this.repo.lockedOverrides(tenantId, tx));
      const requested = requestedRoleMatrix(type, current, input);
      if ('error' in requested) throw Errors.badRequest('ROLE_MATRIX_INVALID', requested.error);
      const changed = PERMISSIONS.filter((p) => current[p].join() !== requested.matrix[p].join());
      const next = overridesOf(type, requested.matrix);
      if (!changed.length) return next;
      await this.repo.save(tenantId, next, tx);
      // The members' open apps re-read their rights (authChanged), as after any settings change.
      await this.outbox.record(tx, 'tenant.settings-changed', { tenantId });
      await this.audit.record(tx, actor, {
        action: 'tenant.permissions',
        tenantId,
        domainId,
        detail: Object.fromEntries(changed.map((p) => [p, `${current[p].join(',')} → ${requested.matrix[p].join(',')}`])),
      });
      return next;
    });
    return { permissions: roleMatrix(type, overrides), defaults: roleMatrix(type) };
  }
}
