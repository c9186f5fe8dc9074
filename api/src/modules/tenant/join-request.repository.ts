// Pending join requests (issue 24). Tenant-scoped like every tenant-owned table; the one cross-tenant read
// ("my requests") is keyed by the caller's own user id and named so.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { paginateRaw, PageRequest } from '../../common/paginate';
import { TenantScopedRepository } from '../../common/tenancy/tenant-scoped.repository';
import { Membership } from '../../core/identity/membership.entity';
import { Tenant } from '../../core/identity/tenant.entity';
import { User } from '../../core/identity/user.entity';
import type { Page } from '../../shared/page';
import { JoinRequest } from './entities/join-request.entity';

export interface JoinRequestRow {
  request: JoinRequest;
  requester: { _id: string; firstName: string; lastName: string };
}

export interface MyJoinRequestRow {
  request: JoinRequest;
  tenant: Pick<Tenant, '_id' | 'name' | 'type'>;
}

@Injectable()
export class JoinRequestRepository extends TenantScopedRepository<JoinRequest> {
  constructor(dataSource: DataSource) {
    super(dataSource, JoinRequest);
  }

  /** The caller's request to this group, made now or found as it was (uq_join_request_tenant_user). */
  async insertIfAbsent(tenantId: string, userId: string, manager: EntityManager): Promise<{ request: JoinRequest; created: boolean }> {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO join_request (tenant_id, user_id) VALUES ($1, $2) ON CONFLICT (tenant_id, user_id) DO NOTHING RETURNING id`,
      [tenantId, userId],
    );
    const request = await this.findOne(tenantId, { userId }, manager);
    return { request: request!, created: rows.length > 0 };
  }

  /** Locks one request of this tenant so that two admins deciding at once decide once. */
  lockInTenant(tenantId: string, id: string, manager: EntityManager): Promise<JoinRequest | null> {
    return this.scopedQuery(tenantId, 'r', manager).andWhere('r.id = :id', { id }).setLock('pessimistic_write', undefined, ['r']).getOne();
  }

  /** The group's pending requests with the requesters' names, oldest first. */
  listInTenant(tenantId: string, query: PageRequest): Promise<Page<JoinRequestRow>> {
    const qb = this.scopedQuery(tenantId, 'r')
      .innerJoin(User, 'u', 'u.id = r.user_id')
      .addSelect(['u.first_name AS u_first_name', 'u.last_name AS u_last_name'])
      .orderBy('r.created_at')
      .addOrderBy('r.id');
    return paginateRaw(qb, query, (entities, raw) => {
      const byId = new Map(raw.map((r) => [r.r_id as string, r as Record<string, string>]));
      return entities.map((request) => {
        const r = byId.get(request._id)!;
        return { request, requester: { _id: request.userId, firstName: r.u_first_name, lastName: r.u_last_name } };
      });
    });
  }

  /** Who hears of a request: the group's members at the levels that may decide it. */
  async memberIdsAtLevels(tenantId: string, levels: readonly number[], manager: EntityManager): Promise<string[]> {
    // An empty OR-list would match every membership of every group.
    if (!levels.length) return [];
    const rows = await manager.find(Membership, { where: levels.map((level) => ({ tenantId, level })), select: { userId: true } });
    return rows.map((m) => m.userId);
  }

  /** The requester's name for the deciders' notice. */
  async nameOf(userId: string, manager: EntityManager): Promise<string> {
    const user = await manager.findOne(User, { where: { _id: userId }, select: { firstName: true, lastName: true } });
    return user ? `${user.firstName} ${user.lastName}` : '';
  }

  // ---- keyed by the caller's own user id ----

  /** My pending requests with their groups, newest first (idx_join_request_user). */
  listOfUser(userId: string, query: PageRequest): Promise<Page<MyJoinRequestRow>> {
    const qb = this.dataSource
      .createQueryBuilder(JoinRequest, 'r')
      .innerJoin(Tenant, 't', 't.id = r.tenant_id')
      .addSelect(['t.name AS t_name', 't.type AS t_type'])
      .where('r.user_id = :userId', { userId })
      .orderBy('r.created_at', 'DESC')
      .addOrderBy('r.id');
    return paginateRaw(qb, query, (entities, raw) => {
      const byId = new Map(raw.map((r) => [r.r_id as string, r as Record<string, string>]));
      return entities.map((request) => {
        const r = byId.get(request._id)!;
        return { request, tenant: { _id: request.tenantId, name: r.t_name, type: r.t_type as Tenant['type'] } };
      });
    });
  }
}
