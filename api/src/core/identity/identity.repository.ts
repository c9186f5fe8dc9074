import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BaseRepository } from '../database/transaction';
import { Membership } from './membership.entity';
import { Tenant } from './tenant.entity';

/** Identity reads for code that may not import the tenant module: socket rooms, workers' mail jobs. */
@Injectable()
export class IdentityRepository extends BaseRepository {
  // Declared so that Nest sees the DataSource to inject (BaseRepository carries no metadata of its own).
  constructor(dataSource: DataSource) {
    super(dataSource);
  }

  async tenantIdsOf(userId: string): Promise<string[]> {
    const rows = await this.manager().find(Membership, { where: { userId }, select: { tenantId: true } });
    return rows.map((row) => row.tenantId);
  }

  tenantById(tenantId: string): Promise<Tenant | null> {
    return this.manager().findOneBy(Tenant, { _id: tenantId });
  }
}
