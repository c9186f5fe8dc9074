// The user's side of groups: my groups, joining a public group (as guest, or by request), leaving a group.
import { Injectable } from '@nestjs/common';
import { TENANT_ADMIN_LEVEL } from '#shared/levels';
import { mapPage } from '../../common/paginate';
import { PageQueryDto } from '../../common/pagination.dto';
import { TransactionRunner } from '../../core/database/transaction';
import { Errors } from '../../core/domain.exception';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import { JoinRequestedView } from './dto/join-request.view';
import { GroupResultView, MyGroupView } from './dto/views.dto';
import { GUEST_LEVEL, JoinRequestService } from './join-request.service';
import { MembershipRepository } from './membership.repository';
import { assertKeepsAnAdmin } from './membership.rules';
import { TenantErrors } from './tenant.errors';
import { TenantRepository } from './tenant.repository';
import { myGroupView, TENANT_TEXT as M } from './tenant.views';

@Injectable()
export class UserGroupsService {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly memberships: MembershipRepository,
    private readonly joinRequests: JoinRequestService,
    private readonly outbox: OutboxService,
    private readonly tx: TransactionRunner,
  ) {}

  async listMine(userId: string, query: PageQueryDto) {
    const page = await this.memberships.listGroupsOfUser(userId, query);
    const counts = await this.memberships.memberCounts(page.items.map((r) => r.tenant._id));
    return mapPage(page, (r) => myGroupView(r, counts.get(r.tenant._id)));
  }

  /** The caller's view of one of their groups, e.g. right after joining or accepting. */
  async myGroup(userId: string, tenantId: string): Promise<MyGroupView> {
    const {
      items: [row],
    } = await this.memberships.listGroupsOfUser(userId, undefined, tenantId);
    if (!row) throw Errors.notFound();
    const counts = await this.memberships.memberCounts([tenantId]);
    return myGroupView(row, counts.get(tenantId));
  }

  /** An open group: a guest at once. A group that admits on request: the pending request (issue 24). */
  async join(userId: string, tenantId: string): Promise<GroupResultView | JoinRequestedView> {
    const requested = await this.tx.run(async (manager) => {
      const tenant = await this.tenants.lock(tenantId, manager);
      // A closed group is as invisible here as an unknown one.
      if (!tenant || !tenant.isPublic) throw Errors.notFound();
      if (await this.memberships.findOfUser(tenantId, userId, manager)) throw TenantErrors.alreadyMember();
      if (tenant.joinPolicy === 'REQUEST') return this.joinRequests.request(manager, tenant, userId);
      const membership = await this.memberships.insertIfAbsent(tenantId, userId, GUEST_LEVEL, manager);
      if (!membership) throw TenantErrors.alreadyMember();
      await this.joinRequests.settle(manager, tenantId, userId);
      await this.outbox.record(manager, 'tenant.membership-changed', { tenantId, userId, change: 'joined' });
      return null;
    });
    return requested ?? { message: M.joined, group: await this.myGroup(userId, tenantId) };
  }

  async leave(userId: string, tenantId: string) {
    await this.tx.run(async (manager) => {
      const tenant = await this.tenants.lock(tenantId, manager);
      const membership = tenant ? await this.memberships.findOfUser(tenantId, userId, manager) : null;
      if (!tenant || !membership) throw Errors.notFound();
      const admins = await this.memberships.countAtLevel(tenantId, TENANT_ADMIN_LEVEL[tenant.type], manager);
      assertKeepsAnAdmin(tenant.type, membership.level, null, admins);
      await this.memberships.delete(tenantId, membership._id, manager);
      await this.outbox.record(manager, 'tenant.membership-changed', { tenantId, userId, change: 'left' });
    });
    return { message: M.left };
  }
}
