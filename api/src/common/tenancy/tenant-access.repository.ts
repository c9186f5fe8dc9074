import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Membership } from '../../modules/tenant/entities/membership.entity';
import { Tenant } from '../../modules/tenant/entities/tenant.entity';
import { AuditLog } from './audit-log.entity';

/** The guard's reads (tenant, the caller's membership) and the audit log's writes. */
@Injectable()
export class TenantAccessRepository {
  constructor(private readonly dataSource: DataSource) {}

  findTenant(tenantId: string): Promise<Tenant | null> {
    return this.dataSource.manager.findOneBy(Tenant, { _id: tenantId });
  }

  findMembership(tenantId: string, userId: string): Promise<Membership | null> {
    return this.dataSource.manager.findOneBy(Membership, { tenantId, userId });
  }

  async recordAudit(entry: Omit<AuditLog, '_id' | 'createdAt'>): Promise<void> {
    await this.dataSource.manager.insert(AuditLog, entry);
  }
}
