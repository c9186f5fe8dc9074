// The group's own role matrix, stored on its tenant row (tenant.permissions), where the tenant guard reads it.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PermissionOverrides } from '#shared/permissions';
import { BaseRepository, Tx } from '../../core/database/transaction';
import { Tenant } from '../../core/identity/tenant.entity';

@Injectable()
export class TenantPermissionsRepository extends BaseRepository {
  constructor(dataSource: DataSource) {
    super(dataSource);
  }

  /** The stored overrides under the tenant's row lock, so two admins' saves apply one after the other. */
  async lockedOverrides(tenantId: string, tx: Tx): Promise<PermissionOverrides | null> {
    const tenant = await tx.findOne(Tenant, {
      where: { _id: tenantId },
      lock: { mode: 'pessimistic_write' },
      select: { _id: true, permissions: true },
    });
    return tenant?.permissions ?? null;
  }

  async save(tenantId: string, overrides: PermissionOverrides | null, tx: Tx): Promise<void> {
    await tx.update(Tenant, { _id: tenantId }, { permissions: overrides });
  }
}
