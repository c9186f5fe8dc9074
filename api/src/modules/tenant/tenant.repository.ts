import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { TenantType } from '#shared/levels';
import { paginateRaw } from '../../common/paginate';
import { likePattern } from '../../common/pagination.dto';
import { BaseRepository } from '../../core/database/transaction';
import { Domain } from '../../core/identity/domain.entity';
import { Membership } from '../../core/identity/membership.entity';
import { Tenant } from '../../core/identity/tenant.entity';
import type { Page } from '../../shared/page';

export interface TenantWithDomain {
  tenant: Tenant;
  domain: Pick<Domain, '_id' | 'name'> | null;
  memberCount: number;
}

export interface PublicTenantQuery {
  text?: string;
  type?: TenantType;
  domainId?: string;
  page: number;
  pageSize: number;
}

type TenantChanges = Partial<Pick<Tenant, 'name' | 'isPublic' | 'integrations' | 'icalEnabled'>>;

/** Tenants themselves (the root of tenancy, so not tenant-scoped) and their public listing. */
@Injectable()
export class TenantRepository extends BaseRepository {
  constructor(dataSource: DataSource) {
    super(dataSource);
  }

  findById(id: string, manager?: EntityManager) {
    return this.manager(manager).findOneBy(Tenant, { _id: id });
  }

  /**
   * Serialises membership changes of one tenant: "is this the last admin?" and the change that depends
   * on the answer must not interleave with another admin leaving at the same moment.
   */
  async lock(id: string, manager: EntityManager): Promise<Tenant | null> {
    return manager.findOne(Tenant, { where: { _id: id }, lock: { mode: 'pessimistic_write' } });
  }

  async update(id: string, changes: TenantChanges, manager?: EntityManager) {
    await this.manager(manager).update(Tenant, { _id: id }, changes);
  }

  async withDomain(id: string): Promise<TenantWithDomain | null> {
    const page = await this.listQuery().andWhere('t.id = :id', { id }).getRawAndEntities();
    return page.entities[0] ? this.toView(page.entities, page.raw)[0] : null;
  }

  /** Open groups for discovery: idx_tenant_public (is_public, name), idx_tenant_domain, idx_tenant_name_trgm. */
  listPublic(query: PublicTenantQuery): Promise<Page<TenantWithDomain>> {
    const qb = this.listQuery().andWhere('t.is_public = true');
    if (query.type) qb.andWhere('t.type = :type', { type: query.type });
    if (query.domainId) qb.andWhere('t.domain_id = :domainId', { domainId: query.domainId });
    if (query.text) qb.andWhere('t.name ILIKE :text', { text: likePattern(query.text) });
    return paginateRaw(qb.orderBy('t.name').addOrderBy('t.id'), query, toTenantsWithDomain);
  }

  private listQuery() {
    return tenantWithDomainQuery(this.dataSource);
  }

  private toView(entities: Tenant[], raw: Record<string, unknown>[]): TenantWithDomain[] {
    return toTenantsWithDomain(entities, raw);
  }
}

/** Tenants with their domain and member count; shared by the public lists and the administration. */
export function tenantWithDomainQuery(dataSource: DataSource) {
  return dataSource
    .createQueryBuilder(Tenant, 't')
    .leftJoin(Domain, 'd', 'd.id = t.domain_id')
    .addSelect(['d.id AS domain_id_', 'd.name AS domain_name_'])
    .addSelect((sub) => sub.select('count(*)::int').from(Membership, 'mc').where('mc.tenant_id = t.id'), 'member_count_');
}

export function toTenantsWithDomain(entities: Tenant[], raw: Record<string, unknown>[]): TenantWithDomain[] {
  const byId = new Map(raw.map((r) => [r.t_id as string, r]));
  return entities.map((tenant) => {
    const r = byId.get(tenant._id) ?? {};
    return {
      tenant,
      domain: r.domain_id_ ? { _id: r.domain_id_ as string, name: r.domain_name_ as string } : null,
      memberCount: Number(r.member_count_ ?? 0),
    };
  });
}
