// The member list and its administration (SPEC 7 /auth/tenant/{groupId}/user/...): add, change level,
// remove. Never above the caller's own level, never without an admin left.
import { HttpStatus, Injectable } from '@nestjs/common';
import { TENANT_ADMIN_LEVEL } from '#shared/levels';
import type { RequestUser } from '../../../common/auth/request-user';
import { DomainException, Errors } from '../../../common/domain.exception';
import { PageQueryDto, pageOf } from '../../../common/pagination.dto';
import { may, TenantContext } from '../../../common/tenancy/tenant-context';
import { TransactionRunner } from '../../../infrastructure/database/transaction';
import { OutboxService } from '../../../infrastructure/outbox/outbox.service';
import { AddMemberDto, UpdateMemberDto } from '../dto/member.dto';
import { MemberView } from '../dto/views.dto';
import { assertKeepsAnAdmin, assertLevelExists, assertMayGrant, assertMayTouch } from '../membership.rules';
import { AccountRepository } from '../repositories/account.repository';
import { MembershipRepository } from '../repositories/membership.repository';
import { TenantRepository } from '../repositories/tenant.repository';
import { TENANT_MESSAGES as M } from '../tenant.messages';
import { memberView } from '../tenant.views';

@Injectable()
export class MemberAdminService {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly memberships: MembershipRepository,
    private readonly accounts: AccountRepository,
    private readonly outbox: OutboxService,
    private readonly tx: TransactionRunner,
  ) {}

  async list(ctx: TenantContext, query: PageQueryDto) {
    const [rows, total] = await this.memberships.listMembers(ctx.tenant._id, query);
    // Pupils' addresses are for those who administer members, not for every member.
    const showMail = may(ctx, 'member:administration');
    return pageOf(rows.map((r) => memberView(r, ctx.tenant.type, showMail)), total, query);
  }

  async add(ctx: TenantContext, caller: RequestUser, dto: AddMemberDto): Promise<MemberView> {
    const tenantId = ctx.tenant._id;
    assertLevelExists(ctx.tenant.type, dto.level);
    assertMayGrant(ctx, caller.permissionLevel, dto.level);
    const account = await this.accounts.findVerified(dto.userId ? { userId: dto.userId } : { mail: dto.mail });
    if (!account) throw new DomainException(HttpStatus.NOT_FOUND, 'ACCOUNT_NOT_FOUND', M.accountNotFound);
    await this.tx.run(async (manager) => {
      await this.tenants.lock(tenantId, manager);
      const created = await this.memberships.insertIfAbsent(tenantId, account._id, dto.level, manager);
      if (!created) throw Errors.conflict('ALREADY_MEMBER', M.personAlreadyMember);
      await this.outbox.record(manager, 'tenant.membership-changed', { tenantId, userId: account._id, change: 'added' });
    });
    return this.view(ctx, account._id);
  }

  async update(ctx: TenantContext, caller: RequestUser, dto: UpdateMemberDto): Promise<MemberView> {
    const { tenant } = ctx;
    assertLevelExists(tenant.type, dto.level);
    assertMayGrant(ctx, caller.permissionLevel, dto.level);
    await this.tx.run(async (manager) => {
      await this.tenants.lock(tenant._id, manager);
      const target = await this.memberships.findOfUser(tenant._id, dto.userId, manager);
      if (!target) throw Errors.notFound();
      assertMayTouch(ctx, caller.permissionLevel, target.level);
      if (target.level === dto.level) return;
      const admins = await this.memberships.countAtLevel(tenant._id, TENANT_ADMIN_LEVEL[tenant.type], manager);
      assertKeepsAnAdmin(tenant.type, target.level, dto.level, admins);
      await this.memberships.update(tenant._id, target._id, { level: dto.level }, manager);
      await this.outbox.record(manager, 'tenant.membership-changed', { tenantId: tenant._id, userId: dto.userId, change: 'updated' });
    });
    return this.view(ctx, dto.userId);
  }

  async remove(ctx: TenantContext, caller: RequestUser, userId: string) {
    const { tenant } = ctx;
    await this.tx.run(async (manager) => {
      await this.tenants.lock(tenant._id, manager);
      const target = await this.memberships.findOfUser(tenant._id, userId, manager);
      if (!target) throw Errors.notFound();
      assertMayTouch(ctx, caller.permissionLevel, target.level);
      const admins = await this.memberships.countAtLevel(tenant._id, TENANT_ADMIN_LEVEL[tenant.type], manager);
      assertKeepsAnAdmin(tenant.type, target.level, null, admins);
      await this.memberships.delete(tenant._id, target._id, manager);
      await this.outbox.record(manager, 'tenant.membership-changed', { tenantId: tenant._id, userId, change: 'removed' });
    });
    return { message: M.memberRemoved };
  }

  private async view(ctx: TenantContext, userId: string): Promise<MemberView> {
    const row = await this.memberships.memberRow(ctx.tenant._id, userId);
    if (!row) throw Errors.notFound();
    return memberView(row, ctx.tenant.type, true);
  }
}
