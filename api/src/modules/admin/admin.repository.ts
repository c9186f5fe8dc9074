// The administration areas' reads and writes of tenants, domains and domain administrators. Domain-scoped
// finders take the domain id in the query itself, so a wrong id can never reach another domain's rows.
import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager, IsNull, Not } from 'typeorm';
import { allIntegrations } from '#shared/integrations';
import { TenantType } from '#shared/levels';
import { defaultJoinPolicy } from '#shared/tenant';
import { paginate, paginateRaw, PageRequest } from '../../common/paginate';
import { likePattern } from '../../common/pagination.dto';
import { BaseRepository } from '../../core/database/transaction';
import { DomainAdministrator } from '../../core/identity/domain-administrator.entity';
import { Domain } from '../../core/identity/domain.entity';
import { Membership } from '../../core/identity/membership.entity';
import { Tenant } from '../../core/identity/tenant.entity';
import { User } from '../../core/identity/user.entity';
import type { Page } from '../../shared/page';
import { TenantWithDomain, tenantWithDomainQuery, toTenantsWithDomain } from '../tenant/tenant.repository';

export type AdminTenantRow = TenantWithDomain;

export interface TenantFilter {
  text?: string;
  type?: TenantType;
  domainId?: string;
  page: number;
  pageSize: number;
}

/** Short, unambiguous codes (no 0/O, 1/l) for joining by code. */
export function newShortcode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join('');
}

@Injectable()
export class AdminRepository extends BaseRepository {
  constructor(dataSource: DataSource) {
    super(dataSource);
  }

  // ---- tenants ----

  listTenants(filter: TenantFilter): Promise<Page<AdminTenantRow>> {
    const qb = this.tenantQuery();
    if (filter.type) qb.andWhere('t.type = :type', { type: filter.type });
    if (filter.domainId) qb.andWhere('t.domain_id = :domainId', { domainId: filter.domainId });
    if (filter.text) qb.andWhere('t.name ILIKE :text', { text: likePattern(filter.text) });
    return paginateRaw(qb.orderBy('t.name').addOrderBy('t.id'), filter, toTenantsWithDomain);
  }

  /** One tenant; with `domainId` only if it belongs to that domain. */
  async tenantRow(id: string, domainId?: string): Promise<AdminTenantRow | null> {
    const qb = this.tenantQuery().andWhere('t.id = :id', { id });
    if (domainId) qb.andWhere('t.domain_id = :domainId', { domainId });
    const { entities, raw } = await qb.getRawAndEntities();
    return toTenantsWithDomain(entities, raw)[0] ?? null;
  }

  findTenant(id: string, domainId?: string, manager?: EntityManager) {
    return this.manager(manager).findOneBy(Tenant, domainId ? { _id: id, domainId } : { _id: id });
  }

  async createTenant(
    data: { name: string; type: TenantType; domainId: string; isPublic: boolean },
    manager: EntityManager,
  ): Promise<Tenant> {
    return manager.save(
      Tenant,
      manager.create(Tenant, {
        ...data,
        integrations: allIntegrations(true),
        shortcode: newShortcode(),
        icalEnabled: false,
        joinPolicy: defaultJoinPolicy(data.type),
      }),
    );
  }

  /** Several groups in one statement (import batches); the new ids in the order given. */
  async createTenants(
    data: { name: string; type: TenantType; domainId: string; isPublic: boolean }[],
    manager: EntityManager,
  ): Promise<string[]> {
    const result = await manager.insert(
      Tenant,
      data.map((d) => ({
        ...d,
        integrations: allIntegrations(true),
        shortcode: newShortcode(),
        icalEnabled: false,
        joinPolicy: defaultJoinPolicy(d.type),
      })),
    );
    return result.identifiers.map((i) => i._id as string);
  }

  /** Names already used in the domain, lower-cased (import: skip existing names). */
  async tenantNamesIn(domainId: string, manager?: EntityManager): Promise<Set<string>> {
    const rows: { name: string }[] = await this.manager(manager).query(`SELECT lower(name) AS name FROM tenant WHERE domain_id = $1`, [
      domainId,
    ]);
    return new Set(rows.map((r) => r.name));
  }

  async tenantNameTaken(domainId: string, name: string, exceptId?: string, manager?: EntityManager): Promise<boolean> {
    const rows = await this.manager(manager).query(
      `SELECT 1 FROM tenant WHERE domain_id = $1 AND lower(name) = lower($2) AND ($3::uuid IS NULL OR id <> $3) LIMIT 1`,
      [domainId, name, exceptId ?? null],
    );
    return rows.length > 0;
  }

  /** Memberships, invitations, notifications and their seen rows go with it (ON DELETE CASCADE). */
  async deleteTenant(id: string, manager: EntityManager): Promise<boolean> {
    const result = await manager.delete(Tenant, { _id: id });
    return (result.affected ?? 0) > 0;
  }

