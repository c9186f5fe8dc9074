import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { mapPage, paginate, PageRequest } from '../../common/paginate';
import { TenantScopedRepository } from '../../common/tenancy/tenant-scoped.repository';
import { Tenant } from '../../core/identity/tenant.entity';
import { User } from '../../core/identity/user.entity';
import type { Page } from '../../shared/page';
import { Invitation, InvitationState } from './entities/invitation.entity';

export interface InvitationRow {
  invitation: Invitation;
  inviter: Pick<User, '_id' | 'firstName' | 'lastName'> | null;
  tenant?: Pick<Tenant, '_id' | 'name' | 'type'>;
}

@Injectable()
export class InvitationRepository extends TenantScopedRepository<Invitation> {
  constructor(dataSource: DataSource) {
    super(dataSource, Invitation);
  }

  /** Account deletion (issue 26 §2): the invitations to the address, in every group. */
  async forgetAddress(tx: EntityManager, mail: string): Promise<void> {
    await tx.query(`DELETE FROM invitation WHERE lower(mail) = $1`, [mail]);
  }

  /**
   * Creates the pending invitation, or refreshes the one already pending for this address (new level,
   * inviter and date) so that inviting twice never leaves two. Race-safe through uq_invitation_pending.
   */
  async upsertPending(
    tenantId: string,
    mail: string,
    level: number,
    invitedById: string,
    manager: EntityManager,
  ): Promise<{ invitation: Invitation; refreshed: boolean }> {
    const rows: { id: string; refreshed: boolean }[] = await manager.query(
      `INSERT INTO invitation (tenant_id, mail, level, invited_by_id, invited_at, state)
       VALUES ($1, $2, $3, $4, now(), 'PENDING')
       ON CONFLICT (tenant_id, mail) WHERE state = 'PENDING'
       DO UPDATE SET level = EXCLUDED.level, invited_by_id = EXCLUDED.invited_by_id, invited_at = now(), updated_at = now()
       RETURNING id, (xmax <> 0) AS refreshed`,
      [tenantId, mail, level, invitedById],
    );
    return { invitation: (await this.findById(tenantId, rows[0].id, manager))!, refreshed: rows[0].refreshed };
  }

  /**
   * Claims the right to mail this invitation now: true at most once per `minutes`, so that inviting the
   * same address again and again cannot be used to flood someone's inbox.
   */
  async claimMail(tenantId: string, id: string, minutes: number, manager: EntityManager): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(Invitation)
      .set({ mailedAt: () => 'now()' })
      .where('tenant_id = :tenantId AND id = :id', { tenantId, id })
      .andWhere('(mailed_at IS NULL OR mailed_at < now() - make_interval(mins => :minutes))', { minutes })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** The group's invitations, newest first; idx_invitation_tenant_state. */
  async listForTenant(tenantId: string, query: { state?: InvitationState; page: number; pageSize: number }): Promise<Page<InvitationRow>> {
    const qb = this.scopedQuery(tenantId, 'i').leftJoinAndMapOne('i.inviter', User, 'u', 'u.id = i.invited_by_id');
    if (query.state) qb.andWhere('i.state = :state', { state: query.state });
    return mapPage(await paginate(qb.orderBy('i.invited_at', 'DESC').addOrderBy('i.id', 'DESC'), query), toRow);
  }

  async rowById(tenantId: string, id: string, manager?: EntityManager): Promise<InvitationRow | null> {
    const row = await this.scopedQuery(tenantId, 'i', manager)
      .leftJoinAndMapOne('i.inviter', User, 'u', 'u.id = i.invited_by_id')
      .andWhere('i.id = :id', { id })
      .getOne();
    return row ? toRow(row) : null;
  }

  // ---- keyed by the invitee's own verified address ----

  /** Pending invitations addressed to the caller's verified mail, across tenants; idx_invitation_mail_state. */
  async listPendingForInvitee(userId: string, query: PageRequest): Promise<Page<InvitationRow>> {
    const qb = this.dataSource
      .createQueryBuilder(Invitation, 'i')
      .innerJoin(User, 'me', 'me.mail = i.mail AND me.id = :userId AND me.verified_at IS NOT NULL', { userId })
      .innerJoinAndMapOne('i.tenant', Tenant, 't', 't.id = i.tenant_id')
      .leftJoinAndMapOne('i.inviter', User, 'u', 'u.id = i.invited_by_id')
      .where('i.state = :state', { state: InvitationState.PENDING })
      .orderBy('i.invited_at', 'DESC')
      .addOrderBy('i.id', 'DESC');
    return mapPage(await paginate(qb, query), toRow);
  }

  /**
   * The pending invitation `id` if, and only if, it is addressed to the caller's verified mail; locked
   * for the answer. Anyone else gets null, which the service turns into 404.
   */
  async lockPendingForInvitee(id: string, userId: string, manager: EntityManager): Promise<Invitation | null> {
    return manager
      .createQueryBuilder(Invitation, 'i')
      .innerJoin(User, 'me', 'me.mail = i.mail AND me.id = :userId AND me.verified_at IS NOT NULL', { userId })
      .where('i.id = :id', { id })
      .andWhere('i.state = :state', { state: InvitationState.PENDING })
      .setLock('pessimistic_write', undefined, ['i'])
      .getOne();
  }
}

function toRow(i: Invitation): InvitationRow {
  const { inviter, tenant, ...invitation } = i as Invitation & { inviter?: User | null; tenant?: Tenant };
  return {
    invitation: invitation as Invitation,
    inviter: inviter ? { _id: inviter._id, firstName: inviter.firstName, lastName: inviter.lastName } : null,
    tenant: tenant ? { _id: tenant._id, name: tenant.name, type: tenant.type } : undefined,
  };
}
