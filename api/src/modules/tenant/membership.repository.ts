import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { mapPage, pageOf, paginate, paginateRaw, PageRequest } from '../../common/paginate';
import { likePattern } from '../../common/pagination.dto';
import { TenantScopedRepository } from '../../common/tenancy/tenant-scoped.repository';
import { DomainAdministrator } from '../../core/identity/domain-administrator.entity';
import { Domain } from '../../core/identity/domain.entity';
import { Membership } from '../../core/identity/membership.entity';
import { Tenant } from '../../core/identity/tenant.entity';
import { User } from '../../core/identity/user.entity';
import type { Page } from '../../shared/page';

export interface MemberRow {
  membership: Membership;
  firstName: string;
  lastName: string;
  mail: string;
}

export interface MemberListFilter {
  /** Only members at this level or above (the office holders). */
  minLevel?: number;
  /** Whether the search text also matches addresses: only for those who see them, else it tells who is a member. */
  searchMail?: boolean;
}

export interface UserGroupRow {
  membership: Membership;
  tenant: Tenant;
  domain: Pick<Domain, '_id' | 'name'> | null;
}

/**
 * Memberships. Tenant-scoped like every tenant-owned table; the only cross-tenant reads are keyed by
 * the caller's own user id ("my groups", the auth data) and are named so.
 */
@Injectable()
export class MembershipRepository extends TenantScopedRepository<Membership> {
  constructor(dataSource: DataSource) {
    super(dataSource, Membership);
  }

  findOfUser(tenantId: string, userId: string, manager?: EntityManager) {
    return this.findOne(tenantId, { userId }, manager);
  }

  /** Members with their names, ordered by name; uses uq_membership_tenant_user for the tenant filter. */
  async listMembers(tenantId: string, query: PageRequest & { text?: string }, filter: MemberListFilter = {}): Promise<Page<MemberRow>> {
    const qb = this.scopedQuery(tenantId, 'm')
      .innerJoin(User, 'u', 'u.id = m.user_id')
      .addSelect(['u.first_name AS u_first_name', 'u.last_name AS u_last_name', 'u.mail AS u_mail']);
    if (filter.minLevel !== undefined) qb.andWhere('m.level >= :minLevel', { minLevel: filter.minLevel });
    if (query.text) {
      const byName = `(u.first_name || ' ' || u.last_name) ILIKE :text`;
      qb.andWhere(filter.searchMail ? `(${byName} OR u.mail ILIKE :text)` : byName, { text: likePattern(query.text) });
    }
    return paginateRaw(qb.orderBy('u.last_name').addOrderBy('u.first_name').addOrderBy('m.id'), query, (entities, raw) => {
      const byId = new Map(raw.map((r) => [r.m_id as string, r as Record<string, string>]));
      return entities.map((membership) => {
        const r = byId.get(membership._id)!;
        return { membership, firstName: r.u_first_name, lastName: r.u_last_name, mail: r.u_mail };
      });
    });
  }

  async memberRow(tenantId: string, userId: string, manager?: EntityManager): Promise<MemberRow | null> {
    const { entities, raw } = await this.scopedQuery(tenantId, 'm', manager)
      .innerJoin(User, 'u', 'u.id = m.user_id')
      .addSelect(['u.first_name AS u_first_name', 'u.last_name AS u_last_name', 'u.mail AS u_mail'])
      .andWhere('m.user_id = :userId', { userId })
      .getRawAndEntities();
    if (!entities[0]) return null;
    const r = raw[0] as Record<string, string>;
    return { membership: entities[0], firstName: r.u_first_name, lastName: r.u_last_name, mail: r.u_mail };
  }

  countAtLevel(tenantId: string, level: number, manager?: EntityManager) {
    return this.count(tenantId, { level }, manager);
  }

  /** Adds the membership, or raises an existing one to at least `level` (never lowers it). */
  async upsertAtLeast(tenantId: string, userId: string, level: number, manager: EntityManager): Promise<Membership> {
    await manager.query(
      `INSERT INTO membership (tenant_id, user_id, level) VALUES ($1, $2, $3)
       ON CONFLICT (tenant_id, user_id) DO UPDATE SET level = GREATEST(membership.level, EXCLUDED.level), updated_at = now()`,
      [tenantId, userId, level],
    );
    return (await this.findOfUser(tenantId, userId, manager))!;
  }

  /** Inserts unless the user already belongs to the tenant; null when they do. */
  async insertIfAbsent(tenantId: string, userId: string, level: number, manager: EntityManager): Promise<Membership | null> {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO membership (tenant_id, user_id, level) VALUES ($1, $2, $3) ON CONFLICT (tenant_id, user_id) DO NOTHING RETURNING id`,
      [tenantId, userId, level],
    );
    return rows.length ? this.findById(tenantId, rows[0].id, manager) : null;
  }

  // ---- keyed by the caller's own user id ----

  /** The caller's groups with tenant and domain; idx_membership_user. */
  async listGroupsOfUser(userId: string, query?: PageRequest, onlyTenantId?: string): Promise<Page<UserGroupRow>> {
    const qb = this.dataSource
      .createQueryBuilder(Membership, 'm')
      .innerJoinAndMapOne('m.tenant', Tenant, 't', 't.id = m.tenant_id')
      .leftJoinAndMapOne('m.domain', Domain, 'd', 'd.id = t.domain_id')
      .where('m.user_id = :userId', { userId })
      .orderBy('t.name')
      .addOrderBy('t.id');
    if (onlyTenantId) qb.andWhere('m.tenant_id = :onlyTenantId', { onlyTenantId });
    const rows = query
      ? await paginate(qb, query)
      : await qb.getMany().then((all) => pageOf(all, all.length, { page: 1, pageSize: all.length }));
    return mapPage(rows, (m) => {
      const { tenant, domain, ...membership } = m as Membership & { tenant: Tenant; domain?: Domain | null };
      return { membership: membership as Membership, tenant, domain: domain ? { _id: domain._id, name: domain.name } : null };
    });
  }

  /** Member counts of the caller's own groups (ids from listGroupsOfUser); uq_membership_tenant_user. */
  async memberCounts(tenantIds: string[]): Promise<Map<string, number>> {
    if (!tenantIds.length) return new Map();
    const rows: { tenant_id: string; count: number }[] = await this.dataSource.query(
      `SELECT tenant_id, count(*)::int AS count FROM membership WHERE tenant_id = ANY($1::uuid[]) GROUP BY tenant_id`,
      [tenantIds],
    );
    return new Map(rows.map((r) => [r.tenant_id, r.count]));
  }

  /** Domains the user administers (the auth data's `domains`); idx_domain_administrator_user. */
  async domainsAdministeredBy(userId: string): Promise<Pick<Domain, '_id' | 'name'>[]> {
    return this.dataSource
      .createQueryBuilder(Domain, 'd')
      .innerJoin(DomainAdministrator, 'a', 'a.domain_id = d.id')
      .where('a.user_id = :userId', { userId })
      .orderBy('d.name')
      .select(['d._id', 'd.name'])
      .getMany();
  }
}
