// Deleting a group with everything in it (issue 26 §2): by a platform administrator or by the group's own
// administration, who confirms by typing the group's name. Files go with their stored objects, other stored
// files (exports) through the owners' hooks, the rows by ON DELETE CASCADE; the act is audited.
import { Injectable } from '@nestjs/common';
import type { AuditActor } from '../../common/audit/actor';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { TransactionRunner } from '../../core/database/transaction';
import { Errors } from '../../core/domain.exception';
import { findOrFail } from '../../core/find-or-fail';
import { MaterialService } from '../files/material.service';
import { OwnerDeletionRegistry } from '../tenant/owner-deletion.registry';
import { AdminAuditService } from './admin-audit.service';
import { AdminErrors } from './admin.errors';
import { AdminRepository } from './admin.repository';
import { ADMIN_TEXT as M } from './admin.views';

@Injectable()
export class GroupDeletionService {
  constructor(
    private readonly repo: AdminRepository,
    private readonly audit: AdminAuditService,
    private readonly tx: TransactionRunner,
    private readonly materials: MaterialService,
    private readonly ownerDeletion: OwnerDeletionRegistry,
  ) {}

  /** The group's administration: only with the group's exact name typed as confirmation. */
  async deleteOwn(ctx: TenantContext, actor: AuditActor, confirmedName: string) {
    if (confirmedName !== ctx.tenant.name) throw AdminErrors.groupNameMismatch();
    return this.delete(actor, ctx.tenant._id, 'group');
  }

  async delete(actor: AuditActor, id: string, by: 'platform' | 'group' = 'platform') {
    await this.tx.run(async (manager) => {
      const tenant = await findOrFail(this.repo.findTenant(id, undefined, manager));
      await this.audit.record(manager, actor, {
        action: 'tenant.delete',
        domainId: tenant.domainId,
        targetId: tenant._id,
        detail: { name: tenant.name, type: tenant.type, by },
      });
      await this.materials.removeAllOfTenant(manager, tenant._id);
      // Other stored files of the group (event exports): read before the cascade, removed after commit.
      await this.ownerDeletion.beforeDelete('tenant', manager, tenant._id);
      if (!(await this.repo.deleteTenant(id, manager))) throw Errors.notFound();
    });
    return { message: M.tenantDeleted };
  }
}