  members(tenantId: string, query: PageRequest & { text?: string }): Promise<Page<Membership & { user: User }>> {
    const qb = this.dataSource
      .createQueryBuilder(Membership, 'm')
      .innerJoinAndMapOne('m.user', User, 'u', 'u.id = m.user_id')
      .where('m.tenant_id = :tenantId', { tenantId });
    if (query.text) {
      qb.andWhere(`((u.first_name || ' ' || u.last_name) ILIKE :text OR u.mail ILIKE :text)`, { text: likePattern(query.text) });
    }
    return paginate(qb.orderBy('m.level', 'DESC').addOrderBy('u.last_name').addOrderBy('m.id'), query) as Promise<
      Page<Membership & { user: User }>
    >;
  }

  // ---- domains ----

  findDomain(id: string, manager?: EntityManager) {
    return this.manager(manager).findOneBy(Domain, { _id: id });
  }

  listDomains(query: PageRequest & { text?: string }) {
    const qb = this.dataSource
      .createQueryBuilder(Domain, 'd')
      .addSelect((sub) => sub.select('count(*)::int').from(Tenant, 'tc').where('tc.domain_id = d.id'), 'tenant_count_')
      .addSelect((sub) => sub.select('count(*)::int').from(DomainAdministrator, 'ac').where('ac.domain_id = d.id'), 'admin_count_');
    if (query.text) qb.where('d.name ILIKE :text', { text: likePattern(query.text) });
    return paginateRaw(qb.orderBy('d.name').addOrderBy('d.id'), query, (entities, raw) => {
      const byId = new Map(raw.map((r) => [r.d_id as string, r]));
      return entities.map((domain) => ({
        domain,
        tenantCount: Number(byId.get(domain._id)?.tenant_count_ ?? 0),
        administratorCount: Number(byId.get(domain._id)?.admin_count_ ?? 0),
      }));
    });
  }

  async domainNameTaken(name: string, exceptId?: string): Promise<boolean> {
    const rows = await this.dataSource.query(
      `SELECT 1 FROM domain WHERE lower(name) = lower($1) AND ($2::uuid IS NULL OR id <> $2) LIMIT 1`,
      [name, exceptId ?? null],
    );
    return rows.length > 0;
  }

  createDomain(data: { name: string; description: string }, manager: EntityManager): Promise<Domain> {
    return manager.save(manager.create(Domain, data));
  }

  async updateDomain(
    id: string,
    changes: Partial<Pick<Domain, 'name' | 'description' | 'schoolYearEndMonth' | 'schoolYearEndDay'>>,
    manager: EntityManager,
  ): Promise<void> {
    await manager.update(Domain, { _id: id }, changes);
  }

  async deleteDomain(id: string, manager: EntityManager): Promise<void> {
    await manager.delete(Domain, { _id: id });
  }

  /** The verified account of an address (lower-cased as accounts store it), or null. */
  async verifiedAccountId(mail: string): Promise<string | null> {
    const user = await this.manager().findOne(User, {
      where: { mail: mail.toLowerCase(), verifiedAt: Not(IsNull()) },
      select: { _id: true },
    });
    return user?._id ?? null;
  }

  /** Read on every request, so that removing an administrator takes effect at once. */
  isAdministrator(domainId: string, userId: string): Promise<boolean> {
    return this.manager().existsBy(DomainAdministrator, { domainId, userId });
  }

  /** Locks the domain row so that no tenant is added to it between the check and the delete. */
  async lockDomain(id: string, manager: EntityManager) {
    return manager.findOne(Domain, { where: { _id: id }, lock: { mode: 'pessimistic_write' } });
  }

  async countTenantsIn(domainId: string, manager?: EntityManager): Promise<number> {
    return this.manager(manager).countBy(Tenant, { domainId });
  }

  /** The domain's SSR group (city council), if there is one; the oldest if several. */
  findSsrOf(domainId: string, manager?: EntityManager) {
    return this.manager(manager).findOne(Tenant, { where: { domainId, type: TenantType.SSR }, order: { createdAt: 'ASC' } });
  }

  // ---- domain administrators ----

  async administrators(domainId: string) {
    return this.dataSource
      .createQueryBuilder(DomainAdministrator, 'a')
      .innerJoinAndMapOne('a.user', User, 'u', 'u.id = a.user_id')
      .where('a.domain_id = :domainId', { domainId })
      .orderBy('u.last_name')
      .addOrderBy('u.first_name')
      .getMany() as Promise<(DomainAdministrator & { user: User })[]>;
  }

  async addAdministrator(domainId: string, userId: string, manager: EntityManager): Promise<boolean> {
    const rows = await manager.query(
      `INSERT INTO domain_administrator (domain_id, user_id) VALUES ($1, $2) ON CONFLICT (domain_id, user_id) DO NOTHING RETURNING id`,
      [domainId, userId],
    );
    return rows.length > 0;
  }

  async removeAdministrator(domainId: string, userId: string, manager: EntityManager): Promise<boolean> {
    const result = await manager.delete(DomainAdministrator, { domainId, userId });
    return (result.affected ?? 0) > 0;
  }

  private tenantQuery() {
    return tenantWithDomainQuery(this.dataSource);
  }
}
