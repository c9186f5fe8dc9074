// Join on request (issue 24): a self-join of a group with joinPolicy REQUEST waits for an admin's yes.
import { Injectable } from '@nestjs/common';
import { PERMISSION_TABLE } from '#shared/permissions';
import { mapPage } from '../../common/paginate';
import { PageQueryDto } from '../../common/pagination.dto';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { TransactionRunner } from '../../core/database/transaction';
import type { Tx } from '../../core/database/transaction';
import { Errors } from '../../core/domain.exception';
import { Tenant } from '../../core/identity/tenant.entity';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import { DecideJoinRequestDto } from './dto/join-request.dto';
import { JoinRequestDecidedView, JoinRequestedView } from './dto/join-request.view';
import { JoinRequestRepository } from './join-request.repository';
import { joinRequestView, myJoinRequestView } from './join-request.views';
import { MembershipRepository } from './membership.repository';
import { NotificationService } from './notification.service';
import { TENANT_TEXT as M } from './tenant.views';

/** Everyone who enters a group on their own (open join or an accepted request) starts as guest. */
export const GUEST_LEVEL = 0;

/** Who decides requests, and so who hears of them: the levels that administer members in this group type. */
function deciderLevels(tenant: Pick<Tenant, 'type'>): readonly number[] {
  return PERMISSION_TABLE[tenant.type]['member:administration'];
}

@Injectable()
export class JoinRequestService {
  constructor(
    private readonly requests: JoinRequestRepository,
    private readonly memberships: MembershipRepository,
    private readonly notifications: NotificationService,
    private readonly outbox: OutboxService,
    private readonly tx: TransactionRunner,
  ) {}

  /**
   * Inside the join's transaction, the group locked: the caller's pending request, new or as it was. Only a
   * new request notifies the deciders, so asking again notifies nobody twice.
   */
  async request(manager: Tx, tenant: Tenant, userId: string): Promise<JoinRequestedView> {
    const { request, created } = await this.requests.insertIfAbsent(tenant._id, userId, manager);
    if (created) {
      const deciders = await this.requests.memberIdsAtLevels(tenant._id, deciderLevels(tenant), manager);
      const notice = M.joinRequestNotice(await this.requests.nameOf(userId, manager), tenant.name);
      await this.notifications.addressTo(manager, tenant._id, deciders, notice);
    }
    return { message: M.joinRequested, request: myJoinRequestView({ request, tenant }) };
  }

  /** An open join (the group was switched to OPEN meanwhile) settles the caller's earlier request. */
  async settle(manager: Tx, tenantId: string, userId: string): Promise<void> {
    await this.requests.deleteWhere(tenantId, { userId }, manager);
  }

  async listMine(userId: string, query: PageQueryDto) {
    return mapPage(await this.requests.listOfUser(userId, query), myJoinRequestView);
  }

  async listInTenant(ctx: TenantContext, query: PageQueryDto) {
    return mapPage(await this.requests.listInTenant(ctx.tenant._id, query), joinRequestView);
  }

  /** Yes: the requester becomes a guest, as an open join would make them. No: the request is removed. */
  async decide(ctx: TenantContext, requestId: string, dto: DecideJoinRequestDto): Promise<JoinRequestDecidedView> {
    const tenantId = ctx.tenant._id;
    await this.tx.run(async (manager) => {
      // Another group's request, or one already decided, is as unknown as a made-up id.
      const request = await this.requests.lockInTenant(tenantId, requestId, manager);
      if (!request) throw Errors.notFound();
      await this.requests.delete(tenantId, request._id, manager);
      if (!dto.accept) return;
      // Someone who became a member meanwhile (an invitation) keeps the role they have.
      if (await this.memberships.insertIfAbsent(tenantId, request.userId, GUEST_LEVEL, manager)) {
        await this.outbox.record(manager, 'tenant.membership-changed', { tenantId, userId: request.userId, change: 'joined' });
      }
    });
    return { accepted: dto.accept, message: dto.accept ? M.joinRequestAccepted : M.joinRequestRejected };
  }
}
